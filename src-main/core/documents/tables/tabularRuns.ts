import type { SidewaysRun, TextRun } from "../layout/types.ts";
import { turnedRowBetween } from "./turnedHeadingRow.ts";

/** Lines of cells in a row, one after another, that make a page worth looking at for a table with no caption. */
const MIN_ROWS = 4;

/**
 * Whether a page's runs hold a block of table rows: four or more lines, each close under the one
 * before, each of three or more short pieces an em and a half apart (or two pieces four ems apart)
 * and none of them prose. A line wholly beside the rows so far (a chart's label next to the
 * table) does not break them, nor does a cell's text wrapped onto a line of its own. A tall row of
 * headings set sideways (`sideways`, the page's turned runs) is one more row between its neighbours.
 * Cheap (one sort of the runs), so it can decide which pages are looked at more closely.
 */
export function hasTabularRows(runs: readonly TextRun[], sideways: readonly SidewaysRun[] = []): boolean {
  const sorted = [...runs].filter((r) => r.text.trim()).sort((a, b) => a.y - b.y || a.x - b.x);
  let streak = 0;
  let lastBaseline = -Infinity;
  // Across the rows of the streak so far: text wholly beside them (a chart's labels) is no break.
  let left = Infinity;
  let right = -Infinity;
  for (let i = 0; i < sorted.length; ) {
    const first = sorted[i]!;
    let j = i + 1;
    while (j < sorted.length && sorted[j]!.y - first.y < 0.35 * first.size) j++;
    const row = sorted.slice(i, j).sort((a, b) => a.x - b.x);
    i = j;
    // Pieces: runs joined across gaps narrower than an em and a half. A cell holds a few words; a
    // line of a column of prose does not.
    let pieces = 0;
    let widest = 0;
    let end = -Infinity;
    for (const run of row) {
      const gap = run.x - end;
      if (gap > 1.5 * first.size) {
        pieces++;
        if (end > -Infinity) widest = Math.max(widest, gap);
      }
      end = Math.max(end, run.x + run.w);
    }
    const cells = (pieces >= 3 || (pieces === 2 && widest > 4 * first.size)) && !holdsProse(row, first.size, pieces === 2);
    if (!cells && streak > 0 && row.every((r) => r.x >= right || r.x + r.w <= left)) continue;
    // A cell's text wrapped onto the next line: short, close under the row, inside the rows' span.
    // A heading centred in its column may run wider than the column's first lines: the wrapped
    // line's middle lies inside the rows' span, and it widens the span for the lines under it. A
    // row of several lines whose first line has one or two cells ("1  Walls between", its items
    // under it) lies as far under the row before as the rows do (ruled rows are padded).
    if (!cells && streak > 0 && first.y - lastBaseline < 3 * first.size && !holdsProse(row, first.size) && wrapsInside(row, left, right, first.size) && (row.length <= 2 || pieces === 1)) {
      for (const r of row) [left, right] = [Math.min(left, r.x), Math.max(right, r.x + r.w)];
      lastBaseline = first.y;
      continue;
    }
    // A group's label on a line of its own between rows ("3-Year-Old Cohort" over its indented
    // rows, or set out left of them): one short piece, no sentence, close under the row before and
    // reaching no further right than the rows. It neither counts as a row nor breaks the run: a
    // stub grouped under labels is common in reports, and the rows around it are still counted.
    if (!cells && streak > 0 && pieces === 1 && first.y - lastBaseline < 3 * first.size && groupLabel(row, left, right, first.size)) {
      lastBaseline = first.y;
      continue;
    }
    const turned = cells && streak > 0 && first.y - lastBaseline >= 3 * first.size && turnedRowBetween(sideways, lastBaseline, first.y, left, right, first.size);
    streak = turned ? streak + 2 : cells && first.y - lastBaseline < 3 * first.size ? streak + 1 : cells ? 1 : 0;
    if (streak === 1) [left, right] = [Infinity, -Infinity];
    for (const r of cells ? row : []) [left, right] = [Math.min(left, r.x), Math.max(right, r.x + r.w)];
    lastBaseline = first.y;
    if (streak >= MIN_ROWS) return true;
  }
  return false;
}

/**
 * Whether one column of a page of two holds a block of table rows (`hasTabularRows` over the runs
 * wholly on one side of the page's middle). A table set in one column with no caption (the part
 * of a table continued over pages that its caption is not under) has rows of a smaller type than
 * the column of prose beside it: their baselines fall between the prose's, and read across the
 * page the prose joins a row or the column's own short lines ("Matrix A  Matrix B") break them.
 * Asked only of pages that hold no such rows read across: a page of one column changes nothing.
 */
export function hasTabularRowsInColumn(runs: readonly TextRun[], width: number): boolean {
  const middle = width / 2;
  const left = runs.filter((r) => r.x + r.w <= middle);
  const right = runs.filter((r) => r.x >= middle);
  // Two columns: each side holds text, and little text crosses the middle (a full-width title, a running head).
  if (left.length === 0 || right.length === 0 || left.length + right.length < 0.9 * runs.length) return false;
  return hasTabularRows(left) || hasTabularRows(right);
}

/**
 * Whether a line's text starts inside the rows' span, or within an em of it, and its middle lies
 * inside it: the line goes on with a cell of the rows, however its pieces split it (a subscript, a
 * bold word). A row number set flush left may start a little left of the centred heading over it;
 * a centred heading's wrapped line may reach past the span's right.
 */
function wrapsInside(row: readonly TextRun[], left: number, right: number, size: number): boolean {
  const start = Math.min(...row.map((r) => r.x));
  const end = Math.max(...row.map((r) => r.x + r.w));
  return start >= left - size && (start + end) / 2 <= right + 1;
}

/**
 * Whether a one-piece line may be a group's label in a table's stub: a few words (no sentence:
 * no full stop ending it), starting no more than six ems left of the rows' span and ending inside
 * it, well short of its right edge (a wrapped line of prose runs the span's width).
 */
function groupLabel(row: readonly TextRun[], left: number, right: number, size: number): boolean {
  const start = Math.min(...row.map((r) => r.x));
  const end = Math.max(...row.map((r) => r.x + r.w));
  const text = row.map((r) => r.text).join(" ").trim();
  return proseWords(text) <= 6 && !/[.!?]$/.test(text) && start >= left - 6 * size && end <= left + 0.6 * (right - left);
}

/**
 * A run's words as prose counts them: words with a letter. Figures and the numbers of dates set
 * close in a dense row ("37,000  April 25, 2015  April 25, 2017", gaps under an em and a half) are
 * cells run together, not a sentence's words; a sentence with figures in it still has its words.
 */
function proseWords(text: string): number {
  return text.trim().split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
}

/**
 * Whether one of a row's pieces (runs an em and a half apart at most) holds more than six words.
 * In a row of two pieces, a phrase of up to ten words beside a short one (a label and its value,
 * "At least 80 and less than 120" beside "Middle-income") is a cell; two columns of prose have
 * a long line on both sides, or a line longer than that.
 */
function holdsProse(row: readonly TextRun[], size: number, twoPieces = false): boolean {
  const counts: number[] = [];
  let words = 0;
  let end = -Infinity;
  for (const run of row) {
    if (run.x - end > 1.5 * size) {
      if (end > -Infinity) counts.push(words);
      words = 0;
    }
    words += proseWords(run.text);
    end = Math.max(end, run.x + run.w);
  }
  counts.push(words);
  // A row label as long as a sentence ("Results in staff confusion about our targets") with two
  // or more figures set apart beside it is a survey's or a report's row, not prose: a line of
  // running text does not end in two pieces of figures an em and a half apart.
  if (counts.length >= 3 && counts.slice(1).every((n) => n === 0)) return false;
  if (twoPieces && counts.length === 2 && Math.min(...counts) <= 3 && Math.max(...counts) <= 10) return false;
  return counts.some((n) => n > 6);
}
