import { blankSkillCategory } from "@hireable/contracts";
import { TextField } from "@/components/ui/text-field.tsx";
import { EntryList } from "../entry-list.tsx";
import { LinesTextarea } from "../lines-textarea.tsx";
import type { SectionProps } from "./section-props.ts";

export function SkillsSection({ value, onChange }: SectionProps<"skills">) {
  return (
    <EntryList
      noun="Skill Category"
      entries={value}
      onChange={onChange}
      createEntry={() => blankSkillCategory()}
      minEntries={1}
      isComplete={(category) => category.items.length > 0}
      renderFields={({ entry, update, fieldId, field }) => (
        <div className="space-y-4">
          <TextField {...field("category")} label="Category Name" placeholder="Languages" />
          <LinesTextarea
            id={fieldId("items")}
            value={entry.items}
            onValueChange={(items) => update({ items })}
            label="Skills (one per line)"
            placeholder={"TypeScript\nReact\nPostgreSQL"}
          />
        </div>
      )}
    />
  );
}
