import type { Chunk } from "./tableChunks.ts";
import { columnSpan, type Column } from "./tableColumns.ts";
import type { Band } from "./tableRows.ts";
import { isCentredLabelRow } from "./centredLabelRow.ts";
import { joinWrappedLabels, type RowRule } from "./wrappedCategoryLabels.ts";

/** A category printed once for several rows: its text, and the rows it heads. */
export interface CategorySpan {
  chunks: Chunk[];
  first: number;
  rows: number;
}

/**
 * Categories printed once in the first column for a group of rows ("North" beside three sites):
 * the first column is filled in fewer than three rows in four while the next is filled in nearly
 * every row, or holds one label alone centred down every row (a method beside its settings). A
 * category set level with the first row of its group heads the rows down to the next category; one
 * centred on its group (drawn between rows) heads the rows it is centred on; one in a table ruled
 * by groups heads the rows between the rules either side of it (`rules`). Returns
 * the spans, and takes their chunks out of the rows; null when the first column is no such column.
 */
export function rowSpanCategories(rows: Band[][], columns: readonly Column[], rules: readonly RowRule[] = []): CategorySpan[] | null {
  const n = rows.length;
  if (n < 3 || columns.length < 2) return null;
  const col = (c: Chunk) => columnSpan(c, columns)[0];
  const inFirst = rows.map((bands) => bands.flat().filter((c) => col(c) === 0 && columnSpan(c, columns)[1] === 0));
  const filled = inFirst.filter((list) => list.length > 0).length;
  // A group's name centred across the table between rows is no row of figures: it leaves the first
  // column empty without a category standing for it there.
  const counted = rows.filter((bands) => !isCentredLabelRow(bands.flat(), columns));
  const nextFilled = counted.filter((bands) => bands.flat().some((c) => col(c) === 1)).length;
  if (filled < 1 || filled >= 0.75 * counted.length || nextFilled < 0.9 * counted.length) return null;
  // Each category with where it sits among the rows (0 = level with the first row's middle).
  const middles = rows.map((bands) => {
    const ys = bands.flat().filter((c) => col(c) > 0).map((c) => c.baseline);
    return (Math.min(...ys) + Math.max(...ys)) / 2;
  });
  const position = (y: number) => {
    if (y <= middles[0]!) return 0;
    for (let i = 1; i < n; i++) if (y <= middles[i]!) return i - 1 + (y - middles[i - 1]!) / Math.max(0.01, middles[i]! - middles[i - 1]!);
    return n - 1;
  };
  const lines = inFirst
    .filter((list) => list.length > 0)
    .map((chunks) => ({ chunks, at: position(chunks.reduce((s, c) => s + c.baseline, 0) / chunks.length) }))
    .sort((a, b) => a.at - b.at);
  // A label wrapped over several lines is one category, placed by its middle (or, set level with
  // its group's first row, by its first line).
  const categories = joinWrappedLabels(lines, rowPitch(middles), rules);
  const ruledRuns = ruledCategoryRuns(categories, middles, rules);
  // Centred: each group's middle row is where its category sits, the groups following one another to the last row.
  const centred: CategorySpan[] = [];
  let start = 0;
  for (const { chunks, at } of categories) {
    if (start < 0) break;
    const last = Math.round(2 * at - start);
    if (last < start || last >= n) {
      start = -1;
      break;
    }
    centred.push({ chunks, first: start, rows: last - start + 1 });
    start = last + 1;
  }
  // A label alone in its column heads every row when it sits within half a row of the rows'
  // middle (\multirow over the whole body, whose row count the source often gives one off); one
  // level with any other row is that row's own, and nothing then says how far down it reaches.
  const lone = categories.length === 1 && Math.abs(categories[0]!.at - (n - 1) / 2) <= 0.5 ? [{ chunks: categories[0]!.chunks, first: 0, rows: n }] : null;
  if (categories.length === 1 && !lone) return null;
  // Level with its first row: down to the next category. One half-way between two rows (a label
  // centred down a coefficient's line and its standard errors) names the upper, its first.
  const levelRow = (top: number) => Math.ceil(top - 0.5);
  const levelled = categories.map(({ chunks, top }, i) => {
    const first = levelRow(top);
    const next = i + 1 < categories.length ? levelRow(categories[i + 1]!.top) : n;
    return { chunks, first, rows: Math.max(1, next - first) };
  });
  const spans: CategorySpan[] = lone ?? ruledRuns ?? (start === n && centred.some((s) => s.rows > 1) && !levelWithGroupTops(categories, levelled) ? centred : levelled);
  if (new Set(spans.map((s) => s.first)).size !== spans.length) return null;
  const taken = new Set(spans.flatMap((s) => s.chunks));
  const left = rows.map((bands) => bands.map((band) => band.filter((c) => !taken.has(c))).filter((band) => band.length > 0));
  // A row that was the category alone is no row of its own: then the reading is left as it was.
  if (left.some((bands) => bands.length === 0)) return null;
  for (let i = 0; i < n; i++) rows[i] = left[i]!;
  return spans;
}

/**
 * Categories that each sit on a row, the first on the first row, read as heading the rows down to
 * the next one when that gives every group two rows or more. Read as centred, the first would head
 * its own row alone while the others head runs of rows about them: labels of groups of three and
 * four (3, 3, 4, 4 rows) also tile the rows centred (1, 5, 1, 7), and only a page that sets each
 * label on its group's first row gives labels level with rows starting at the first.
 */
function levelWithGroupTops(categories: readonly { at: number }[], levelled: readonly CategorySpan[]): boolean {
  const onRow = (at: number) => Math.abs(at - Math.round(at)) < 0.15;
  return categories[0]!.at < 0.15 && categories.every((c) => onRow(c.at)) && levelled.every((s) => s.rows >= 2);
}

/**
 * Categories set once beside a group of rows that rules part from the next group (LaTeX's
 * \multirow in a table ruled by groups): each category heads the rows between the rules nearest
 * above and below it, wherever it sits down them. \multirow sets its text a little above the
 * group's middle, so a label between two rows can be read one row out by its height alone; the
 * rules say where the group ends. Only rules that pass under the category count (a rule under the
 * cells alone parts sub-rows beside it). Null unless there are two categories or more, each with a
 * run of its own that no other category shares, and one run at least holds several rows.
 */
function ruledCategoryRuns(categories: readonly { chunks: Chunk[] }[], middles: readonly number[], rules: readonly RowRule[]): CategorySpan[] | null {
  if (categories.length < 2 || rules.length === 0) return null;
  const spans: CategorySpan[] = [];
  for (const { chunks } of categories) {
    const x0 = Math.min(...chunks.map((c) => c.x0));
    const x1 = Math.max(...chunks.map((c) => c.x1));
    // The label's own middle, half an x-height above its baseline.
    const y = chunks.reduce((s, c) => s + c.baseline - 0.3 * c.size, 0) / chunks.length;
    const under = rules.filter((r) => r.x0 <= x0 + 1 && r.x1 >= x1 - 1);
    const above = Math.max(-Infinity, ...under.filter((r) => r.y < y).map((r) => r.y));
    const below = Math.min(Infinity, ...under.filter((r) => r.y > y).map((r) => r.y));
    const run = middles.flatMap((m, i) => (m > above && m < below ? [i] : []));
    // A row with no cell beside the stub has no middle: a run broken by one is no group.
    if (run.length === 0 || run.at(-1)! - run[0]! + 1 !== run.length) return null;
    spans.push({ chunks, first: run[0]!, rows: run.length });
  }
  spans.sort((a, b) => a.first - b.first);
  for (let i = 1; i < spans.length; i++) if (spans[i]!.first < spans[i - 1]!.first + spans[i - 1]!.rows) return null;
  return spans.some((s) => s.rows > 1) ? spans : null;
}

/** The rows' usual distance apart, in points: the median step between their middles. */
function rowPitch(middles: readonly number[]): number {
  const steps = middles.slice(1).map((m, i) => m - middles[i]!).filter((s) => Number.isFinite(s) && s > 0).sort((a, b) => a - b);
  return steps.length > 0 ? steps[Math.floor(steps.length / 2)]! : 0;
}
