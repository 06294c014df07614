// Field pieces the builder's tabs share: the date field and the error box.
import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/text-field.tsx";

type TextFieldProps = ComponentProps<typeof TextField>;

type DateFieldProps = Omit<TextFieldProps, "placeholder">;

/** SPEC §2: dates are typed as YYYY-MM ('Present' is fine for an end date). */
export function DateField(props: DateFieldProps) {
  return <TextField placeholder="YYYY-MM" autoComplete="off" {...props} />;
}
