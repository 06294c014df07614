import { blankProject } from "@hireable/contracts";
import { Label } from "@/components/ui/input.tsx";
import { TextField } from "@/components/ui/text-field.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { EntryList } from "../entry-list.tsx";
import { LinesTextarea } from "../lines-textarea.tsx";
import type { SectionProps } from "./section-props.ts";

export function ProjectsSection({ value, onChange }: SectionProps<"projects">) {
  return (
    <EntryList
      noun="Project"
      entries={value}
      onChange={onChange}
      createEntry={blankProject}
      emptyText="No projects yet. Add one to show something you built and what it achieved."
      renderFields={({ entry, update, fieldId, field }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field("name")} label="Project Name" placeholder="Open Budget Tracker" />
          <TextField {...field("link")} label="Link" type="url" placeholder="github.com/you/project" />
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor={fieldId("description")}>Description</Label>
            <Textarea
              id={fieldId("description")}
              rows={3}
              value={entry.description}
              onChange={(event) => update({ description: event.target.value })}
              placeholder="What it does, for whom, and one result"
            />
          </div>
          <div className="sm:col-span-2">
            <LinesTextarea
              id={fieldId("technologies")}
              value={entry.technologies}
              onValueChange={(technologies) => update({ technologies })}
              label="Technologies (one per line)"
              placeholder={"React\nNode.js"}
            />
          </div>
        </div>
      )}
    />
  );
}
