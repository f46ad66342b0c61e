import { tableDoubt, type TableDoubt, type TableRow, type TableRuling } from "../../../contract/tables.ts";
import type { Rect, Rule } from "../layout/types.ts";
import { splitChunkAt, type Chunk } from "./tableChunks.ts";
import { cellOf, emptyCell, type CellPlacement } from "./tableCells.ts";
import { columnSpan, findColumns, type Column } from "./tableColumns.ts";
import type { Edge } from "./tableEdges.ts";
import { splitFigureRun } from "./figureRuns.ts";
import { carryAcrossOpenRules } from "./openColumnLines.ts";
import { readHeader } from "./tableHeader.ts";
import { joinHeadlessColumns } from "./headlessColumns.ts";
import { MAX_TABLE_COLUMNS, MAX_TABLE_ROWS } from "./tableLimits.ts";
import type { TableRegion } from "./tableRegions.ts";
import { rowSpanCategories } from "./rowSpanCategories.ts";
import { baselineBands, groupRows, type Band } from "./tableRows.ts";

/** A table's cells as read from one region of one frame. */
export interface RegionTable {
  header: TableRow[];
  rows: TableRow[];
  columns: Column[];
  ruling: TableRuling;
  doubts: TableDoubt[];
  /** Its outline in the frame. */
  box: Rect;
  /** The chunks it took, so nothing else reads them. */
  taken: Chunk[];
}

const WRAP = 1.45;
/**
 * Lines a header with no rule under it may take: a spanner, headings wrapped under it, and stub
 * headings centred between them on baselines of their own.
 */
const MAX_HEADER_BANDS = 6;
/** A cell of figures: "12", "3.4 (1.2)", "<0.001", "−2.5%". */
const NUMBER = /^[\d.,\-–−+±()%<>=\s]+$/;

function dominantFont(chunks: readonly Chunk[]): string {
  const weight = new Map<string, number>();
  for (const c of chunks) weight.set(c.font, (weight.get(c.font) ?? 0) + c.text.length);
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}

/**
 * Reads the cells in a region: the header above the first rule or band edge across the table (or,
 * with none, its first line and the lines of its wrapped headings), the body's columns and rows,
 * each cell's text and box; and says what it doubts.
 */
export function readTableRegion(region: TableRegion, chunks: readonly Chunk[], vertical: readonly Rule[], placement: CellPlacement, exclude: ReadonlySet<Chunk> = new Set(), options: { noHeader?: boolean } = {}): RegionTable | null {
  const width = region.x1 - region.x0;
  const inside = withoutLeadingSentences(
    chunks.filter((c) => !exclude.has(c) && c.baseline > region.top && c.baseline - 0.6 * c.size < region.bottom && (c.x0 + c.x1) / 2 >= region.x0 - 0.5 * c.size && (c.x0 + c.x1) / 2 <= region.x1 + 0.5 * c.size),
    width,
  );
  if (inside.length < 2) return null;
  const across = (e: Edge) => e.x1 - e.x0 >= 0.75 * width;
  const inner = region.edges.filter((e) => e.y > region.top + 1 && e.y < region.bottom - 1);
  // The header ends at the first edge across the table with text on both sides.
  const parts = (e: Edge) => across(e) && inside.some((c) => c.baseline < e.y) && inside.some((c) => c.baseline > e.y);
  const firstParting = inner.find(parts);
  const headerEdge = headerRuleUnderShading(ruleUnderHeader(firstParting, inner.filter(parts), inner, inside), inner.filter(parts), inside);
  let headerChunks: Chunk[];
  let bodyChunks: Chunk[];
  if (options.noHeader) {
    headerChunks = [];
    bodyChunks = inside;
  } else if (headerEdge) {
    headerChunks = inside.filter((c) => c.baseline < headerEdge.y);
    bodyChunks = inside.filter((c) => c.baseline >= headerEdge.y);
    // Numbers in the body's type above the first rule are a first row (a grid ruled between every
    // row, with no header), not headings.
    const bodyFont = dominantFont(bodyChunks);
    if (headerChunks.every((c) => NUMBER.test(c.text) && c.font === bodyFont)) {
      bodyChunks = inside;
      headerChunks = [];
    }
  } else {
    const bands = baselineBands(inside);
    let count = 1;
    while (count < bands.length && count < MAX_HEADER_BANDS && bands[count]![0]!.baseline - bands[count - 1]![0]!.baseline <= WRAP * bands[count]![0]!.size && !bands[count]!.some((c) => NUMBER.test(c.text))) count++;
    // A lone first line is a header only with more lines under it, and only when it is not one
    // more row of figures like those under it.
    if (count >= bands.length) count = bands.length > 1 ? 1 : 0;
    if (count === 1 && bands[0]!.every((c) => NUMBER.test(c.text)) && bands.slice(1).some((b) => b.every((c) => NUMBER.test(c.text)))) count = 0;
    headerChunks = bands.slice(0, count).flat();
    bodyChunks = bands.slice(count).flat();
  }
  const allBands = baselineBands(bodyChunks);
  let bands = allBands.slice(0, MAX_TABLE_ROWS * 8);
  const cut = bands.length < allBands.length;
  const { columns: found, ruled } = findColumns(bands, region.x0, region.x1, vertical, region.top, region.bottom);
  const columns = joinHeadlessColumns(withoutEmptyColumns(mergeBulletColumns(found.slice(0, MAX_TABLE_COLUMNS), bands), [...headerChunks, ...bands.flat()]), headerChunks, bands);
  // A chunk across a column cut is two cells run together when its runs part there.
  bands = bands.map((band) => splitAcross(band, columns));
  const boundaries = inner.filter((e) => e !== headerEdge && e.x1 - e.x0 >= 0.4 * width && (!headerEdge || e.y > headerEdge.y)).map((e) => e.y);
  const groups = carryAcrossOpenRules(groupRows(bands, columns, boundaries, ruled), columns, inner).slice(0, MAX_TABLE_ROWS);
  const categories = rowSpanCategories(groups, columns);
  const rows: TableRow[] = [];
  let overlapping = false;
  groups.forEach((group, i) => {
    const category = categories?.find((s) => s.first === i);
    const covered = !category && !!categories?.some((s) => s.first < i && i < s.first + s.rows);
    const { row, overlap } = rowOf(group.flat(), columns, placement);
    overlapping ||= overlap;
    if (category) row.cells[0] = cellOf(category.chunks, placement, 1, category.rows);
    // A cell covered by a category above is absent from its row.
    else if (covered && !row.cells[0]!.text) row.cells.shift();
    rows.push(row);
  });
  // Each column's text, for telling a heading over several columns from one merely wider than its own.
  for (const band of bands) {
    for (const c of band) {
      const [first, last] = columnSpan(c, columns);
      if (first !== last) continue;
      const col = columns[first]!;
      col.content = col.content ? { x0: Math.min(col.content.x0, c.x0), x1: Math.max(col.content.x1, c.x1) } : { x0: c.x0, x1: c.x1 };
    }
  }
  // A spanner's underline passed over as the header's end (it leaves the stub open) still says which columns the spanner heads.
  const underlines = inner.filter((e) => e.kind === "rule" && (!across(e) || (e === firstParting && e !== headerEdge)) && (!headerEdge || e.y < headerEdge.y)).map((e) => ({ x0: e.x0, x1: e.x1, y: e.y }));
  const header = readHeader(headerChunks, columns, underlines, placement);
  const doubts: TableDoubt[] = [];
  if (columns.length === 1) doubts.push(tableDoubt("one-column"));
  const sparse = rows.filter((r) => r.kind === "body" && r.cells.filter((c) => c.text).length < 0.5 * columns.length).length;
  if (columns.length >= 3 && sparse > 0.3 * rows.length) doubts.push(tableDoubt("ragged-rows"));
  if (overlapping) doubts.push(tableDoubt("cells-overlap"));
  if (cut || groups.length > MAX_TABLE_ROWS || found.length > MAX_TABLE_COLUMNS) doubts.push(tableDoubt("cut-at-limit"));
  const taken = [...headerChunks, ...bands.flat()];
  const ruling: TableRuling = ruled ? "grid" : region.edges.some((e) => e.kind === "rule") ? "horizontal" : "none";
  return { header, rows, columns, ruling, doubts, box: { x: region.x0, y: region.top, w: width, h: region.bottom - region.top }, taken };
}

/**
 * A shaded header drawn in pieces has a fill's edge between the lines of one heading cell. When
 * the first edge across is such a fill's edge, and the lines under it down to the next rule across
 * are set as close as a wrapped heading's lines and hold no figures, the header ends at the rule.
 */
function headerRuleUnderShading(first: Edge | undefined, parting: readonly Edge[], inside: readonly Chunk[]): Edge | undefined {
  if (!first || first.kind !== "band") return first;
  // A rule that leaves the stub open underlines a spanner in the header; the header's own rule runs from the stub.
  const left = Math.min(...inside.map((c) => c.x0));
  const rule = parting.find((e) => e.kind === "rule" && e.y > first.y && e.x0 <= left + 2 * inside[0]!.size);
  if (!rule) return first;
  const above = baselineBands(inside.filter((c) => c.baseline < first.y)).at(-1);
  const between = baselineBands(inside.filter((c) => c.baseline > first.y && c.baseline < rule.y));
  // Sub-headings wrapped over two lines beside a stub heading wrapped on baselines of its own make four.
  if (!above || between.length === 0 || between.length > 4) return first;
  let previous = above[0]!.baseline;
  for (const band of between) {
    if (band.some((c) => NUMBER.test(c.text)) || band[0]!.baseline - previous > WRAP * band[0]!.size) return first;
    previous = band[0]!.baseline;
  }
  return rule;
}

/**
 * A rule across the columns that leaves the stub column open is a spanner's underline ("Race"
 * over the groups under it), not the rule under the header, when a rule below it runs from the
 * stub's left edge and the lines between hold no figures: the header ends at that full rule.
 */
function ruleUnderHeader(first: Edge | undefined, parting: readonly Edge[], inner: readonly Edge[], inside: readonly Chunk[]): Edge | undefined {
  if (!first || first.kind !== "rule") return first;
  const left = Math.min(...inside.map((c) => c.x0));
  const size = inside[0]!.size;
  const open = (e: Edge) => e.x0 > left + 2 * size;
  if (!open(first)) return first;
  const full = parting.find((e) => e.kind === "rule" && e.y > first.y && !open(e));
  if (!full) return first;
  // Groups underlined in turn between the two: a header of levels, each ruled off.
  if (!inner.some((e) => e.kind === "rule" && e.y > first.y + 1 && e.y < full.y - 1 && e.x1 - e.x0 < first.x1 - first.x0 - 2 * size)) return first;
  const between = inside.filter((c) => c.baseline > first.y && c.baseline < full.y);
  return between.length > 0 && !between.some((c) => NUMBER.test(c.text)) ? full : first;
}

/** A sentence has at least this many words; a heading, however long, is set in pieces fewer. */
const SENTENCE_WORDS = 8;

/**
 * Lines at the top of a region that are sentences across the table ("This table gives..."): a
 * note under the caption, not a heading. They are lines of one piece each, the first running
 * across most of the table, whose words (many) end as a sentence ends; they are left to the text.
 */
function withoutLeadingSentences(inside: Chunk[], width: number): Chunk[] {
  const bands = baselineBands(inside);
  const first = bands[0]?.[0];
  if (!first || bands[0]!.length !== 1 || first.x1 - first.x0 < 0.5 * width) return inside;
  let words = 0;
  let k = 0;
  for (let i = 0; i < Math.min(bands.length - 1, 4) && bands[i]!.length === 1; i++) {
    const text = bands[i]![0]!.text.trim();
    words += text.split(/\s+/).length;
    if (/[.:]$/.test(text) && words >= SENTENCE_WORDS) k = i + 1;
  }
  if (k === 0) return inside;
  const notes = new Set(bands.slice(0, k).flat());
  return inside.filter((c) => !notes.has(c));
}

/** A column of bullets alone ("•") is the bullets of the list in the column beside it. */
function mergeBulletColumns(columns: Column[], bands: readonly Band[]): Column[] {
  if (columns.length < 2) return columns;
  const bullets = new Set<number>();
  const other = new Set<number>();
  for (const band of bands) {
    for (const c of band) {
      const k = columnSpan(c, columns)[0];
      (/^[•·▪◦‣●○■□–-]$/.test(c.text) ? bullets : other).add(k);
    }
  }
  const out: Column[] = [];
  for (let k = 0; k < columns.length; k++) {
    if (bullets.has(k) && !other.has(k) && k + 1 < columns.length) {
      out.push({ x0: columns[k]!.x0, x1: columns[k + 1]!.x1 });
      k++;
    } else out.push(columns[k]!);
  }
  return out;
}

/**
 * A column no text stands in is no column: a double border, or a frame drawn a little wider than
 * the rules inside it, leaves a sliver between two rules that no heading or cell falls in. Its
 * stretch goes to the column beside it (the one before, or the next for the first).
 */
function withoutEmptyColumns(columns: Column[], chunks: readonly Chunk[]): Column[] {
  if (columns.length < 2) return columns;
  const used = new Set(chunks.map((c) => centreIn(c, columns)));
  if (used.size === columns.length) return columns;
  const out: Column[] = [];
  let pending: number | null = null;
  columns.forEach((col, k) => {
    if (used.has(k)) {
      out.push({ x0: pending ?? col.x0, x1: col.x1 });
      pending = null;
    } else if (out.length > 0) out[out.length - 1] = { ...out.at(-1)!, x1: col.x1 };
    else pending ??= col.x0;
  });
  return out.length > 0 ? out : columns;
}

/** The column a piece's centre falls in. */
function centreIn(c: Chunk, columns: readonly Column[]): number {
  const centre = (c.x0 + c.x1) / 2;
  const k = columns.findIndex((col) => centre < col.x1);
  return k < 0 ? columns.length - 1 : k;
}

/** Splits chunks that straddle a column cut where their runs part. */
function splitAcross(band: Band, columns: readonly Column[]): Band {
  const out: Chunk[] = [];
  const queue = [...band];
  while (queue.length > 0) {
    const c = queue.shift()!;
    const cut = columns.slice(1).find((col) => col.x0 > c.x0 + 0.5 * c.size && col.x0 < c.x1 - 0.5 * c.size);
    const parts = cut && band.length > 1 ? (splitChunkAt(c, cut.x0) ?? splitFigureRun(c, columns)) : null;
    if (parts) queue.unshift(...parts);
    else out.push(c);
  }
  return out.sort((a, b) => a.x0 - b.x0);
}

/** One row's cells: chunks by the column they begin in; a chunk over empty columns spans them. */
function rowOf(chunks: Chunk[], columns: readonly Column[], placement: CellPlacement): { row: TableRow; overlap: boolean } {
  const spans = chunks.map((c) => ({ c, span: columnSpan(c, columns) }));
  const starts = new Set(spans.map((s) => s.span[0]));
  const byColumn = new Map<number, { chunks: Chunk[]; last: number }>();
  for (const { c, span } of spans) {
    let last = span[0];
    // It spans the columns it covers that no other piece of the row begins in.
    while (last < span[1] && !starts.has(last + 1)) last++;
    const cell = byColumn.get(span[0]) ?? { chunks: [], last: span[0] };
    cell.chunks.push(c);
    cell.last = Math.max(cell.last, last);
    byColumn.set(span[0], cell);
  }
  let overlap = false;
  for (const { chunks: list } of byColumn.values()) {
    for (let i = 0; i < list.length && !overlap; i++) for (let j = i + 1; j < list.length; j++) if (Math.abs(list[i]!.baseline - list[j]!.baseline) < 0.3 * list[i]!.size && Math.min(list[i]!.x1, list[j]!.x1) - Math.max(list[i]!.x0, list[j]!.x0) > 1) overlap = true;
  }
  const cells = [];
  for (let k = 0; k < columns.length; ) {
    const cell = byColumn.get(k);
    if (!cell) {
      cells.push(emptyCell());
      k++;
      continue;
    }
    cells.push(cellOf(cell.chunks, placement, cell.last - k + 1));
    k = cell.last + 1;
  }
  const filled = cells.filter((c) => c.text);
  const kind = columns.length >= 2 && filled.length === 1 && cells[0]!.text && !/\d/.test(cells[0]!.text) ? "subheading" : "body";
  return { row: { kind, cells }, overlap };
}
