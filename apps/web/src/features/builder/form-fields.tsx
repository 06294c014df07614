// Field pieces the builder's tabs share: the starred required field, the date field and the error box.
import type { ComponentProps } from "react";
import { Input, Label } from "@/components/ui/input.tsx";
import { TextField } from "@/components/ui/text-field.tsx";
import { cn } from "@/lib/cn.ts";

type TextFieldProps = ComponentProps<typeof TextField>;

/**
 * SPEC §2: required fields are starred. The star sits beside the label, not in it, so the field's name stays
 * 'Email' for screen readers and tests; aria-required tells assistive technology instead.
 */
export function RequiredTextField({ id, label, value, onValueChange, hint, className, ...inputProps }: TextFieldProps) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id}>{label}</Label>
        <span aria-hidden className="text-sm font-semibold text-red-600">
          *
        </span>
      </div>
      <Input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-required
        {...inputProps}
      />
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

type DateFieldProps = Omit<TextFieldProps, "placeholder">;

/** SPEC §2: dates are typed as YYYY-MM ('Present' is fine for an end date). */
export function DateField(props: DateFieldProps) {
  return <TextField placeholder="YYYY-MM" autoComplete="off" {...props} />;
}

/** The red box under an action that failed (it repeats the toast, which disappears). */
export function FormAlert({ children }: { children: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {children}
    </p>
  );
}
