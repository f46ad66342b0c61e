import { describe, expect, it } from "vitest";
import { lowerMedian, median, percentile } from "../../../src-main/core/documents/layout/quantiles.ts";

// The reader's medians have one owner: the OCR's line sizes keep both middles of a paragraph's
// heights (the size is the upper, a line set small is told by the lower), and every caller that
// asks of an empty list reads 0 as "no measure".
describe("the reader's quantiles", () => {
  it("takes the upper middle of an even count as the median and the lower one as the lower median", () => {
    expect(median([12, 9, 10, 11])).toBe(11);
    expect(lowerMedian([12, 9, 10, 11])).toBe(10);
    expect(median([3, 1, 2])).toBe(2);
    expect(lowerMedian([3, 1, 2])).toBe(2);
  });

  it("gives 0 for an empty list rather than an undefined read as a number", () => {
    expect(median([])).toBe(0);
    expect(lowerMedian([])).toBe(0);
    expect(percentile([], 0.9)).toBe(0);
  });

  it("leaves the caller's list in the order it was given", () => {
    const heights = [14, 9, 11];
    median(heights);
    lowerMedian(heights);
    expect(heights).toEqual([14, 9, 11]);
  });
});
