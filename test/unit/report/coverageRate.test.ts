import { describe, expect, it } from "vitest";
import { coverageRate } from "../../../src-main/core/report/coverageRate.ts";

// SciQAG's coverage rate on vectors chosen by hand: each answer's top 15% of sentences (at least
// one), then the share of the paper's ten equal parts holding any of them.
const axis = (i: number, dims = 20) => Array.from({ length: dims }, (_, d) => (d === i ? 1 : 0));

describe("coverage rate of a paper by its answers", () => {
  it("counts the parts of the paper holding each answer's most similar sentences", () => {
    // 20 sentences, each its own direction: parts are sentences 0-1, 2-3, ... 18-19; top 15% = 3 sentences.
    const sentences = Array.from({ length: 20 }, (_, i) => axis(i));
    // Answer A leans on sentences 0, 1 and 2 (parts 0 and 1); answer B on 18, 19 and 17 (parts 8 and 9... 17 is part 8).
    const a = axis(0).map((x, d) => x + (d === 1 ? 0.9 : 0) + (d === 2 ? 0.8 : 0));
    const b = axis(19).map((x, d) => x + (d === 18 ? 0.9 : 0) + (d === 17 ? 0.8 : 0));
    // Parts 0, 1, 8, 9 of 10 are drawn on: 40%.
    expect(coverageRate(sentences, [a, b])).toBeCloseTo(0.4, 10);
  });

  it("uses as many parts as sentences when a paper has fewer than ten, and is empty without answers", () => {
    const sentences = Array.from({ length: 4 }, (_, i) => axis(i, 4));
    // Top 15% of 4 rounds up to one sentence per answer; two answers on different sentences: 2 of 4 parts.
    expect(coverageRate(sentences, [axis(0, 4), axis(3, 4)])).toBe(0.5);
    expect(coverageRate(sentences, [])).toBeNull();
    expect(coverageRate([], [axis(0, 4)])).toBeNull();
  });
});
