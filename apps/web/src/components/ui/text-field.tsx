import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn.ts";
import { Input, Label } from "./input.tsx";

type TextFieldProps = Omit<ComponentProps<"input">, "id" | "value" | "onChange"> & {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange(value: string): void;
  hint?: ReactNode;
  /**
   * A required field, starred (SPEC §2). The star sits beside the label, not in it, so the field's name stays
   * 'Email' for screen readers and tests; aria-required tells assistive technology instead.
   */
  starred?: boolean;
};

/** A labelled text input: the label/input pair every form here repeats. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  hint,
  starred,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <div className={cn("space-y-1.5", className)}>
      {starred ? (
        <div className="flex items-baseline gap-1">
          <Label htmlFor={id}>{label}</Label>
          <span aria-hidden className="text-sm font-semibold text-red-600">
            *
          </span>
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      <Input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-required={starred || undefined}
        {...inputProps}
      />
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </div>
  );
}
