import type { Chunk } from "./tableChunks.ts";
import { columnSpan, type Column } from "./tableColumns.ts";
import { hasRightToLeft, readsRightToLeft } from "./rightToLeft.ts";
import { underColonHeading } from "./colonHeadings.ts";
import { leavesUnfinished, startsCell, type Band, type OpenRow } from "./tableRows.ts";
import { fitsBeside } from "./unwrappedLines.ts";
import { symbolUnderSymbol } from "./symbolLabels.ts";
import { besideLabelAlone } from "./labelAloneAbove.ts";

/**
 * Whether a chunk in column `k` begins a cell under the open row: as startsCell says, or, opening
 * with a small letter, under a line too short to have been wrapped onto it (unwrappedLines.ts), or
 * a symbol under a symbol (symbolLabels.ts).
 * Asked of the first column's labels and of the anchor column's cells only (the column chosen as
 * the one whose cells do not wrap: values "cosine" under "5e-5" beside labels of their own): a
 * wordy column's lines may break short of its widest (a publisher's cell wrapped narrower than the
 * column's widest line).
 */
function beginsCellIn(c: Chunk, open: OpenRow, k: number, anchor = 0): boolean {
  const above = open.byColumn.get(k)?.at(-1);
  if (startsCell(c, above?.text) || symbolUnderSymbol(c, above?.text)) return true;
  return (k === 0 || k === anchor) && !!above && !leavesUnfinished(above.text) && fitsBeside(c, above, open.widest?.get(k));
}

/**
 * A line of one piece that begins right of the anchor column and runs on across a column cut by
 * more than an em is a sub-heading across the table ("Projected values" centred over the figures
 * under it), a row of its own: a wrapped cell's line stays in its column. It still goes on with
 * the cell above when it opens with a small letter or follows a line left unfinished.
 */
export function acrossColumns(band: Band, open: OpenRow, anchor: number, columns: readonly Column[]): boolean {
  if (band.length !== 1) return false;
  const c = band[0]!;
  const [first, last] = columnSpan(c, columns);
  if (first <= anchor || last === first || c.x1 - columns[first]!.x1 <= c.size) return false;
  return startsCell(c, lastText(open, first));
}

function lastText(row: OpenRow, column: number): string | undefined {
  return row.byColumn.get(column)?.at(-1)?.text;
}

/**
 * Whether a band begins a new row: its anchor cell begins a cell; or, whatever its anchor cell
 * looks like ("van Veen" opens with a small letter), it begins two or more cells in columns the
 * open row has already filled, more than it continues; or it sets figures beside a label aligned
 * with none of the edges of the label standing alone above it (labelAloneAbove.ts).
 */
export function beginsRow(band: Band, open: OpenRow, anchor: number, col: (c: Chunk) => number): boolean {
  const anchorChunk = band.find((c) => col(c) === anchor);
  if (anchorChunk && beginsCellIn(anchorChunk, open, anchor, anchor)) return true;
  if (anchor === 0 && besideLabelAlone(band, open, col)) return true;
  if (underColonHeading(band, open.byColumn.get(anchor), open.byColumn.size, anchor, col)) return true;
  return refills(band, open, col);
}

/**
 * Whether a label of two lines begins a row whose figures are set on a line of their own, centred
 * between the label's lines (the figures, not the labels, anchor such a table): the label's first
 * line would otherwise go on with the row above, which already has its figures.
 */
export function centredOn(stretch: readonly Band[], i: number, open: OpenRow, anchor: number, col: (c: Chunk) => number): boolean {
  const [band, figures, after] = [stretch[i]!, stretch[i + 1], stretch[i + 2]];
  if (anchor === 0 || !figures || !after || !open.byColumn.has(anchor)) return false;
  const label = band.find((c) => col(c) === 0);
  const has = (b: Band, k: number) => b.some((c) => col(c) === k);
  if (!label || has(band, anchor) || !startsCell(label, lastText(open, 0))) return false;
  if (!has(figures, anchor) || has(figures, 0) || !has(after, 0) || has(after, anchor)) return false;
  const above = figures[0]!.baseline - label.baseline;
  const below = after[0]!.baseline - figures[0]!.baseline;
  return above > 0.3 * label.size && Math.abs(above - below) < 0.3 * label.size;
}

/**
 * A band that begins cells anew in two or more columns the open row has already filled, more than
 * it continues. As many as it continues are enough (one, even) when each cell it begins is a
 * figure under a figure: a figure does not wrap onto a second line as another figure, so the labels
 * opening with a small letter beside them ("m_max" under "m_min", "ρ" under "C_p", in math italic)
 * begin their own cells too. For the same reason a line of nothing but figures, each under a
 * figure, is a row of its own even when it sets one alone (a sub-row whose stub is left empty, a
 * second value under one column of several: "0.1099" under "0.0407").
 */
export function refills(band: Band, open: OpenRow, col: (c: Chunk) => number, needed = 2): boolean {
  const fresh = new Set<number>();
  const continuing = new Set<number>();
  let figuresUnderFigures = true;
  let allFresh = true;
  for (const c of band) {
    const k = col(c);
    const above = lastText(open, k);
    if (!beginsCellIn(c, open, k)) continuing.add(k);
    else if (above !== undefined) {
      fresh.add(k);
      if (!FIGURE.test(c.text.trim()) || !FIGURE.test(above.trim())) figuresUnderFigures = false;
      continue;
    }
    allFresh = false;
  }
  if (fresh.size >= needed && fresh.size > continuing.size) return true;
  return fresh.size >= 1 && figuresUnderFigures && (fresh.size === continuing.size || allFresh);
}

/** One number: a count, a measure, a share, in scientific notation too ("4.52×10-3", "1.2e-5"). */
const NUMBER = String.raw`[-−+]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)(?:\s?[×x]\s?10(?:\^?[-−+]?\d+)?|[eE][-−+]?\d+)?\s?%?`;

/**
 * A cell that is one figure alone, as tables print one value: after "∼" or "<" ("∼ 0.5"), with
 * its spread ("71.2 ± 0.3") or a short note in brackets ("8192 (kin.)", "71.2 (0.3)"). Still one
 * value, so no wrapped line of another: a second such line under it is a value of its own.
 */
const FIGURE = new RegExp(String.raw`^(?:[∼~≈<>≤≥]\s?)?${NUMBER}(?:\s?±\s?${NUMBER})?(?:\s?\([^()]{1,12}\))?$`, "u");

/**
 * The column whose cells begin the rows: the first in reading order (the row labels; the last on
 * the page when they read right to left) unless it is sparse, empty beside most of the bands that
 * fill the row (it names a group once for several rows); then the column where cells most often
 * begin.
 */
export function anchorColumn(bands: readonly Band[], columns: readonly Column[]): number {
  const labels = labelColumn(bands, columns);
  const starts = new Array<number>(columns.length).fill(0);
  const last = new Map<number, string>();
  let full = 0;
  let labelled = 0;
  for (const band of bands) {
    const fresh = new Set<number>();
    const filled = new Set<number>();
    for (const c of band) {
      const k = columnSpan(c, columns)[0];
      filled.add(k);
      if (startsCell(c, last.get(k))) fresh.add(k);
      last.set(k, c.text);
    }
    for (const k of fresh) starts[k]!++;
    if (filled.size >= Math.max(2, 0.6 * columns.length)) {
      full++;
      if (fresh.has(labels)) labelled++;
    }
  }
  if (full === 0 || labelled >= 0.5 * full) return labels;
  let best = 1;
  for (let k = 2; k < starts.length; k++) if (starts[k]! > starts[best]!) best = k;
  return Math.min(best, columns.length - 1);
}

/** Where the row labels stand: the first column, or the last when the labels read right to left. */
function labelColumn(bands: readonly Band[], columns: readonly Column[]): number {
  const last = columns.length - 1;
  // Most tables hold no right-to-left letter at all: their columns need not be placed again.
  if (last <= 0 || !bands.some((band) => band.some((c) => hasRightToLeft(c.text)))) return 0;
  const texts = bands.flatMap((band) => band.filter((c) => columnSpan(c, columns)[0] === last).map((c) => c.text));
  return readsRightToLeft(texts.join(" ")) ? last : 0;
}
