import type { Chunk } from "./tableChunks.ts";
import { columnSpan, type Column } from "./tableColumns.ts";
import { bodyLeading, bodyPitch, closeLabelLine, headingUnderFigures, labelUnderFigures } from "./closeLabelLines.ts";
import { acrossColumns, anchorColumn, beginsRow, centredOn, refills } from "./rowStarts.ts";
import type { Band, OpenRow } from "./tableRows.ts";
import { startsCellBetweenRules } from "./caselessLines.ts";
import { fitsBeside, widestLines } from "./unwrappedLines.ts";
import { leavesUnfinished, startsCell } from "./tableRows.ts";
import { labelBetweenLines } from "./labelBetweenLines.ts";
import { lockstepRows } from "./lockstepLines.ts";
import { lineAcrossUnderLine } from "./linesAcrossGrid.ts";

/**
 * Groups a body's bands into rows. Edges (rules, band sides) that no text crosses are row
 * boundaries; where they divide the body as often as rows start, each stretch between them is one
 * row (cells of several lines, centred or not). Otherwise a row starts at a band that begins a
 * cell in the anchor column: the column where cells most often begin, the row labels or the
 * values, whichever never wraps; the other bands are wrapped lines of the cells above.
 */
export function groupRows(bands: readonly Band[], columns: readonly Column[], boundaries: readonly number[], grid = false): Band[][] {
  if (bands.length === 0) return [];
  const col = (c: Chunk) => columnSpan(c, columns)[0];
  const anchor = anchorColumn(bands, columns);
  // Hard boundaries: edges no text crosses (a sweep over both, sorted: n log n).
  const spans = bands.flat().map((c) => [c.baseline - 0.7 * c.size, c.baseline + 0.15 * c.size] as const).sort((a, b) => a[0] - b[0]);
  const cuts: number[] = [];
  let k = 0;
  let reach = -Infinity;
  for (const y of [...boundaries].sort((a, b) => a - b)) {
    while (k < spans.length && spans[k]![0] < y) reach = Math.max(reach, spans[k++]![1]);
    if (reach <= y) cuts.push(y);
  }
  const parts: Band[][] = [];
  let part: Band[] = [];
  let cutIndex = 0;
  const sortedCuts = [...cuts].sort((a, b) => a - b);
  for (const band of bands) {
    const baseline = band[0]!.baseline;
    let crossed = false;
    while (cutIndex < sortedCuts.length && sortedCuts[cutIndex]! < baseline) {
      cutIndex++;
      crossed = true;
    }
    if (crossed && part.length > 0) {
      parts.push(part);
      part = [];
    }
    part.push(band);
  }
  if (part.length > 0) parts.push(part);
  // Labels too short to have been wrapped onto the line under them (unwrappedLines.ts): asked of
  // the first column only, as a wordy column's lines may break short of its widest line.
  const widest = widestLines(bands, col, (c) => columnSpan(c, columns)[1] !== col(c));
  // Edges between every row (ruled rows, shading per row): each stretch is a row, unless a band in
  // it plainly begins another (cells begun anew in two columns already filled). A stretch holds one
  // row when its columns each begin one cell (a wrapped cell's next line goes on with it).
  // Asked of each stretch twice (how many hold one row, then which): answered once.
  const oneRowAnswers = new Map<Band[], boolean>();
  const oneRow = (stretch: Band[]) => {
    let answer = oneRowAnswers.get(stretch);
    if (answer === undefined) oneRowAnswers.set(stretch, (answer = holdsOneRow(stretch)));
    return answer;
  };
  const holdsOneRow = (stretch: Band[]) => {
    const fresh = new Map<number, number>();
    const last = new Map<number, Chunk>();
    for (const band of stretch) {
      for (const c of band) {
        const k = col(c);
        const above = last.get(k);
        const begins = startsCellBetweenRules(c, above?.text) || (k === 0 && !!above && !leavesUnfinished(above.text) && fitsBeside(c, above, widest.get(k)));
        if (begins) fresh.set(k, (fresh.get(k) ?? 0) + 1);
        last.set(k, c);
      }
    }
    const counts = [...fresh.values()].sort((a, b) => a - b);
    return counts.length === 0 || counts[Math.floor((counts.length - 1) / 2)]! <= 1;
  };
  const oneRows = parts.filter(oneRow).length;
  const ruledRows = parts.length >= 2 && oneRows >= 0.7 * parts.length;
  // A grid, ruled down between its columns, whose rules part most of its rows alone: a stretch
  // between its rules is one row unless a line begins cells anew in most of its columns (a list
  // in a cell or two begins lines anew in those alone).
  const gridRows = grid && parts.length >= 3 && oneRows >= 0.5 * parts.length;
  const byRules = ruledRows || gridRows;
  const pitch = bodyPitch(bands);
  const leading = bodyLeading(bands);
  const needed = gridRows ? Math.max(2, Math.floor(columns.length / 2) + 1) : Math.max(2, 0.5 * columns.length);

  const rows: Band[][] = [];
  for (const stretch of parts) {
    // Between the rules of a ruled table, a stretch whose columns each begin one cell is one row,
    // however its cells' lines begin (a cell listing several names, each on a line of its own).
    if (byRules && oneRow(stretch)) {
      rows.push([...stretch]);
      continue;
    }
    const first = rows.length;
    let open: OpenRow | undefined;
    let afterAcross = false;
    // The figures line of a label begun by centredOn goes on with it.
    let figuresNext = false;
    for (const [i, band] of stretch.entries()) {
      const lineAcross = !byRules && !!open && acrossColumns(band, open, anchor, columns);
      const centred: boolean = !byRules && !!open && !figuresNext && centredOn(stretch, i, open, anchor, col);
      const wrapped = !byRules && !!open && !lineAcross && !afterAcross && !centred && closeLabelLine(band, open, anchor, col, pitch);
      // A label centred beside the line above and the one below names the row above.
      const beside = !byRules && !!open && labelBetweenLines(stretch, i);
      const begins = !figuresNext && !wrapped && !beside && (!open || lineAcross || afterAcross || centred || (byRules ? refills(band, open, col, needed) || lineAcrossUnderLine(band, open?.bands.at(-1), columns) || labelUnderFigures(band, open, anchor, col, pitch, beginsRow(band, open, anchor, col)) : beginsRow(band, open, anchor, col) || headingUnderFigures(band, open, anchor, col, pitch, leading, startsCell(band[0]!, open.byColumn.get(0)?.at(-1)?.text))));
      figuresNext = centred;
      afterAcross = lineAcross;
      if (begins) {
        open = { bands: [band], byColumn: new Map(), widest };
        rows.push(open.bands);
      } else {
        open!.bands.push(band);
      }
      for (const c of band) {
        const k = col(c);
        const list = open!.byColumn.get(k) ?? [];
        list.push(c);
        open!.byColumn.set(k, list);
      }
    }
    // Lines that fill every column together are rows of one line each (lockstepLines.ts).
    if (lockstepRows(stretch, rows.slice(first), columns.length, col)) rows.splice(first, rows.length - first, ...stretch.map((band) => [band]));
  }
  return rows;
}
