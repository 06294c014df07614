// The list: every application in one table, sorted by any column; the status changes in place.
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationSummary,
  STATUS_LABELS,
} from "@hireable/contracts";
import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatTimestamp } from "@/lib/format-date.ts";
import { type SortKey, sortApplications } from "./sort-applications.ts";
import { useMoveApplication } from "./use-move-application.ts";

const COLUMNS: Array<{ key: SortKey; label: string }> = [
  { key: "jobTitle", label: "Role" },
  { key: "company", label: "Company" },
  { key: "status", label: "Status" },
  { key: "appliedAt", label: "Applied" },
  { key: "nextStepAt", label: "Next step" },
  { key: "match", label: "Match" },
];

export function ApplicationList({ applications }: { applications: ApplicationSummary[] }) {
  const move = useMoveApplication();
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({ key: "appliedAt", ascending: false });
  const rows = sortApplications(applications, sort.key, sort.ascending);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid="application-list">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            {COLUMNS.map((column) => {
              const active = sort.key === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className="px-3 py-2 font-medium"
                  aria-sort={active ? (sort.ascending ? "ascending" : "descending") : "none"}
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 hover:text-slate-900"
                    onClick={() => setSort({ key: column.key, ascending: active ? !sort.ascending : true })}
                  >
                    {column.label}
                    {active &&
                      (sort.ascending ? (
                        <ArrowUpIcon className="size-3.5" aria-hidden />
                      ) : (
                        <ArrowDownIcon className="size-3.5" aria-hidden />
                      ))}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((application) => (
            <tr key={application.id} className="border-b border-slate-100 last:border-0">
              <td className="px-3 py-2">
                <Link
                  to={`/dashboard/applications/${application.id}`}
                  className="font-medium text-slate-900 hover:underline"
                >
                  {application.jobTitle || "Untitled role"}
                </Link>
              </td>
              <td className="px-3 py-2">{application.company}</td>
              <td className="px-3 py-2">
                <select
                  aria-label={`Status of ${application.jobTitle || "this application"}`}
                  className="rounded-md border border-slate-300 bg-white px-2 py-1"
                  value={application.status}
                  onChange={(event) => void move(application, event.target.value as ApplicationStatus)}
                >
                  {APPLICATION_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
              </td>
              <td className="px-3 py-2 text-slate-600">
                {application.appliedAt ? formatTimestamp(application.appliedAt) : "—"}
              </td>
              <td className="px-3 py-2 text-slate-600">
                {application.nextStepAt
                  ? `${application.nextStep || "Next step"}: ${formatTimestamp(application.nextStepAt)}`
                  : "—"}
              </td>
              <td className="px-3 py-2">{application.match ? application.match.score : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
