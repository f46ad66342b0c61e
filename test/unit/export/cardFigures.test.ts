import { describe, expect, it } from "vitest";
import { JUDGE_CRITERION_NAMES } from "../../../src-main/contract/judge.ts";
import { metricInfo } from "../../../src-main/contract/metricCatalog.ts";
import type { DatasetReport } from "../../../src-main/contract/report.ts";
import type { FilterRate, JudgeDistribution } from "../../../src-main/contract/reportParts.ts";
import { cardFigures } from "../../../src-main/core/export/formats/cardFigures.ts";
import { filterRate, judgeDistribution } from "../../support/reportRates.ts";

// The dataset card's charts, as a reader of the Hub page sees them: each bar's length and the
// words beside it, read back from the SVG.

/** The parts of a report the charts read; the rest of a report does not reach them. */
function report(filters: FilterRate[], judge: JudgeDistribution[]): DatasetReport {
  return { funnel: [{ stage: "qas", count: 5 }], filters, judge } as unknown as DatasetReport;
}

/** Each row's label, the width of its filled bar (of 320), and the text beside it. */
function bars(svg: string): { label: string; width: number; text: string }[] {
  const rows = [...svg.matchAll(/<text x="252" [^>]*>([^<]*)<\/text><rect [^>]*\/><rect x="260" y="\d+" width="(\d+)"[^>]*\/><text [^>]*>([^<]*)<\/text>/g)];
  return rows.map((m) => ({ label: m[1]!, width: Number(m[2]), text: m[3]! }));
}

describe("the dataset card's charts", () => {
  it("draw the judge's worst mean (1 on its 1-to-3 scale) as no bar and its best as a full one, named in words with the n", () => {
    const figures = cardFigures(report([], [judgeDistribution("accuracy", [4, 0, 0]), judgeDistribution("relevance", [0, 0, 3]), judgeDistribution("completeness", [1, 1, 0])]));
    const judge = figures.find((f) => f.file === "figures/judge.svg")!;
    expect(judge.title).toMatch(/1 worst to 3 best/);
    expect(bars(judge.svg)).toEqual([
      { label: JUDGE_CRITERION_NAMES.accuracy, width: 0, text: "1.00 (n=4)" },
      { label: JUDGE_CRITERION_NAMES.relevance, width: 320, text: "3.00 (n=3)" },
      { label: JUDGE_CRITERION_NAMES.completeness, width: 80, text: "1.50 (n=2)" },
    ]);
  });

  it("name each filter in words, rest its rate on the QAs it decided on, and leave out a check that had nothing to check", () => {
    const figures = cardFigures(report([filterRate("numeric-source", 0, 0, 20), filterRate("dseper", 15, 5, 0), filterRate("near-duplicate", 2, 18, 0)], []));
    const filters = figures.find((f) => f.file === "figures/filters.svg")!;
    expect(bars(filters.svg)).toEqual([
      { label: metricInfo("dseper").label, width: 240, text: "75% of 20" },
      { label: metricInfo("near-duplicate").label, width: 32, text: "10% of 20" },
    ]);
    expect(filters.svg).not.toMatch(/numeric-source|dseper|near-duplicate/);
  });
});
