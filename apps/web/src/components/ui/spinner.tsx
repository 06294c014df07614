import { Loader2Icon } from "lucide-react";

const SIZES = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

/** A turning ring; `inverse` for white on a coloured button. */
export function Spinner({
  size = "md",
  inverse = false,
  label = "Loading",
}: {
  size?: keyof typeof SIZES;
  inverse?: boolean;
  label?: string;
}) {
  return (
    <Loader2Icon
      role="status"
      aria-label={label}
      className={`${SIZES[size]} animate-spin ${inverse ? "text-white" : "text-brand-600"}`}
    />
  );
}

/** Covers the whole screen while something app-wide is loading (auth, page changes). */
export function FullScreenSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div
      className="fixed inset-0 z-[60] flex items-center justify-center bg-white/80 backdrop-blur-sm"
      data-testid="full-screen-spinner"
    >
      <Spinner size="lg" label={label} />
    </div>
  );
}
