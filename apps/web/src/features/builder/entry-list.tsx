// One list section of the builder (experience, education, skills, projects, certifications): numbered cards that
// can each be edited and removed, and an Add button. The tabs only describe their fields.
import { PlusIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";

/** The entry's text fields by name. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

export interface EntryFieldsProps<T> {
  entry: T;
  update(patch: Partial<T>): void;
  /** A unique id for one of this entry's inputs, for its label. */
  fieldId(name: string): string;
  /** id, value and change handler of one text field, to spread on a TextField. */
  field(name: TextKey<T>): { id: string; value: string; onValueChange(value: string): void };
}

interface EntryListProps<T> {
  /** Names the cards ('Experience 1') and the add button ('Add Experience'). */
  noun: string;
  entries: T[];
  onChange(entries: T[]): void;
  createEntry(): T;
  /** Remove is offered only above this many entries (the first experience, education and skill set are required). */
  minEntries?: number;
  /** Shows 'Complete' or 'Required' on each card. */
  isComplete?(entry: T): boolean;
  emptyText?: string;
  renderFields(props: EntryFieldsProps<T>): ReactNode;
}

export function EntryList<T>({
  noun,
  entries,
  onChange,
  createEntry,
  minEntries = 0,
  isComplete,
  emptyText,
  renderFields,
}: EntryListProps<T>) {
  const listId = useId();
  const keys = useEntryKeys(entries.length);
  const canRemove = entries.length > minEntries;

  const update = (index: number, patch: Partial<T>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  const add = () => {
    keys.added();
    onChange([...entries, createEntry()]);
  };
  const remove = (index: number) => {
    keys.removed(index);
    onChange(entries.filter((_, i) => i !== index));
  };

  return (
    <div className="space-y-4">
      {entries.length === 0 && emptyText && (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          {emptyText}
        </p>
      )}
      {entries.map((entry, index) => {
        const key = keys.current[index];
        const title = `${noun} ${index + 1}`;
        const headingId = `${listId}-${key}`;
        return (
          <section
            key={key}
            aria-labelledby={headingId}
            className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-5"
          >
            <div className="flex items-center justify-between gap-3">
              <div className="flex items-center gap-2">
                <h3 id={headingId} className="whitespace-nowrap font-semibold text-slate-900">
                  {title}
                </h3>
                {isComplete &&
                  (isComplete(entry) ? (
                    <Badge variant="success">Complete</Badge>
                  ) : (
                    <Badge variant="warning">Required</Badge>
                  ))}
              </div>
              {canRemove && (
                <Button
                  type="button"
                  variant="danger"
                  size="sm"
                  aria-label={`Remove ${title}`}
                  onClick={() => remove(index)}
                >
                  <Trash2Icon aria-hidden />
                  <span className="max-sm:sr-only">Remove</span>
                </Button>
              )}
            </div>
            {renderFields({
              entry,
              update: (patch) => update(index, patch),
              fieldId: (name) => `${headingId}-${name}`,
              field: (name) => ({
                id: `${headingId}-${name}`,
                value: entry[name] as string,
                onValueChange: (text) => update(index, { [name]: text } as Partial<T>),
              }),
            })}
          </section>
        );
      })}
      <Button type="button" variant="outline" onClick={add}>
        <PlusIcon aria-hidden />
        Add {noun}
      </Button>
    </div>
  );
}

/**
 * Stable React keys for entries that carry no id, so removing a card in the middle keeps each other card's inputs
 * (and their local state) with the right entry. A list replaced from outside with another length gets new keys.
 */
function useEntryKeys(count: number) {
  const next = useRef(0);
  const keys = useRef<number[]>([]);
  if (keys.current.length !== count) keys.current = Array.from({ length: count }, () => next.current++);
  return {
    current: keys.current,
    added: () => {
      keys.current = [...keys.current, next.current++];
    },
    removed: (index: number) => {
      keys.current = keys.current.filter((_, i) => i !== index);
    },
  };
}
