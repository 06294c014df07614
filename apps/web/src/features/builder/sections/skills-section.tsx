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
      renderFields={({ entry, update, fieldId }) => (
        <div className="space-y-4">
          <TextField
            id={fieldId("category")}
            label="Category Name"
            value={entry.category}
            onValueChange={(category) => update({ category })}
            placeholder="Languages"
          />
          <LinesTextarea
            id={fieldId("items")}
            label="Skills (one per line)"
            value={entry.items}
            onValueChange={(items) => update({ items })}
            placeholder={"TypeScript\nReact\nPostgreSQL"}
          />
        </div>
      )}
    />
  );
}
