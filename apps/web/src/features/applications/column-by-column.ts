// The board's keyboard moves: an arrow key jumps to the next or previous column instead of nudging by pixels.
import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

/** Where an arrow key takes a picked-up card: the top of the next or previous column. */
export const columnByColumn: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = event.code === "ArrowRight" || event.code === "ArrowDown";
  const backward = event.code === "ArrowLeft" || event.code === "ArrowUp";
  if (!forward && !backward) return undefined;
  event.preventDefault();
  const { droppableRects, droppableContainers, collisionRect, over } = context;
  // (A key pressed right after the pick-up may come before dnd-kit has measured the columns: their elements say.)
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id) ?? container.node.current?.getBoundingClientRect();
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  // The column the card is over; right after it is picked up dnd-kit may not have said yet, and the card still
  // stands in the column it was picked from (a quick key press would otherwise go to the first column).
  const holds = (rect: { left: number; top: number; width: number; height: number }) =>
    currentCoordinates.x >= rect.left &&
    currentCoordinates.x < rect.left + rect.width &&
    currentCoordinates.y >= rect.top &&
    currentCoordinates.y < rect.top + rect.height;
  const index = over
    ? columns.findIndex((column) => column.id === over.id)
    : columns.findIndex((column) => holds(column.rect));
  const target = columns[index + (forward ? 1 : -1)];
  if (!target || index < 0) return currentCoordinates;
  return {
    x: target.rect.left + Math.max(0, (target.rect.width - (collisionRect?.width ?? target.rect.width)) / 2),
    y: target.rect.top + 48,
  };
};
