import { PlusIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input, Label } from "@/components/ui/input.tsx";

/** An experience's responsibilities: one input appends (Enter or Add), each item can be removed. */
export function ResponsibilitiesEditor({ items, onChange }: { items: string[]; onChange(items: string[]): void }) {
  const id = useId();
  const [draft, setDraft] = useState("");

  function add() {
    const text = draft.trim();
    if (!text) return;
    onChange([...items, text]);
    setDraft("");
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Responsibilities and achievements</Label>
      {items.length > 0 && (
        <ul className="space-y-1.5">
          {items.map((item, index) => (
            <li
              // Two identical lines are possible; the position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: plain text items without ids
              key={`${index}-${item}`}
              className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800"
            >
              <span className="min-w-0 flex-1 break-words">{item}</span>
              <button
                type="button"
                className="rounded p-0.5 text-slate-500 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                aria-label={`Remove responsibility: ${item}`}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <XIcon aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
            event.preventDefault();
            add();
          }}
          placeholder="Led a team of 5 engineers… (press Enter to add)"
        />
        <Button type="button" variant="outline" onClick={add} disabled={!draft.trim()}>
          <PlusIcon aria-hidden />
          Add
        </Button>
      </div>
      <p className="text-xs text-slate-500">Start with a verb and add a number where you can.</p>
    </div>
  );
}
