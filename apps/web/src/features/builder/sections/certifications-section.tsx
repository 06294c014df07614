import { blankCertification } from "@hireable/contracts";
import { TextField } from "@/components/ui/text-field.tsx";
import { EntryList } from "../entry-list.tsx";
import { DateField } from "../form-fields.tsx";
import type { SectionProps } from "./section-props.ts";

export function CertificationsSection({ value, onChange }: SectionProps<"certifications">) {
  return (
    <EntryList
      noun="Certification"
      entries={value}
      onChange={onChange}
      createEntry={blankCertification}
      emptyText="No certifications yet. Add licences and certificates that matter for the jobs you want."
      renderFields={({ field }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field("name")}
            label="Certification Name"
            placeholder="AWS Certified Developer - Associate"
            className="sm:col-span-2"
          />
          <TextField {...field("issuingOrganization")} label="Issuing Organization" placeholder="Amazon Web Services" />
          <DateField {...field("dateObtained")} label="Date Obtained" />
        </div>
      )}
    />
  );
}
