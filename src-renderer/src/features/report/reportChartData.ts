import type { DatasetReport } from "@contract/report.ts";
import type { ValueCount } from "@contract/reportParts.ts";
import { datasetFigures } from "@contract/reportFigures.ts";
import { formatCount } from "../../shared/format.ts";
import type { BarDatum } from "./ReportCharts.tsx";

export const DIFFICULTY_WORDS: Record<string, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };
export const HOP_WORDS: Record<string, string> = { single: "Single step", multi: "Several steps" };

/** A count per stored value as bars, each value in words ("Not set" for none; an unknown value as it is). */
export function valueBars(list: ValueCount[], names: Record<string, string> | ((value: string) => string) = {}): BarDatum[] {
  return list.map((v) => ({ name: v.value === null ? "Not set" : typeof names === "function" ? names(v.value) : (names[v.value] ?? v.value), value: v.count }));
}

/** Papers the coverage chart names at most; a larger selection shows its least covered. */
export const COVERAGE_BARS = 20;

/** The coverage chart's bars, least covered first (papers not measured left out), and its label saying when only some are shown. */
export function coverageBars(papers: DatasetReport["papers"]): { data: BarDatum[]; label: string } {
  const covered = papers.filter((p) => p.coverage !== null).sort((a, b) => a.coverage! - b.coverage! || a.paperId - b.paperId);
  const label = `Coverage of each paper's ten parts${covered.length > COVERAGE_BARS ? `: the ${COVERAGE_BARS} lowest of ${formatCount(covered.length)}` : ""}`;
  return { data: covered.slice(0, COVERAGE_BARS).map((p) => ({ name: p.paperName, value: p.coverage! })), label };
}

/** The coverage and numbers figures, as the catalog names them and with what they rest on (or why there is none). */
export function headlineFigures(report: DatasetReport) {
  return datasetFigures(report).filter((f) => f.info.id === "coverage-chunk-rate" || f.info.id === "numbers-in-source");
}
