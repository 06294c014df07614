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
      renderFields={({ entry, update, fieldId }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={fieldId("name")}
            label="Certification Name"
            value={entry.name}
            onValueChange={(name) => update({ name })}
            placeholder="AWS Certified Developer - Associate"
            className="sm:col-span-2"
          />
          <TextField
            id={fieldId("issuingOrganization")}
            label="Issuing Organization"
            value={entry.issuingOrganization}
            onValueChange={(issuingOrganization) => update({ issuingOrganization })}
            placeholder="Amazon Web Services"
          />
          <DateField
            id={fieldId("dateObtained")}
            label="Date Obtained"
            value={entry.dateObtained}
            onValueChange={(dateObtained) => update({ dateObtained })}
          />
        </div>
      )}
    />
  );
}
