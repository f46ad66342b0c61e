import { describe, expect, it } from "vitest";
import type { QaRecord } from "../../../src-main/contract/exportRecord.ts";
import { splitByPaper } from "../../../src-main/core/export/splitByPaper.ts";

/** Records of `papers` papers with `perPaper` QAs each; even papers by one strategy, odd by another. */
function records(papers: number, perPaper: number): QaRecord[] {
  const out: QaRecord[] = [];
  for (let p = 0; p < papers; p++) {
    for (let q = 0; q < perPaper; q++) {
      out.push({ id: p * 100 + q, paper: { id: p, sha256: String(p).padStart(64, "0") }, provenance: { strategy: p % 2 === 0 ? "sciqag" : "chemlit" } } as unknown as QaRecord);
    }
  }
  return out;
}

describe("splitting by paper", () => {
  it("puts every paper in exactly one split, near the 80/10/10 default in QAs, the same way for the same seed", () => {
    const all = records(50, 4);
    const { splitOf, counts } = splitByPaper(all, { seed: 5 });
    expect(splitOf.size).toBe(50);
    expect(counts.train.qas).toBe(160);
    expect(counts.validation.qas).toBe(20);
    expect(counts.test.qas).toBe(20);
    expect([...splitByPaper(all, { seed: 5 }).splitOf]).toEqual([...splitOf]);
    expect([...splitByPaper(all, { seed: 6 }).splitOf]).not.toEqual([...splitOf]);
  });

  it("follows other ratios, and with stratification gives each split both strategies in proportion", () => {
    expect(splitByPaper(records(10, 3), { ratios: [1, 0, 0] }).counts.train.papers).toBe(10);
    const all = records(40, 5);
    const { splitOf } = splitByPaper(all, { ratios: [50, 25, 25], stratifyByStrategy: true });
    for (const split of ["train", "validation", "test"] as const) {
      const papers = [...splitOf].filter(([, s]) => s === split).map(([id]) => id);
      const even = papers.filter((id) => id % 2 === 0).length;
      expect(even).toBe(papers.length - even);
    }
  });

  it("follows shares given as the largest numbers there are as it follows equal small ones", () => {
    const all = records(30, 2);
    const huge = splitByPaper(all, { ratios: [1e308, 1e308, 1e308] }).counts;
    expect(huge).toEqual(splitByPaper(all, { ratios: [1, 1, 1] }).counts);
    expect(huge.test.qas).toBe(20);
    expect(splitByPaper(all, { ratios: [Number.MAX_VALUE, 0, Number.MAX_VALUE] }).counts.validation.papers).toBe(0);
  });

  it("refuses ratios that are all zero", () => {
    expect(() => splitByPaper(records(2, 1), { ratios: [0, 0, 0] })).toThrow(/ratios/);
  });
});
