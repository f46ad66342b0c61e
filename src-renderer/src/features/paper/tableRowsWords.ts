import { formatCount } from "../../shared/format.ts";

// What the paper view says of a long table's rows: how many are drawn, and where the rest are.

/** Where a long table's later rows are: still coming, or not loaded after a failure. */
export type RowsRest = "coming" | "failed";

/** Said beside a long table's rows while its later rows are not in. */
export const restWords = (rest: RowsRest): string => (rest === "coming" ? "loading more rows…" : "its later rows could not be loaded");

/**
 * The line under a table drawn in part: how many of its body lines are shown, of how many. A table
 * with group labels says its lines count them too, so the figure does not contradict the size above
 * it, which counts data rows only (contract/tableWords.ts).
 */
export function rowsShownWords(shown: number, total: number, withGroupLabels = false, rest: RowsRest | null = null): string {
  // While later rows are not in the total is not known: it is not guessed.
  if (rest) {
    const end = rest === "coming" ? restWords(rest) : `${restWords(rest)}.`;
    return withGroupLabels ? `Lines 1 to ${formatCount(shown)} are shown (rows and group labels); ${end}` : `Rows 1 to ${formatCount(shown)} are shown; ${end}`;
  }
  return withGroupLabels
    ? `Lines 1 to ${formatCount(shown)} of ${formatCount(total)} are shown (rows and group labels).`
    : `Rows 1 to ${formatCount(shown)} of ${formatCount(total)} are shown.`;
}
