import { blankExperience } from "@hireable/contracts";
import { TextField } from "@/components/ui/text-field.tsx";
import { EntryList } from "../entry-list.tsx";
import { DateField, RequiredTextField } from "../form-fields.tsx";
import { ResponsibilitiesEditor } from "../responsibilities-editor.tsx";
import type { SectionProps } from "./section-props.ts";

export function ExperienceSection({ value, onChange }: SectionProps<"experience">) {
  return (
    <EntryList
      noun="Experience"
      entries={value}
      onChange={onChange}
      createEntry={blankExperience}
      minEntries={1}
      isComplete={(job) => job.jobTitle.trim() !== "" && job.company.trim() !== ""}
      renderFields={({ entry, update, fieldId }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <RequiredTextField
              id={fieldId("jobTitle")}
              label="Job Title"
              value={entry.jobTitle}
              onValueChange={(jobTitle) => update({ jobTitle })}
              placeholder="Software Engineer"
            />
            <RequiredTextField
              id={fieldId("company")}
              label="Company"
              value={entry.company}
              onValueChange={(company) => update({ company })}
              placeholder="Acme Corp"
            />
            <TextField
              id={fieldId("location")}
              label="Location"
              value={entry.location}
              onValueChange={(location) => update({ location })}
              placeholder="Remote"
              className="sm:col-span-2"
            />
            <DateField
              id={fieldId("startDate")}
              label="Start Date"
              value={entry.startDate}
              onValueChange={(startDate) => update({ startDate })}
            />
            <DateField
              id={fieldId("endDate")}
              label="End Date"
              hint="Leave empty or write Present for your current job."
              value={entry.endDate}
              onValueChange={(endDate) => update({ endDate })}
            />
          </div>
          <ResponsibilitiesEditor
            items={entry.responsibilities}
            onChange={(responsibilities) => update({ responsibilities })}
          />
        </>
      )}
    />
  );
}
