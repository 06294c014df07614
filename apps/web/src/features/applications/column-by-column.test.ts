import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { columnByColumn } from "./column-by-column.ts";

type Args = Parameters<KeyboardCoordinateGetter>[1];

// Three columns side by side, 200 px wide, 20 px apart.
const rect = (left: number) => ({ left, top: 100, width: 200, height: 600, right: left + 200, bottom: 700 });
const columns = { saved: rect(0), applied: rect(220), interview: rect(440) };

function press(code: string, over: keyof typeof columns | null, at = { x: 10, y: 150 }, measured = true) {
  const context = {
    droppableRects: new Map(measured ? Object.entries(columns) : []),
    droppableContainers: {
      getEnabled: () =>
        Object.entries(columns).map(([id, box]) => ({ id, node: { current: { getBoundingClientRect: () => box } } })),
    },
    collisionRect: { width: 180 },
    over: over ? { id: over } : null,
  };
  const event = new KeyboardEvent("keydown", { code });
  return columnByColumn(event, { context, currentCoordinates: at } as unknown as Args);
}

describe("the board's arrow keys", () => {
  it("take a card to the next or previous column, centred at its top", () => {
    expect(press("ArrowRight", "applied")).toEqual({ x: 450, y: 148 });
    expect(press("ArrowLeft", "applied")).toEqual({ x: 10, y: 148 });
  });

  it("go from the column the card stands in when it has only just been picked up (no column said yet)", () => {
    expect(press("ArrowRight", null)).toEqual({ x: 230, y: 148 });
    expect(press("ArrowRight", null, { x: 230, y: 150 })).toEqual({ x: 450, y: 148 });
  });

  it("move at once after the pick-up, before dnd-kit has measured the columns, by the columns' own elements", () => {
    expect(press("ArrowRight", null, { x: 10, y: 150 }, false)).toEqual({ x: 230, y: 148 });
  });

  it("stay put past the last column, and leave other keys alone", () => {
    expect(press("ArrowRight", "interview")).toEqual({ x: 10, y: 150 });
    expect(press("KeyA", "saved")).toBeUndefined();
  });
});
