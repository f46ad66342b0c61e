import { describe, expect, it } from "vitest";
import type { PaperFigures } from "../../../src-main/contract/reportParts.ts";
import { COVERAGE_BARS, coverageBars } from "../../../src-renderer/src/features/report/reportChartData.ts";

const paper = (paperId: number, coverage: number | null): PaperFigures => ({
  paperId,
  paperName: `Paper ${paperId}`,
  qas: 3,
  questionSimilarity: null,
  coverage,
  coveragePerAnswer: null,
  sentences: 10,
  measured: 3,
});

describe("the report's coverage chart", () => {
  it("shows the least covered papers first and leaves out papers not measured", () => {
    const { data, label } = coverageBars([paper(1, 0.8), paper(2, null), paper(3, 0.2), paper(4, 0.2)]);
    expect(data).toEqual([
      { name: "Paper 3", value: 0.2 },
      { name: "Paper 4", value: 0.2 },
      { name: "Paper 1", value: 0.8 },
    ]);
    expect(label).toBe("Coverage of each paper's ten parts");
  });

  it("says how many it leaves out when more papers were measured than it names", () => {
    const papers = Array.from({ length: 1_204 }, (_, i) => paper(i + 1, (i % 50) / 100));
    const { data, label } = coverageBars(papers);
    expect(data).toHaveLength(COVERAGE_BARS);
    expect(data.every((bar) => bar.value === 0)).toBe(true);
    expect(label).toBe(`Coverage of each paper's ten parts: the ${COVERAGE_BARS} lowest of 1,204`);
  });
});
