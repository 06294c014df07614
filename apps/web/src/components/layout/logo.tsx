import { Link } from "react-router";

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 font-bold text-slate-900" aria-label="Hireable home">
      <img src="/favicon.svg" alt="" className="size-8" />
      {!compact && <span className="text-lg tracking-tight">Hireable</span>}
    </Link>
  );
}
