import type { Rule } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";
import { baselineBands } from "./tableRows.ts";

/**
 * Whether the lines beside a lone column rule are a table's rows ruled once, after their stub
 * (LaTeX's `{l|ccc}`): every line has a cell left of the rule and two or more cells set apart
 * right of it (or two or more left and one right), and there are two lines at least (a header
 * and a row). A bar beside a paragraph, or a rule between a page's two columns, has one piece of
 * running text on each side of each line: lines of prose are never cut in pieces by wide gaps.
 */
export function cellsBesideStubRule(rule: Rule, rows: readonly Chunk[]): boolean {
  const bands = baselineBands(rows);
  if (bands.length < MIN_LINES) return false;
  return bands.every((band) => {
    const left = band.filter((c) => c.x1 <= rule.x0 + 1).length;
    const right = band.filter((c) => c.x0 >= rule.x0 - 1).length;
    return left >= 1 && right >= 1 && left + right >= 3;
  });
}

/** A header and one row: the fewest lines a table ruled once down may have. */
const MIN_LINES = 2;
