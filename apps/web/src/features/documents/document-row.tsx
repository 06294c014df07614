// One document in a My Documents list: icon, name, details and its actions.
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";

export interface DocumentAction {
  label: string;
  icon?: LucideIcon;
  /** What a screen reader hears, naming the document ("Delete Backend roles"). */
  ariaLabel?: string;
  primary?: boolean;
  onSelect(): void;
}

export function DocumentRow(props: {
  icon: LucideIcon;
  title: string;
  details: string;
  actions: DocumentAction[];
  testId: string;
}) {
  const Icon = props.icon;
  return (
    <li className="flex flex-col gap-3 py-3 lg:flex-row lg:items-center" data-testid={props.testId}>
      <Icon className="hidden size-5 shrink-0 text-brand-600 lg:block" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{props.title}</p>
        <p className="truncate text-xs text-slate-500">{props.details}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {props.actions.map(({ label, icon: ActionIcon, ariaLabel, primary, onSelect }) => (
          <Button
            key={label}
            size="sm"
            variant={primary ? "default" : "outline"}
            aria-label={ariaLabel}
            onClick={onSelect}
          >
            {ActionIcon && <ActionIcon aria-hidden />} {label}
          </Button>
        ))}
      </div>
    </li>
  );
}
