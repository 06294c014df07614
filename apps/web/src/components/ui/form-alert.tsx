import { cn } from "@/lib/cn.ts";

/** The red box that says what failed, where the user looks (it stays when the toast that repeats it is gone). */
export function FormAlert({ children, className }: { children: string; className?: string }) {
  return (
    <p
      role="alert"
      className={cn("rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700", className)}
    >
      {children}
    </p>
  );
}
