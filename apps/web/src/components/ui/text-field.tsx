import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn.ts";
import { Input, Label } from "./input.tsx";

type TextFieldProps = Omit<ComponentProps<"input">, "id" | "value" | "onChange"> & {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange(value: string): void;
  hint?: ReactNode;
};

/** A labelled text input: the label/input pair every form here repeats. */
export function TextField({ id, label, value, onValueChange, hint, className, ...inputProps }: TextFieldProps) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(event) => onValueChange(event.target.value)} {...inputProps} />
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </div>
  );
}
