// Field pieces the builder's tabs share: the date field and the error box.
import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/text-field.tsx";

type TextFieldProps = ComponentProps<typeof TextField>;

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
