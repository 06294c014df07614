import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useProgress } from "./use-progress.ts";

afterEach(() => vi.useRealTimers());

describe("useProgress", () => {
  it("starts at 10, rises by 5 every 100 ms, stops at 100 and resets to 0 when done", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ running }) => useProgress(running), { initialProps: { running: true } });
    expect(result.current).toBe(10);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(15);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(65);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(100);
    rerender({ running: false });
    expect(result.current).toBe(0);
  });
});
