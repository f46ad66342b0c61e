import type { ColumnFit } from "./fitColumns.ts";

// The review table's columns as far as fitting them goes: how narrow each may get and which
// give way first when the table is narrow.

/** Width of a score column, wide enough for a score chip. */
export const SCORE_WIDTH = 92;

// Narrowest width of each column, and the order optional ones give way in when the table is
// narrow (score columns come in at priority 2).
const COLUMN_FITS: Record<string, Omit<ColumnFit, "id">> = {
  select: { min: 36, priority: null },
  id: { min: 56, priority: null },
  // Wide enough for two lines of a title (the cell wraps), before the scores: which paper a QA is about matters more.
  paper: { min: 180, priority: 1.5 },
  strategy: { min: 84, priority: 6 },
  question: { min: 220, priority: null },
  answer: { min: 150, priority: 1 },
  type: { min: 100, priority: 5 },
  // Wide enough for its sortable header ("DIFFICULTY" and the sort mark) in capitals.
  difficulty: { min: 122, priority: 4 },
  verdict: { min: 100, priority: null },
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
