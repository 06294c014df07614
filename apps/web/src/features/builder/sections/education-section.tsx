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
      renderFields={({ entry, update, fieldId }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={fieldId("institution")}
            label="Institution"
            value={entry.institution}
            onValueChange={(institution) => update({ institution })}
            placeholder="University of Texas at Austin"
            className="sm:col-span-2"
          />
          <TextField
            id={fieldId("degree")}
            label="Degree"
            value={entry.degree}
            onValueChange={(degree) => update({ degree })}
            placeholder="Bachelor of Science"
          />
          <TextField
            id={fieldId("fieldOfStudy")}
            label="Field of Study"
            value={entry.fieldOfStudy}
            onValueChange={(fieldOfStudy) => update({ fieldOfStudy })}
            placeholder="Computer Science"
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
            value={entry.endDate}
            onValueChange={(endDate) => update({ endDate })}
          />
          <div className="sm:col-span-2">
            <LinesTextarea
              id={fieldId("details")}
              label="Details (one per line)"
              value={entry.details}
              onValueChange={(details) => update({ details })}
              placeholder={"GPA 3.8\nDean's List 2019-2021"}
            />
          </div>
        </div>
      )}
    />
  );
}
