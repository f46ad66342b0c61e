import type { Chunk } from "./tableChunks.ts";
import { columnSpan, type Column } from "./tableColumns.ts";

/** Chunks on one baseline, left to right. */
export type Band = Chunk[];

/** Groups chunks into baselines: those within a third of an em share one. Sorted top to bottom. */
export function baselineBands(chunks: readonly Chunk[]): Band[] {
  // Most of its calls are for one cell's text, of one chunk: one band, nothing to sort or join.
  if (chunks.length <= 1) return chunks.length === 0 ? [] : [[chunks[0]!]];
  const bands: Band[] = [];
  for (const c of [...chunks].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0)) {
    const band = bands.at(-1);
    if (band && c.baseline - band[0]!.baseline < 0.35 * Math.max(c.size, band[0]!.size)) band.push(c);
    else bands.push([c]);
  }
  // Small type set a little higher or lower (reference numbers in a column of their own) belongs
  // to the line beside it.
  // Each band's largest type, worked out once: a band taken in by another is smaller than its host,
  // so the host's largest never changes.
  const sizes = new Map<Band, number>();
  for (const b of bands) {
    let most = -Infinity;
    for (const c of b) most = Math.max(most, c.size);
    sizes.set(b, most);
  }
  const largest = (b: Band) => sizes.get(b)!;
  const kept: Band[] = [];
  for (let i = 0; i < bands.length; i++) {
    const band = bands[i]!;
    const size = largest(band);
    const near = [kept.at(-1), bands[i + 1]].filter((b): b is Band => !!b && Math.abs(b[0]!.baseline - band[0]!.baseline) < 0.6 * largest(b) && size < 0.85 * largest(b));
    const host = near.sort((a, b) => Math.abs(a[0]!.baseline - band[0]!.baseline) - Math.abs(b[0]!.baseline - band[0]!.baseline))[0];
    if (host) host.push(...band);
    else kept.push(band);
  }
  for (const band of kept) band.sort((a, b) => a.x0 - b.x0);
  return kept;
}

/** Endings that leave a cell's line unfinished: a comma, a hyphen, an article, a conjunction, a preposition that needs its object. */
const CONNECTOR = /(?:[,;:/&+(–—-]|\b(?:and|or|of|the|with|in|for|to|a|an|by|on|at|from|versus|vs\.?|per|than|into|&)|\bet)$/i;

/**
 * Whether a chunk begins a cell rather than going on with the text above it in its column: a
 * continuation starts with a lower-case word or follows a line that ends with a comma, a hyphen
 * or a word that cannot end a phrase ("and", "of").
 */
export function startsCell(chunk: Chunk, above: string | undefined): boolean {
  if (above !== undefined && CONNECTOR.test(above.trim())) return false;
  return !/^[\p{Ll}]/u.test(chunk.text) || /^(?:n|p|vs|e\.g|i\.e|ns|n\/a|no|yes|mg|ml|kg|cm|mm)\b/.test(chunk.text);
}

/** A row under construction: its chunks by column and the bands it holds. */
interface OpenRow {
  bands: Band[];
  byColumn: Map<number, Chunk[]>;
}

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
    const last = new Map<number, string>();
    for (const band of stretch) {
      for (const c of band) {
        const k = col(c);
        if (startsCell(c, last.get(k))) fresh.set(k, (fresh.get(k) ?? 0) + 1);
        last.set(k, c.text);
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
  const needed = gridRows ? Math.max(2, Math.floor(columns.length / 2) + 1) : Math.max(2, 0.5 * columns.length);

  const rows: Band[][] = [];
  for (const stretch of parts) {
    // Between the rules of a ruled table, a stretch whose columns each begin one cell is one row,
    // however its cells' lines begin (a cell listing several names, each on a line of its own).
    if (byRules && oneRow(stretch)) {
      rows.push([...stretch]);
      continue;
    }
    let open: OpenRow | undefined;
    let afterAcross = false;
    // The figures line of a label begun by centredOn goes on with it.
    let figuresNext = false;
    for (const [i, band] of stretch.entries()) {
      const lineAcross = !byRules && !!open && acrossColumns(band, open, anchor, columns);
      const centred: boolean = !byRules && !!open && !figuresNext && centredOn(stretch, i, open, anchor, col);
      const begins = !figuresNext && (!open || lineAcross || afterAcross || centred || (byRules ? refills(band, open, col, needed) : beginsRow(band, open, anchor, col)));
      figuresNext = centred;
      afterAcross = lineAcross;
      if (begins) {
        open = { bands: [band], byColumn: new Map() };
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
  }
  return rows;
}

/**
 * A line of one piece that begins right of the anchor column and runs on across a column cut by
 * more than an em is a sub-heading across the table ("Projected values" centred over the figures
 * under it), a row of its own: a wrapped cell's line stays in its column. It still goes on with
 * the cell above when it opens with a small letter or follows a line left unfinished.
 */
function acrossColumns(band: Band, open: OpenRow, anchor: number, columns: readonly Column[]): boolean {
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
 * open row has already filled, more than it continues.
 */
function beginsRow(band: Band, open: OpenRow, anchor: number, col: (c: Chunk) => number): boolean {
  const anchorChunk = band.find((c) => col(c) === anchor);
  if (anchorChunk && startsCell(anchorChunk, lastText(open, anchor))) return true;
  return refills(band, open, col);
}

/**
 * Whether a label of two lines begins a row whose figures are set on a line of their own, centred
 * between the label's lines (the figures, not the labels, anchor such a table): the label's first
 * line would otherwise go on with the row above, which already has its figures.
 */
function centredOn(stretch: readonly Band[], i: number, open: OpenRow, anchor: number, col: (c: Chunk) => number): boolean {
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

/** A band that begins cells anew in two or more columns the open row has already filled, more than it continues. */
function refills(band: Band, open: OpenRow, col: (c: Chunk) => number, needed = 2): boolean {
  const fresh = new Set<number>();
  const continuing = new Set<number>();
  for (const c of band) {
    const k = col(c);
    const above = lastText(open, k);
    if (!startsCell(c, above)) continuing.add(k);
    else if (above !== undefined) fresh.add(k);
  }
  return fresh.size >= needed && fresh.size > continuing.size;
}

/**
 * The column whose cells begin the rows: the first (the row labels) unless it is sparse, empty
 * beside most of the bands that fill the row (it names a group once for several rows); then the
 * column where cells most often begin.
 */
function anchorColumn(bands: readonly Band[], columns: readonly Column[]): number {
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
      if (fresh.has(0)) labelled++;
    }
  }
  if (full === 0 || labelled >= 0.5 * full) return 0;
  let best = 1;
  for (let k = 2; k < starts.length; k++) if (starts[k]! > starts[best]!) best = k;
  return Math.min(best, columns.length - 1);
}
