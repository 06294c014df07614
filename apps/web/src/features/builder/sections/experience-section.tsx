import { blankExperience } from "@hireable/contracts";
import { TextField } from "@/components/ui/text-field.tsx";
import { EntryList } from "../entry-list.tsx";
import { DateField } from "../form-fields.tsx";
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
      renderFields={({ entry, update, field }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField starred {...field("jobTitle")} label="Job Title" placeholder="Software Engineer" />
            <TextField starred {...field("company")} label="Company" placeholder="Acme Corp" />
            <TextField {...field("location")} label="Location" placeholder="Remote" className="sm:col-span-2" />
            <DateField {...field("startDate")} label="Start Date" />
            <DateField
              {...field("endDate")}
              label="End Date"
              hint="Leave empty or write Present for your current job."
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
