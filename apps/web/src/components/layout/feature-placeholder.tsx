import { PageHeader } from "./page-header.tsx";

/** A page whose feature is still being built: its title and a plain statement, never fake content. */
export function FeaturePlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <div>
      <PageHeader title={title} description={description} />
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-500">
        This section is coming soon.
      </p>
    </div>
  );
}
