import { describe, expect, it } from "vitest";
import { figureBoxes, squareSide } from "../../../src-main/core/documents/layout/figureBoxes.ts";
import type { PageGraphics } from "../../../src-main/core/documents/layout/types.ts";

const PAGE = { width: 612, height: 792 };
const empty = (): PageGraphics => ({ horizontal: [], vertical: [], fills: [], truncated: false });

describe("page 1's figure boxes", () => {
  it("finds a hatched diagram of 10,000 strokes as one figure, and reads it in bounded work", () => {
    const graphics = empty();
    for (let i = 0; i < 10_000; i++) graphics.horizontal.push({ x0: 60, x1: 300, y0: 100 + (i % 100) * 2, y1: 100 + (i % 100) * 2, width: 0.3 });
    expect(figureBoxes(graphics, PAGE)).toEqual([{ x: 60, y: 100, w: 244, h: 200 }]);
  });

  it("takes a filled, framed band (a title's banner) for no figure, and a frame around a diagram for the figure's box", () => {
    const banner = empty();
    banner.fills.push({ x: 50, y: 60, w: 500, h: 52, color: "#f3d9a4" });
    for (const [y0, y1, x] of [[60, 112, 50], [60, 112, 550]] as const) banner.vertical.push({ x0: x, x1: x, y0, y1, width: 0.8 });
    expect(figureBoxes(banner, PAGE)).toEqual([]);
    const framed = empty();
    for (const y of [200, 360]) framed.horizontal.push({ x0: 50, x1: 550, y0: y, y1: y, width: 0.8 });
    for (const x of [50, 550]) framed.vertical.push({ x0: x, x1: x, y0: 200, y1: 360, width: 0.8 });
    for (const x of [100, 250, 400]) framed.fills.push({ x, y: 260, w: 80, h: 50, color: "#dde7f5" }, { x: x + 80, y: 284, w: 70, h: 2, color: "#000000" });
    expect(figureBoxes(framed, PAGE).some((f) => f.x <= 50 && f.y <= 200 && f.x + f.w >= 550 && f.y + f.h >= 360)).toBe(true);
  });

  it("cuts a page of PDF's largest size (200 inches a side) into coarser squares, still finding its diagram", () => {
    const graphics = empty();
    for (let i = 0; i < 100; i++) graphics.horizontal.push({ x0: 1000, x1: 3000, y0: 2000 + i * 10, y1: 2000 + i * 10, width: 1 });
    // A grid of 4-point squares would be 3,600 by 3,600 (13 million squares, some 150 MB of arrays).
    const [box, ...more] = figureBoxes(graphics, { width: 14_400, height: 14_400 });
    expect(more).toEqual([]);
    expect(box!.x).toBeLessThanOrEqual(1000);
    expect(box!.x + box!.w).toBeGreaterThanOrEqual(3000);
    expect(box!.w).toBeLessThan(2100);
    const side = squareSide({ width: 14_400, height: 14_400 });
    expect(Math.ceil(14_400 / side) ** 2).toBeLessThanOrEqual(1_000_000);
    expect(squareSide(PAGE)).toBe(4);
  });
});
