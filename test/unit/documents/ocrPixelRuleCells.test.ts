import { describe, expect, it } from "vitest";
import { pixelRules } from "../../../src-main/core/documents/ocr/pixelRules.ts";

/** A white page of `width` x `height` pixels with black horizontal strokes [y, x0, x1] (inclusive). */
function page(width: number, height: number, strokes: [number, number, number][]) {
  const data = new Uint8Array(width * height).fill(255);
  for (const [y, x0, x1] of strokes) for (let x = x0; x <= x1; x++) data[y * width + x] = 0;
  return { data, width, height };
}

describe("pixelRules on a rule drawn one stroke per cell", () => {
  // 300 dpi: 300/72 pixels a point. A header rule drawn as three cells' strokes, the middle cell a
  // narrow column (30 pt, under the 60 pt a rule must run), parted by hairlines of paper as a scan
  // of per-cell strokes shows them (paper 65's Tables 3, 5 and 6 of papers-more).
  const scale = 300 / 72;
  const strokes = (y: number, gap: number): [number, number, number][] => [
    [y, 100, 949],
    [y, 950 + gap, 1075],
    [y, 1076 + gap, 1700],
  ];

  it("reads the strokes as one rule across the narrow cell", () => {
    const pixels = page(1800, 60, [...strokes(30, 4), ...strokes(31, 2)]);
    const { horizontal } = pixelRules(pixels, scale);
    expect(horizontal).toHaveLength(1);
    expect(horizontal[0]!.x0).toBeCloseTo(100 / scale, 0);
    expect(horizontal[0]!.x1).toBeCloseTo(1701 / scale, 0);
  });

  it("keeps two rules parted by a real gap apart, and drops a lone short stroke", () => {
    // 20 pt of paper between them: two rules (two columns' underlines), and a 30 pt stroke alone.
    const pixels = page(1800, 80, [
      [30, 100, 600],
      [30, 684, 1200],
      [60, 100, 225],
    ]);
    const { horizontal } = pixelRules(pixels, scale);
    expect(horizontal.map((r) => [Math.round(r.x0), Math.round(r.x1)])).toEqual([
      [24, 144],
      [164, 288],
    ]);
  });
});
