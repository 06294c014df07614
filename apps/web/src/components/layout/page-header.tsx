import type { ReactNode } from "react";

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {/* A file name without spaces breaks anywhere rather than widening the page. */}
        {description && <p className="mt-1 text-slate-600 [overflow-wrap:anywhere]">{description}</p>}
      </div>
      {actions}
    </div>
  );
}
