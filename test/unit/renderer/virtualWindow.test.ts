import { describe, expect, it } from "vitest";
import { rowsPerPage, scrollToReveal, visibleWindow } from "../../../src-renderer/src/shared/virtualWindow.ts";

describe("virtual window", () => {
  it("renders only the rows in view plus the overscan", () => {
    const w = visibleWindow({ scrollTop: 3200, viewportHeight: 640, rowHeight: 32, total: 100_000, overscan: 5 });
    // Rows 100..119 are on screen.
    expect(w).toEqual({ first: 95, last: 124, offsetTop: 95 * 32, totalHeight: 3_200_000 });
  });

  it("clamps the overscan at both ends of the list", () => {
    expect(visibleWindow({ scrollTop: 0, viewportHeight: 320, rowHeight: 32, total: 1000, overscan: 8 })).toMatchObject({ first: 0, last: 17 });
    const end = visibleWindow({ scrollTop: 1000 * 32 - 320, viewportHeight: 320, rowHeight: 32, total: 1000, overscan: 8 });
    expect(end).toMatchObject({ first: 982, last: 999 });
  });

  it("has nothing to render for an empty list", () => {
    expect(visibleWindow({ scrollTop: 500, viewportHeight: 300, rowHeight: 30, total: 0 })).toEqual({ first: 0, last: -1, offsetTop: 0, totalHeight: 0 });
  });

  it("stays on the last rows when the list shrinks under a scrolled view", () => {
    const w = visibleWindow({ scrollTop: 50_000, viewportHeight: 300, rowHeight: 30, total: 20, overscan: 2 });
    expect(w.last).toBe(19);
    expect(w.first).toBeLessThanOrEqual(10);
  });

  it("shows every row of a list shorter than the view", () => {
    expect(visibleWindow({ scrollTop: 0, viewportHeight: 800, rowHeight: 32, total: 3 })).toMatchObject({ first: 0, last: 2, totalHeight: 96 });
  });

  it("counts a partly visible last row", () => {
    expect(visibleWindow({ scrollTop: 10, viewportHeight: 100, rowHeight: 32, total: 100, overscan: 0 })).toMatchObject({ first: 0, last: 3 });
  });

  it("scrolls just enough to reveal a row", () => {
    expect(scrollToReveal(5, 0, 320, 32)).toBe(0);
    expect(scrollToReveal(10, 0, 320, 32)).toBe(32);
    expect(scrollToReveal(2, 320, 320, 32)).toBe(64);
  });

  it("pages by one screen less a row", () => {
    expect(rowsPerPage(320, 32)).toBe(9);
    expect(rowsPerPage(10, 32)).toBe(1);
  });
});
