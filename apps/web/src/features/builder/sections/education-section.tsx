import { blankEducation } from "@hireable/contracts";
import { TextField } from "@/components/ui/text-field.tsx";
import { EntryList } from "../entry-list.tsx";
import { DateField } from "../form-fields.tsx";
import { LinesTextarea } from "../lines-textarea.tsx";
import type { SectionProps } from "./section-props.ts";

export function EducationSection({ value, onChange }: SectionProps<"education">) {
  return (
    <EntryList
      noun="Education"
      entries={value}
      onChange={onChange}
      createEntry={blankEducation}
      minEntries={1}
      renderFields={({ entry, update, fieldId, field }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field("institution")}
            label="Institution"
            placeholder="University of Texas at Austin"
            className="sm:col-span-2"
          />
          <TextField {...field("degree")} label="Degree" placeholder="Bachelor of Science" />
          <TextField {...field("fieldOfStudy")} label="Field of Study" placeholder="Computer Science" />
          <DateField {...field("startDate")} label="Start Date" />
          <DateField {...field("endDate")} label="End Date" />
          <div className="sm:col-span-2">
            <LinesTextarea
              id={fieldId("details")}
              value={entry.details}
              onValueChange={(details) => update({ details })}
              label="Details (one per line)"
              placeholder={"GPA 3.8\nDean's List 2019-2021"}
            />
          </div>
        </div>
      )}
    />
  );
}
