import { Loader2Icon } from "lucide-react";
import { cn } from "@/lib/cn.ts";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <Loader2Icon role="status" aria-label={label} className={cn("size-6 animate-spin text-brand-600", className)} />
  );
}

/** Covers the whole screen while something app-wide is loading (auth, page changes). */
export function FullScreenSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div
      className="fixed inset-0 z-[60] flex items-center justify-center bg-white/80 backdrop-blur-sm"
      data-testid="full-screen-spinner"
    >
      <Spinner className="size-10" label={label} />
    </div>
  );
}
