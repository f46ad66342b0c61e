import type { ColumnFit } from "./fitColumns.ts";

// The review table's columns as far as fitting them goes: how narrow each may get and which
// give way first when the table is narrow.

/**
 * Width of a score column, wide enough for a score chip with what it rests on ("✓ 100% (10 of 12)";
 * at 92 px the count was cut to "(1", at 128 px to "(2 of 2").
 */
export const SCORE_WIDTH = 150;

/**
 * Width of the verdict column: a rejection's reason on its one line whole, the longest being a
 * judge's ("Low reasonableness +2 more", contract/qualityWords.ts). At 100 px "Numbers missing"
 * was cut to "Numbers mis…".
 */
export const VERDICT_WIDTH = 156;

// Narrowest width of each column, and the order optional ones give way in when the table is
// narrow (score columns come in at priority 2).
const COLUMN_FITS: Record<string, Omit<ColumnFit, "id">> = {
  select: { min: 36, priority: null },
  id: { min: 56, priority: null },
  // Wide enough for two lines of a title (the cell wraps), before the scores: which paper a QA is about matters more.
  paper: { min: 180, priority: 1.5 },
  // Wide enough for its header ("STRATEGY") in capitals: at 84 px it was cut.
  strategy: { min: 92, priority: 6 },
  question: { min: 220, priority: null },
  answer: { min: 150, priority: 1 },
  type: { min: 100, priority: 5 },
  // Wide enough for its sortable header ("DIFFICULTY" and the sort mark) in capitals.
  difficulty: { min: 122, priority: 4 },
  verdict: { min: VERDICT_WIDTH, priority: null },
  decision: { min: 108, priority: null },
  others: { min: 104, priority: null },
};

/** The id of the column showing a metric's scores. */
export const scoreColumnId = (metric: string) => `score-${metric}`;

/** Every column's fit, the chosen metrics' score columns right after the verdict, in the order chosen. */
export function bulkColumnFits(chosenMetrics: readonly string[]): ColumnFit[] {
  const all = Object.entries(COLUMN_FITS).map(([id, fit]) => ({ id, ...fit }));
  const scores = chosenMetrics.map((metric, i) => ({ id: scoreColumnId(metric), min: SCORE_WIDTH, priority: 2 + i / 100 }));
  const at = all.findIndex((c) => c.id === "verdict") + 1;
  return [...all.slice(0, at), ...scores, ...all.slice(at)];
}
