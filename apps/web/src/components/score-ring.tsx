import { cn } from "@/lib/cn.ts";

/** A circular score, filled in proportion to the score (0–100). */
export function ScoreRing({
  score,
  size = 140,
  label,
  className,
  colorClass,
}: {
  score: number;
  size?: number;
  label?: string;
  className?: string;
  /** Overrides the ring colour chosen from the score. */
  colorClass?: string;
}) {
  const stroke = 12;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const offset = circumference * (1 - Math.max(0, Math.min(100, score)) / 100);
  const color = colorClass ?? (score >= 80 ? "text-emerald-500" : score >= 60 ? "text-amber-500" : "text-red-500");
  return (
    <div
      className={cn("relative inline-flex items-center justify-center", className)}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} className="-rotate-90" aria-hidden>
        <circle cx={size / 2} cy={size / 2} r={radius} strokeWidth={stroke} className="fill-none stroke-slate-200" />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={offset}
          className={cn("fill-none stroke-current transition-[stroke-dashoffset] duration-700", color)}
        />
      </svg>
      <div
        className="absolute flex flex-col items-center"
        role="img"
        aria-label={`${label ?? "Score"}: ${score} out of 100`}
      >
        <span className="text-4xl font-extrabold text-slate-900" data-testid="overall-score">
          {score}
        </span>
        <span className="text-xs text-slate-500">out of 100</span>
      </div>
    </div>
  );
}
