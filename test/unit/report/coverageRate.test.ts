import { describe, expect, it } from "vitest";
import { chunkRate, sciqagCoverage, sciqagSentences } from "../../../src-main/core/report/coverageRate.ts";

// SciQAG's coverage as its evaluation notebook computes it (chunk_rate), on vectors chosen by
// hand so every ranking is known: k = 15% of the sentences rounded down, the paper in 10 equal
// parts by sentence count, always out of 10.
const axis = (i: number, dims = 20) => Array.from({ length: dims }, (_, d) => (d === i ? 1 : 0));
/** A QA leaning on sentences `on`, most on the first. */
const leaning = (on: number[], dims = 20) => Array.from({ length: dims }, (_, d) => (on.includes(d) ? 1 - on.indexOf(d) * 0.1 : 0));

describe("SciQAG's coverage of a paper by its QAs", () => {
  it("pools every QA's scores and takes the k best sentences overall; each QA's own k for the per-answer rate", () => {
    // 20 sentences: k = 3; parts are sentences 0-1, 2-3, ... 18-19.
    const sentences = Array.from({ length: 20 }, (_, i) => axis(i));
    const a = leaning([0, 1, 2]);
    const b = leaning([19, 18, 17]);
    const coverage = sciqagCoverage(sentences, [a, b])!;
    // Pooled, the three best are 0 and 19 (1.0 each) then 1 (0.9, A's before B's 18): parts 0 and 9.
    expect(coverage.overall).toBeCloseTo(0.2, 10);
    // Each QA's own three: A hits parts 0 and 1, B parts 9 and 8: 2 of 10 each.
    expect(coverage.perAnswer).toEqual([0.2, 0.2]);
    expect(coverage.perAnswerMean).toBeCloseTo(0.2, 10);
  });

  it("counts out of ten parts and rounds k down, as SciQAG's code does, and measures nothing below 7 sentences", () => {
    // 6 sentences: k = 0. SciQAG's code would say 0; nothing was measured, so there is no figure.
    expect(sciqagCoverage(Array.from({ length: 6 }, (_, i) => axis(i, 6)), [axis(0, 6)])).toBeNull();
    // 7 sentences, k = 1; sentence 6 lies in part floor(6 / 0.7) = 8: one part of ten.
    expect(chunkRate(7, [6])).toBe(0.1);
    expect(sciqagCoverage([], [axis(0)])).toBeNull();
    expect(sciqagCoverage([axis(0)], [])).toBeNull();
  });

  it("splits sentences as SciQAG's notebook does, keeping abbreviations whole", () => {
    expect(sciqagSentences("Dr. Smith measured it. The yield, e.g. 5 %, rose? Yes.")).toEqual(["Dr. Smith measured it.", "The yield, e.g. 5 %, rose?", "Yes."]);
  });
});
