import { Link } from "react-router";
import { cn } from "@/lib/cn.ts";

export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <Link
      to="/"
      className={cn("flex items-center gap-2 font-bold text-slate-900", className)}
      aria-label="Hireable home"
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      {!compact && <span className="text-lg tracking-tight">Hireable</span>}
    </Link>
  );
}
