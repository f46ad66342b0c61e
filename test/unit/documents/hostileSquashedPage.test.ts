import { describe, expect, it } from "vitest";
import { readPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { neighbourCounts } from "../../../src-main/core/documents/layout/neighbourCounts.ts";
import { sizeSquashedRuns } from "../../../src-main/core/documents/layout/squashedRunSizes.ts";
import type { TextRun } from "../../../src-main/core/documents/layout/types.ts";
import { tilesDivide } from "../../../src-main/core/documents/tables/shadedCellColumns.ts";
import { squashedSymbolsPage } from "../../support/hostileSquashedPdf.ts";

// Round 27: the rules below were quadratic on a hostile page (every squashed run against every
// sound run; tiles and line starts paired two by two). Their cost is measured in
// bench/tables.bench.ts (bad input); here, what they answer, which must not change.
describe("a page of thousands of Type 3 symbols drawn at size 1", () => {
  it("is read, each symbol at the size of the digits on its baseline", async () => {
    const { pages } = await readPdf(squashedSymbolsPage(2000).bytes, "hostile.pdf");
    const symbols = pages[0]!.runs.filter((r) => r.text.trim() === "w");
    expect(symbols).toHaveLength(2000);
    expect(new Set(symbols.map((r) => r.size))).toEqual(new Set([1.5]));
  });
});

const run = (x: number, y: number, size: number, w = 10, font = "F1"): TextRun => ({ text: "abc", x, y, w, size, font });

describe("sizing squashed runs", () => {
  it("takes the nearest sound run on the baseline, the first on the page among equally near ones", () => {
    const runs = [run(0, 100, 9), run(40, 100.2, 11), run(25, 100, 120, 2, "T3"), run(60, 100, 12), run(18, 130, 14), run(24, 100.1, 8, 0)];
    // 24..24 overlaps the symbol (away 0), as the 11-point run at 40 is 13 away and the 9-point one 15.
    expect(sizeSquashedRuns(runs, new Set([2]))[2]!.size).toBe(8);
    const tie = [run(0, 100, 9), run(20, 100, 120, 2, "T3"), run(32, 100, 11)];
    expect(sizeSquashedRuns(tie, new Set([1]))[1]!.size).toBe(9);
  });

  it("falls back on its font's advances when no sound run shares its baseline", () => {
    const runs = [run(0, 100, 10), { ...run(0, 200, 120, 30, "T3"), text: "xyz" }];
    // 30 points for three characters: 10 a character, half an em each.
    expect(sizeSquashedRuns(runs, new Set([1]))[1]!.size).toBe(20);
  });
});

describe("counting near values", () => {
  it("counts the values within reach of each, itself included", () => {
    expect(neighbourCounts([0, 1, 2, 2, 5, 9], 2)).toEqual([4, 4, 4, 4, 1, 1]);
    expect(neighbourCounts([0, 1, 2, 2, 5, 9], 2, true)).toEqual([2, 4, 3, 3, 1, 1]);
  });
});

describe("shaded tiles parting a stretch into columns", () => {
  const tile = (x: number, w: number) => ({ x, y: 0, w, h: 10, color: "#dddddd" });
  it("holds for two tiles with a gutter of a visible line to 12 points between them, in any order", () => {
    expect(tilesDivide([tile(60, 30), tile(0, 55)], 0, 100, 0, 10, 2)).toBe(true);
    expect(tilesDivide([tile(0, 40), tile(60, 30)], 0, 100, 0, 10, 2)).toBe(false);
    expect(tilesDivide([tile(0, 49.5), tile(50, 30)], 0, 100, 0, 10, 2)).toBe(false);
  });
});
