import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

/** A grey placeholder block shown while real content loads. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-slate-200", className)} {...props} />;
}
