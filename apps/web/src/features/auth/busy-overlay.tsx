import { Spinner } from "@/components/ui/spinner.tsx";

/** Covers a form while it submits (SPEC §4: login and signup show a busy overlay). */
export function BusyOverlay({ label }: { label: string }) {
  return (
    <div
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 rounded-2xl bg-white/75"
      role="status"
      aria-live="polite"
    >
      <Spinner />
      <span className="text-sm font-medium text-slate-700">{label}</span>
    </div>
  );
}
