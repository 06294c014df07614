import { type ComponentProps, useState } from "react";
import { Label } from "@/components/ui/input.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { formatLines, parseLines, sameItems } from "./list-lines.ts";

type LinesTextareaProps = Omit<ComponentProps<"textarea">, "id" | "value" | "onChange"> & {
  id: string;
  label: string;
  value: string[];
  onValueChange(items: string[]): void;
};

/**
 * A list typed one item per line. The raw text stays local so a trailing newline or a blank line survives while
 * typing; the form only ever holds the trimmed, non-empty items.
 */
export function LinesTextarea({ id, label, value, onValueChange, rows = 3, ...props }: LinesTextareaProps) {
  const [text, setText] = useState(() => formatLines(value));
  // The list changed from outside (example data, an imported resume, a removed entry): show it.
  if (!sameItems(parseLines(text), value)) setText(formatLines(value));

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onValueChange(parseLines(event.target.value));
        }}
        {...props}
      />
    </div>
  );
}
