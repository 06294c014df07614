// The ATS view: what was read from the upload, field by field, the way an applicant tracking system files
// it. Fields the parser could not attribute with confidence are marked, so the user can check them before
// trusting advice built on them.
import type { AtsField, AtsView } from "@hireable/contracts";
import { AlertTriangleIcon, ScanSearchIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";

function FieldRow({ field }: { field: AtsField }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-2 py-0.5 text-sm" data-testid="ats-field" data-sure={field.sure}>
      <dt className="text-slate-500">{field.label}</dt>
      <dd className="min-w-0 break-words text-slate-900">
        {field.value || <span className="italic text-slate-400">not found</span>}
        {field.value && !field.sure && (
          <Badge variant="warning" className="ml-2 align-middle" title="The parser is unsure it read this field right">
            <AlertTriangleIcon className="mr-1 size-3" aria-hidden />
            check
          </Badge>
        )}
      </dd>
    </div>
  );
}

function EntryList({ title, entries, empty }: { title: string; entries: AtsView["roles"]; empty: string }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      {entries.length === 0 ? (
        <p className="text-sm italic text-slate-500">{empty}</p>
      ) : (
        <ol className="space-y-3">
          {entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are read-only and keep their order
            <li key={index} className="rounded-lg border border-slate-200 p-3" data-testid="ats-entry">
              <dl>
                {entry.fields
                  .filter((f) => f.value || f.label !== "Location")
                  .map((field) => (
                    <FieldRow key={field.label} field={field} />
                  ))}
              </dl>
              {entry.bulletCount > 0 && (
                <p className="mt-1 text-xs text-slate-500">
                  {entry.bulletCount} bullet{entry.bulletCount === 1 ? "" : "s"} read
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function AtsViewCard({ view }: { view: AtsView }) {
  const unsure = [
    ...view.contact,
    ...view.roles.flatMap((r) => r.fields),
    ...view.schools.flatMap((s) => s.fields),
  ].filter((f) => f.value && !f.sure).length;
  return (
    <Card data-testid="ats-view">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ScanSearchIcon className="size-5 text-brand-600" aria-hidden /> ATS view
        </CardTitle>
        <CardDescription>
          What an applicant tracking system reads from your file. The advice above is based on this.{" "}
          {unsure > 0
            ? `${unsure} field${unsure === 1 ? " is" : "s are"} marked "check": we were not sure we read ${unsure === 1 ? "it" : "them"} right.`
            : "Every field was read with confidence."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <section aria-label="Contact">
            <h3 className="mb-2 text-sm font-semibold text-slate-900">Contact</h3>
            <dl>
              {view.contact.map((field) => (
                <FieldRow key={field.label} field={field} />
              ))}
            </dl>
          </section>
          <EntryList title="Experience" entries={view.roles} empty="No roles were read." />
        </div>
        <div className="space-y-6">
          <EntryList title="Education" entries={view.schools} empty="No schools were read." />
          <section aria-label="Skills">
            <h3 className="mb-2 text-sm font-semibold text-slate-900">Skills ({view.skills.length})</h3>
            {view.skills.length === 0 ? (
              <p className="text-sm italic text-slate-500">No skills were read.</p>
            ) : (
              <ul className="flex flex-wrap gap-1.5">
                {view.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    {skill}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {view.headings.length > 0 && (
            <p className="text-xs text-slate-500">Headings found: {view.headings.map((h) => h.heading).join(" · ")}</p>
          )}
          {view.warnings.map((warning) => (
            <p key={warning} className="flex gap-2 text-xs text-amber-700">
              <AlertTriangleIcon className="size-3.5 shrink-0" aria-hidden /> {warning}
            </p>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
