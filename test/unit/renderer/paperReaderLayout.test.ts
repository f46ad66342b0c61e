import { describe, expect, it } from "vitest";
import { anchorAt, anchorOffset, columnHeight, layoutPages, PAGE_GAP, pageAt, pagesInView, widestPage } from "../../../src-renderer/src/features/paper/pageLayout.ts";
import { rectsInView } from "../../../src-renderer/src/features/paper/scrollTarget.ts";
import { clampShare, DEFAULT_PDF_SHARE, loadShare, MAX_PDF_SHARE, MIN_PDF_SHARE, saveShare, shareAfterKey, shareAtPointer } from "../../../src-renderer/src/features/paper/splitRatio.ts";

const PAGES = Array.from({ length: 30 }, (_, i) => ({ number: i + 1, width: 600, height: 800 }));

describe("the split between the side panel and the PDF pane", () => {
  it("lets the PDF pane take up to 85% of the width, never so much that the side panel gets too narrow to use", () => {
    expect(clampShare(0.99)).toBe(MAX_PDF_SHARE);
    expect(clampShare(0.05)).toBe(MIN_PDF_SHARE);
    expect(clampShare(Number.NaN)).toBe(DEFAULT_PDF_SHARE);
    // In a 1000 px split the side panel keeps its 420 px, room for its tabs on one row: the page gets at most 58%.
    expect(clampShare(0.85, 1000)).toBeCloseTo(0.58);
  });

  it("follows the pointer: the panel is on the left, so the divider's x is the panel's width", () => {
    expect(shareAtPointer(100 + 450, 100, 1500)).toBeCloseTo(0.7);
    // Dragged to the far left: as wide as the page may get, leaving the panel its 420 px.
    expect(shareAtPointer(0, 100, 1500)).toBeCloseTo(1 - 420 / 1500);
    expect(shareAtPointer(0, 100, 3000)).toBe(MAX_PDF_SHARE);
  });

  it("moves with the arrow keys, Home and End go to the ends, Enter restores the usual split", () => {
    expect(shareAfterKey(0.7, "ArrowLeft")).toBeCloseTo(0.72);
    expect(shareAfterKey(0.7, "ArrowRight")).toBeCloseTo(0.68);
    expect(shareAfterKey(0.7, "Home")).toBe(MAX_PDF_SHARE);
    expect(shareAfterKey(0.7, "End")).toBe(MIN_PDF_SHARE);
    expect(shareAfterKey(0.5, "Enter")).toBe(DEFAULT_PDF_SHARE);
    expect(shareAfterKey(0.7, "a")).toBeNull();
  });

  it("is remembered, and a damaged or missing value falls back to the usual split", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(loadShare(storage)).toBe(DEFAULT_PDF_SHARE);
    saveShare(0.8, storage);
    expect(loadShare(storage)).toBe(0.8);
    storage.setItem([...store.keys()][0]!, "nonsense");
    expect(loadShare(storage)).toBe(DEFAULT_PDF_SHARE);
    expect(loadShare(undefined)).toBe(DEFAULT_PDF_SHARE);
  });
});

describe("the column of pages", () => {
  const slots = layoutPages(PAGES, 1.5);

  it("stacks pages at the zoom with a gap between them", () => {
    expect(slots[0]).toEqual({ number: 1, top: PAGE_GAP, width: 900, height: 1200 });
    expect(slots[1]!.top).toBe(PAGE_GAP + 1200 + PAGE_GAP);
    expect(columnHeight(slots)).toBe(30 * (1200 + PAGE_GAP) + PAGE_GAP);
    expect(widestPage([...PAGES, { number: 31, width: 842, height: 595 }])).toBe(842);
  });

  it("draws only the pages near the view, so a long paper stays fast", () => {
    const view = 800;
    const near = pagesInView(slots, 5000, 5000 + view, view);
    expect([...near]).toEqual([4, 5, 6]);
    expect(pageAt(slots, 5000 + 0.4 * view)).toBe(5);
  });

  it("keeps the same point of the paper in the middle of the view across a zoom", () => {
    const anchor = anchorAt(slots, 5500);
    const zoomed = layoutPages(PAGES, 2);
    const y = anchorOffset(zoomed, anchor);
    expect(anchorAt(zoomed, y).page).toBe(anchor.page);
    expect(anchorAt(zoomed, y).fraction).toBeCloseTo(anchor.fraction);
  });

  it("centres evidence in the view, or shows its top when it is taller than the view", () => {
    const view = { width: 900, height: 600 };
    const content = { width: 900, height: columnHeight(slots) };
    const page = { left: 0, top: slots[4]!.top, scale: 1.5 };
    const small = rectsInView([{ x: 100, y: 400, w: 200, h: 20 }], page, view, content);
    expect(small.top).toBe(Math.round(page.top + 410 * 1.5 - 300));
    const tall = rectsInView([{ x: 100, y: 100, w: 200, h: 20 }, { x: 100, y: 600, w: 200, h: 20 }], page, view, content);
    expect(tall.top).toBe(Math.round(page.top + 100 * 1.5 - 24));
    expect(rectsInView([], page, view, content).top).toBe(page.top - 10);
  });
});
