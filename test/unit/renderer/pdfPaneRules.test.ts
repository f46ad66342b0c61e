import { describe, expect, it } from "vitest";
import { layoutPages } from "../../../src-renderer/src/features/paper/pageLayout.ts";
import { paneCommand, pageTurn } from "../../../src-renderer/src/features/paper/paneKeys.ts";
import { evidenceOnScreen, hitsByPage, pageColumnLabel, tooSmallForEvidence } from "../../../src-renderer/src/features/paper/paneRules.ts";

const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe("the PDF pane's keys", () => {
  it("zoom and find with Ctrl or Cmd, and leave Alt combinations and plain keys alone", () => {
    expect(paneCommand(key("+", { ctrlKey: true }))).toBe("zoom-in");
    expect(paneCommand(key("=", { metaKey: true }))).toBe("zoom-in");
    expect(paneCommand(key("-", { ctrlKey: true }))).toBe("zoom-out");
    expect(paneCommand(key("0", { ctrlKey: true }))).toBe("fit");
    expect(paneCommand(key("F", { ctrlKey: true }))).toBe("find");
    expect(paneCommand(key("f"))).toBeNull();
    expect(paneCommand(key("f", { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it("turn pages with the arrows unless the page is wider than the pane", () => {
    expect(pageTurn(key("ArrowRight"), false)).toBe(1);
    expect(pageTurn(key("ArrowLeft"), false)).toBe(-1);
    expect(pageTurn(key("ArrowRight"), true)).toBe(0);
    expect(pageTurn(key("ArrowRight", { ctrlKey: true }), false)).toBe(0);
    expect(pageTurn(key("ArrowDown"), false)).toBe(0);
  });
});

describe("what the PDF pane works out from the scroll position", () => {
  const slots = layoutPages(Array.from({ length: 3 }, (_, i) => ({ number: i + 1, width: 600, height: 800 })), 1);

  it("finds the selected evidence on screen, so a zoom keeps it there", () => {
    const evidence = new Map([[2, [{ x: 10, y: 100, w: 200, h: 20 }]]]);
    // Page 2 starts at 820 (a 10 px gap above each page): its box spans 920 to 940.
    expect(evidenceOnScreen(evidence, slots, 1, 900, 1000)).toEqual({ page: 2, rects: evidence.get(2) });
    expect(evidenceOnScreen(evidence, slots, 1, 0, 900)).toBeNull();
    expect(evidenceOnScreen(evidence, slots, 2, 0, 900)).toBeNull();
  });

  it("groups search matches by page with each page's first, to tell which of a page's matches is shown", () => {
    const box = { x: 0, y: 0, w: 1, h: 1 };
    const byPage = hitsByPage([{ page: 1, rects: [box] }, { page: 3, rects: [box] }, { page: 3, rects: [box, box] }]);
    expect(byPage.get(3)).toEqual({ rects: [[box], [box, box]], first: 1 });
    expect(byPage.get(2)).toBeUndefined();
  });

  it("tells a screen reader the page and whether evidence is marked on it", () => {
    expect(pageColumnLabel(2, 9, 1)).toBe("Page 2 of 9, with evidence highlighted");
    expect(pageColumnLabel(2, 9, 0)).toBe("Page 2 of 9");
  });

  it("brings evidence back to the page width only when zoomed out below it", () => {
    expect(tooSmallForEvidence(0.5, 1)).toBe(true);
    expect(tooSmallForEvidence(0.995, 1)).toBe(false);
    expect(tooSmallForEvidence(2, 1)).toBe(false);
  });
});
