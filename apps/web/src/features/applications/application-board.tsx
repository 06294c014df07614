// The board: one column per stage; a card moves by drag and drop, or from the keyboard (focus its handle,
// Space to pick it up, the arrow keys to go from column to column, Space to drop, Escape to cancel). A card
// dropped on Closed asks whether the application was rejected or withdrawn.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import {
  type ApplicationStatus,
  type ApplicationSummary,
  applicationTitle,
  BOARD_COLUMNS,
  type BoardColumnId,
  boardColumnOf,
  STATUS_LABELS,
} from "@hireable/contracts";
import { CalendarClockIcon, GripVerticalIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog.tsx";
import { formatTimestamp } from "@/lib/format-date.ts";
import { columnByColumn } from "./column-by-column.ts";
import { useMoveApplication } from "./use-move-application.ts";

const COLUMN_LABELS = Object.fromEntries(BOARD_COLUMNS.map((column) => [column.id, column.label])) as Record<
  BoardColumnId,
  string
>;

const titleOf = (list: ApplicationSummary[], id: unknown) => {
  const found = list.find((application) => application.id === id);
  return found ? applicationTitle(found) : "the application";
};

function announcementsFor(list: ApplicationSummary[]): Announcements {
  const where = (id: unknown) => COLUMN_LABELS[id as BoardColumnId] ?? "no column";
  return {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(list, active.id)}. Use the arrow keys to choose a column, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) => `${titleOf(list, active.id)} is over ${where(over?.id)}.`,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(list, active.id)} dropped on ${where(over.id)}.` : `${titleOf(list, active.id)} put back.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(list, active.id)} was cancelled. It stays where it was.`,
  };
}

function ApplicationCard({ application }: { application: ApplicationSummary }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: application.id });
  const title = applicationTitle(application);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={`rounded-lg border border-slate-200 bg-white p-3 shadow-sm ${isDragging ? "relative z-10 opacity-80 shadow-lg" : ""}`}
      data-testid="application-card"
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          className="mt-0.5 cursor-grab rounded p-0.5 text-slate-400 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          aria-label={`Move ${title}`}
          {...attributes}
          {...listeners}
        >
          <GripVerticalIcon className="size-4" aria-hidden />
        </button>
        <div className="min-w-0 flex-1">
          <Link
            to={`/dashboard/applications/${application.id}`}
            className="block font-medium text-slate-900 [overflow-wrap:anywhere] hover:text-brand-700 hover:underline"
          >
            {application.jobTitle || "Untitled role"}
          </Link>
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{application.company || "Company not set"}</p>
          <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
            {application.match && <Badge variant="outline">Match {application.match.score}</Badge>}
            {boardColumnOf(application.status) === "closed" && (
              <Badge variant="outline">{STATUS_LABELS[application.status]}</Badge>
            )}
            {application.nextStepAt && application.status !== "rejected" && application.status !== "withdrawn" && (
              <span className="inline-flex items-center gap-1 text-slate-600">
                <CalendarClockIcon className="size-3.5" aria-hidden />
                {application.nextStep || "Next step"}: {formatTimestamp(application.nextStepAt)}
              </span>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}

function BoardColumn({
  id,
  label,
  applications,
}: {
  id: BoardColumnId;
  label: string;
  applications: ApplicationSummary[];
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  const headingId = `column-${id}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`flex min-h-40 flex-col rounded-xl border p-2 ${isOver ? "border-brand-500 bg-brand-50" : "border-slate-200 bg-slate-50"}`}
      data-testid={`column-${id}`}
    >
      <h2 id={headingId} className="flex items-center justify-between px-1 pb-2 text-sm font-semibold text-slate-700">
        {label} <span className="rounded-full bg-white px-2 text-xs text-slate-500">{applications.length}</span>
      </h2>
      <ul className="flex flex-1 flex-col gap-2">
        {applications.map((application) => (
          <ApplicationCard key={application.id} application={application} />
        ))}
      </ul>
    </section>
  );
}

export function ApplicationBoard({ applications }: { applications: ApplicationSummary[] }) {
  const move = useMoveApplication();
  const [closing, setClosing] = useState<ApplicationSummary | null>(null);
  const sensors = useSensors(
    // A click on the handle without moving stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    const application = applications.find((item) => item.id === active.id);
    if (!application || !over) return;
    const column = over.id as BoardColumnId;
    if (column === boardColumnOf(application.status)) return;
    if (column === "closed") setClosing(application);
    else void move(application, column as ApplicationStatus);
  }

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: announcementsFor(applications),
          screenReaderInstructions: {
            draggable:
              "To move this application, press Space. Use the arrow keys to choose a column, then Space to drop it there or Escape to cancel.",
          },
        }}
      >
        <div className="grid grid-cols-1 gap-3 md:grid-cols-3 xl:grid-cols-5" data-testid="application-board">
          {BOARD_COLUMNS.map((column) => (
            <BoardColumn
              key={column.id}
              id={column.id}
              label={column.label}
              applications={applications
                .filter((application) => boardColumnOf(application.status) === column.id)
                .sort((a, b) => a.position - b.position)}
            />
          ))}
        </div>
      </DndContext>
      <Dialog open={closing !== null} onOpenChange={(open) => !open && setClosing(null)}>
        <DialogContent>
          <DialogTitle>How did it close?</DialogTitle>
          <DialogDescription>{closing && applicationTitle(closing)}</DialogDescription>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setClosing(null)}>
              Cancel
            </Button>
            {(["withdrawn", "rejected"] as const).map((status) => (
              <Button
                key={status}
                variant={status === "rejected" ? "default" : "outline"}
                onClick={() => {
                  if (closing) void move(closing, status);
                  setClosing(null);
                }}
              >
                {STATUS_LABELS[status]}
              </Button>
            ))}
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
