import { useId } from "react";
import { TextField } from "@/components/ui/text-field.tsx";
import type { SectionProps } from "./section-props.ts";

export function PersonalInfoSection({ value, onChange }: SectionProps<"personalInfo">) {
  const id = useId();
  const field = (name: keyof typeof value) => ({
    id: `${id}-${name}`,
    value: value[name],
    onValueChange: (text: string) => onChange({ ...value, [name]: text }),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField starred {...field("name")} label="Full Name" autoComplete="name" placeholder="Jordan Rivera" />
      <TextField
        starred
        {...field("email")}
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="jordan@example.com"
      />
      <TextField {...field("phone")} label="Phone" type="tel" autoComplete="tel" placeholder="(555) 123-4567" />
      <TextField {...field("address")} label="Location" autoComplete="address-level2" placeholder="Austin, TX" />
      <TextField {...field("linkedin")} label="LinkedIn" placeholder="linkedin.com/in/your-name" />
      <TextField {...field("portfolio")} label="Portfolio" placeholder="github.com/your-name" />
    </div>
  );
}
