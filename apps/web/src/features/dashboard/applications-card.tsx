// The dashboard's applications: sent this week, the response rate, interviews coming up and next steps due,
// each linking to its application.
import { type ApplicationSummary, applicationsOverview, applicationTitle } from "@hireable/contracts";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatTimestamp } from "@/lib/format-date.ts";
import { useApplications } from "../applications/api/applications-api.ts";

const SHOWN = 3;

function DatedLinks({
  title,
  items,
  empty,
  testId,
}: {
  title: string;
  items: ApplicationSummary[];
  empty: string;
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <p className="text-sm font-medium text-slate-700">{title}</p>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {items.slice(0, SHOWN).map((application) => (
            <li key={application.id} className="text-sm [overflow-wrap:anywhere]">
              <Link to={`/dashboard/applications/${application.id}`} className="text-brand-700 hover:underline">
                {applicationTitle(application)}
              </Link>
              <span className="text-slate-500">
                {" "}
                · {application.nextStep ? `${application.nextStep}, ` : ""}
                {formatTimestamp(application.nextStepAt)}
              </span>
            </li>
          ))}
          {items.length > SHOWN && <li className="text-xs text-slate-500">and {items.length - SHOWN} more</li>}
        </ul>
      )}
    </div>
  );
}

export function ApplicationsCard() {
  const applications = useApplications();
  if (applications.isPending) return <Skeleton className="h-40" />;
  const list = applications.data ?? [];
  const overview = applicationsOverview(list);
  return (
    <Card data-testid="applications-card">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-x-4">
        <CardTitle>Applications</CardTitle>
        <Link to="/dashboard/applications" className={`${buttonVariants({ variant: "link" })} px-0`}>
          {list.length ? "Open the board" : "Track your first application"}
        </Link>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <div data-testid="applied-this-week">
          <p className="text-sm text-slate-600">Applied this week</p>
          <p className="text-3xl font-bold text-slate-900">{overview.appliedThisWeek}</p>
          <p className="text-xs text-slate-500">{overview.savedThisWeek} saved this week</p>
        </div>
        <div data-testid="response-rate">
          <p className="text-sm text-slate-600">Response rate</p>
          <p className="text-3xl font-bold text-slate-900">
            {overview.responseRate ? `${overview.responseRate.percent}%` : "—"}
          </p>
          <p className="text-xs text-slate-500">
            {overview.responseRate
              ? `${overview.responseRate.responded} of ${overview.responseRate.applied} sent reached an interview`
              : "Nothing sent yet"}
          </p>
        </div>
        <DatedLinks
          title="Interviews coming up"
          items={overview.upcomingInterviews}
          empty="None scheduled."
          testId="upcoming-interviews"
        />
        <DatedLinks
          title="Next steps due"
          items={overview.nextStepsDue}
          empty="Nothing due this week."
          testId="next-steps-due"
        />
      </CardContent>
    </Card>
  );
}
