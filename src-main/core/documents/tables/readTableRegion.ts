import { tableDoubt, type TableDoubt, type TableRow, type TableRuling } from "../../../contract/tables.ts";
import type { Rect, Rule } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";
import { cellOf, NUMBER, type CellPlacement } from "./tableCells.ts";
import { columnSpan, findColumns, type Column } from "./tableColumns.ts";
import type { Edge } from "./tableEdges.ts";
import { carryAcrossOpenRules } from "./openColumnLines.ts";
import { readHeader } from "./tableHeader.ts";
import { headerRuleUnderShading, ruleUnderHeader } from "./headerRules.ts";
import { joinHeadlessColumns } from "./headlessColumns.ts";
import { joinCentredStubLabels } from "./centredStubLabelRows.ts";
import { openCentredLabelStub, openMultirowStub } from "./multirowStub.ts";
import { openSubRowColumn } from "./subRowColumn.ts";
import { subRowGroups } from "./subRowLines.ts";
import { WRAP } from "./headingLines.ts";
import { splitHeadingRuns } from "./headingRuns.ts";
import { splitAtFlushEdges } from "./flushEdges.ts";
import { withoutLeadingSentences } from "./leadingSentences.ts";
import { withoutLeaderDots } from "./leaderDots.ts";
import { MAX_TABLE_COLUMNS, MAX_TABLE_ROWS } from "./tableLimits.ts";
import type { TableRegion } from "./regionContext.ts";
import { rowOf, splitAcross, splitHeaderAtRules } from "./rowCells.ts";
import { headerIsFigureRows } from "./headerFigureRows.ts";
import { ruleUnderValueLine, valueLineSetApart } from "./spannerValueLine.ts";
import { ruleUnderHeadings } from "./spannerLineRule.ts";
import { mostCommon } from "../mostCommon.ts";
import { ruledGrid } from "./ruledGrid.ts";
import { headerUnderSidewaysCells, sidewaysCellsIn } from "./sidewaysCells.ts";
import { turnedGroupLabels } from "./turnedGroupLabels.ts";
import { rowSpanCategories } from "./rowSpanCategories.ts";
import { groupRows } from "./rowGroups.ts";
import { filledWithSpans, spanDown, splitAtShortRules } from "./shortRuleRows.ts";
import { mergeBulletColumns, withoutEmptyColumns } from "./spareColumns.ts";
import { baselineBands, type Band } from "./tableRows.ts";

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

/**
 * Lines a header with no rule under it may take: a spanner, headings wrapped under it, and stub
 * headings centred between them on baselines of their own.
 */
const MAX_HEADER_BANDS = 6;

/** The font carrying the most characters; on a tie, the one met first. */
function dominantFont(chunks: readonly Chunk[]): string {
  return mostCommon(chunks, (c) => c.font, (c) => c.text.length) ?? "";
}

/**
 * Reads the cells in a region: the header above the first rule or band edge across the table (or,
 * with none, its first line and the lines of its wrapped headings), the body's columns and rows,
 * each cell's text and box; and says what it doubts.
 */
export function readTableRegion(region: TableRegion, upright: readonly Chunk[], vertical: readonly Rule[], placement: CellPlacement, exclude: ReadonlySet<Chunk> = new Set(), options: { noHeader?: boolean; sideways?: readonly Chunk[]; turned?: readonly Chunk[]; carriedEdges?: readonly number[] } = {}): RegionTable | null {
  const width = region.x1 - region.x0;
  // Headings set sideways in the grid's cells are read with its upright text.
  const turned = options.sideways?.length ? sidewaysCellsIn(region, options.sideways, upright) : [];
  const chunks = turned.length > 0 ? [...upright, ...turned] : upright;
  const inRegion = chunks.filter((c) => !exclude.has(c) && c.baseline > region.top && c.baseline - 0.6 * c.size < region.bottom && (c.x0 + c.x1) / 2 >= region.x0 - 0.5 * c.size && (c.x0 + c.x1) / 2 <= region.x1 + 0.5 * c.size);
  // Group labels turned down their rows in no grid stand left of the rows' own labels.
  const groupLabels = options.turned?.length ? turnedGroupLabels(region, options.turned, inRegion, options.sideways ?? []) : [];
  const within = groupLabels.length > 0 ? [...inRegion, ...groupLabels] : inRegion;
  const led = withoutLeaderDots(within);
  // The chunks whose leaders were cut off or dropped are the table's all the same: nothing else reads them.
  const kept = new Set(led);
  const leaders = within.filter((c) => !kept.has(c));
  const inside = withoutLeadingSentences(led, width);
  if (inside.length < 2) return null;
  const across = (e: Edge) => e.x1 - e.x0 >= 0.75 * width;
  const inner = region.edges.filter((e) => e.y > region.top + 1 && e.y < region.bottom - 1);
  // The header ends at the first edge across the table with text on both sides. Text lies on both
  // sides of an edge when the highest baseline is above it and the lowest below: found once, not
  // by a pass over the chunks for each edge (a grid ruled row by row has hundreds of both).
  let highest = Infinity;
  let lowest = -Infinity;
  for (const c of inside) {
    if (c.baseline < highest) highest = c.baseline;
    if (c.baseline > lowest) lowest = c.baseline;
  }
  const parts = (e: Edge) => across(e) && highest < e.y && lowest > e.y;
  const parting = inner.filter(parts);
  const firstParting = parting[0];
  const valueEdge = ruleUnderValueLine(ruleUnderHeader(firstParting, parting, inner, inside), parting, inside);
  const headingsEdge = ruleUnderHeadings(valueEdge, parting, inside);
  // A rule across the whole table under a line of spanners says nothing of which columns each heads.
  const spannersRuled = headingsEdge !== valueEdge ? valueEdge : undefined;
  const headerEdge = headerUnderSidewaysCells(headerRuleUnderShading(headingsEdge, parting, inside), parting, turned, inside);
  let headerChunks: Chunk[];
  let bodyChunks: Chunk[];
  if (options.noHeader) {
    headerChunks = [];
    bodyChunks = inside;
  } else if (headerEdge) {
    headerChunks = inside.filter((c) => c.baseline < headerEdge.y);
    bodyChunks = inside.filter((c) => c.baseline >= headerEdge.y);
    const bodyFont = dominantFont(bodyChunks);
    // Numbers in the body's type above the first rule are a first row (a grid ruled between every
    // row, with no header), not headings; so are a first group of rows, labels and figures (a table
    // with no headings ruled in groups of rows).
    if (headerChunks.every((c) => NUMBER.test(c.text) && c.font === bodyFont) || headerIsFigureRows(headerChunks, bodyFont)) {
      bodyChunks = inside;
      headerChunks = [];
    }
  } else {
    const bands = baselineBands(inside);
    let count = 1;
    while (count < bands.length && count < MAX_HEADER_BANDS && bands[count]![0]!.baseline - bands[count - 1]![0]!.baseline <= WRAP * bands[count]![0]!.size && !bands[count]!.some((c) => NUMBER.test(c.text))) count++;
    // A header of spanners alone heads the line of values set apart under it.
    if (valueLineSetApart(bands, count, Math.min(...inside.map((c) => c.x0)))) count++;
    // A lone first line is a header only with more lines under it, and only when it is not one
    // more row of figures like those under it.
    if (count >= bands.length) count = bands.length > 1 ? 1 : 0;
    if (count === 1 && bands[0]!.every((c) => NUMBER.test(c.text)) && bands.slice(1).some((b) => b.every((c) => NUMBER.test(c.text)))) count = 0;
    // Ruled down its columns only, with no rule to end a header, a table's lines all stand at its
    // rows' leading: its first line is a header only when set in another type than the rows under it.
    if (region.columnRuledOnly) count = bands.length > 2 && bands[0]!.every((c) => c.font !== dominantFont(bands.slice(1).flat())) ? 1 : 0;
    headerChunks = bands.slice(0, count).flat();
    bodyChunks = bands.slice(count).flat();
  }
  const allBands = baselineBands(bodyChunks);
  // Columns set flush left closer than the chunk gap are parted at their headings' edges first.
  let bands = splitAtFlushEdges(headerChunks, allBands.slice(0, MAX_TABLE_ROWS * 8), options.carriedEdges);
  const cut = bands.length < allBands.length;
  // The header's lines can show a gap between columns that runs of the body's cells close.
  const { columns: found, ruled, rules } = findColumns(bands, region.x0, region.x1, vertical, region.top, region.bottom, baselineBands(headerChunks));
  // Row labels centred down their rows alone on their lines part from the cells only by a heading over them.
  const headed = ruled ? found : openMultirowStub(found, headerChunks, bands);
  // With no heading over them, such labels part from the cells by sitting half-way between two rows.
  const centred = ruled || headed !== found ? headed : openCentredLabelStub(found, bands);
  // Sub-rows' cells alone on their lines beside a stub set once down them part from it the same way.
  const opened = ruled || centred !== found ? centred : openSubRowColumn(found, headerChunks, bands);
  const columns = joinHeadlessColumns(withoutEmptyColumns(mergeBulletColumns(opened.slice(0, MAX_TABLE_COLUMNS), bands), [...headerChunks, ...bands.flat()], rules), headerChunks, bands);
  // Group labels centred down their rows part the stub's columns for placing cells only: rows are
  // found, and a label across the whole stub kept whole, as with the stub one column.
  const stubCut = centred !== headed && columns[1]?.x0 === centred[1]!.x0;
  const rowColumns = stubCut ? [{ x0: columns[0]!.x0, x1: columns[1]!.x1 }, ...columns.slice(2)] : columns;
  // A chunk across a column cut is two cells run together when its runs part there.
  bands = bands.map((band) => splitAcross(band, rowColumns, rules, vertical));
  // Read with no header, the edge that would have ended one parts the first row from the next.
  const headerEnd = options.noHeader ? undefined : headerEdge;
  const rowRules = inner.filter((e) => e !== headerEnd && e.x1 - e.x0 >= 0.4 * width && (!headerEnd || e.y > headerEnd.y));
  const boundaries = rowRules.map((e) => e.y);
  // Ruled down its columns only, a table has no rule between rows to tell a row from a cell's next
  // line: a line filling half its columns or more begins a row (a wrapped cell's line fills one).
  if (region.columnRuledOnly) {
    const filled = (band: Band) => new Set(band.map((c) => columnSpan(c, rowColumns)[0])).size >= Math.max(2, 0.5 * rowColumns.length);
    for (let i = 1; i < bands.length; i++) if (filled(bands[i]!)) boundaries.push((bands[i - 1]![0]!.baseline + 0.15 * bands[i - 1]![0]!.size + bands[i]![0]!.baseline - 0.7 * bands[i]![0]!.size) / 2);
  }
  const rowsFound = carryAcrossOpenRules(groupRows(bands, rowColumns, boundaries, ruled), rowColumns, inner).slice(0, MAX_TABLE_ROWS);
  // A group label centred down its rows in the stub opened for it heads its first row.
  const grouped = stubCut ? joinCentredStubLabels(rowsFound, columns) : rowsFound;
  const categories = rowSpanCategories(grouped, rowColumns, rowRules);
  // Rows parted by short rules are split once no category is printed once for several rows: a
  // category's rows are counted before any split.
  const ruleSplit = categories ? undefined : splitAtShortRules(grouped, columns, inner);
  // Sub-rows with no rule between them are told by a line centred down them instead.
  const split = !ruleSplit ? { groups: grouped, spans: undefined } : ruleSplit.spans.size > 0 ? ruleSplit : (subRowGroups(bands, columns) ?? ruleSplit);
  const { spans } = split;
  const groups = split.groups.slice(0, MAX_TABLE_ROWS);
  const rows: TableRow[] = [];
  // The grid's boxes, read once for the body's merged cells and the header's boxed headings.
  const grid = ruled ? ruledGrid(columns, vertical, rules, region.edges, region.x0, region.x1) : undefined;
  let overlapping = false;
  groups.forEach((group, i) => {
    const category = categories?.find((s) => s.first === i);
    const covered = !category && !!categories?.some((s) => s.first < i && i < s.first + s.rows);
    const { row, overlap } = rowOf(group.flat(), columns, placement, grid, !!spans?.get(group));
    overlapping ||= overlap;
    if (category) row.cells[0] = cellOf(category.chunks, placement, 1, category.rows);
    // A cell covered by a category above is absent from its row.
    else if (covered && !row.cells[0]!.text) row.cells.shift();
    rows.push(spanDown(row, spans?.get(group)));
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
  const underlines = inner.filter((e) => e.kind === "rule" && (!across(e) || (e === firstParting && e !== headerEdge && e !== spannersRuled)) && (!headerEdge || e.y < headerEdge.y)).map((e) => ({ x0: e.x0, x1: e.x1, y: e.y }));
  const header = readHeader(splitHeadingRuns(splitHeaderAtRules(headerChunks, columns, rules, vertical), columns), columns, underlines, placement, grid);
  const doubts: TableDoubt[] = [];
  if (columns.length === 1) doubts.push(tableDoubt("one-column"));
  // A cell spanning down from a row above fills the rows it covers.
  const filled = filledWithSpans(rows);
  const sparse = rows.filter((r, i) => r.kind === "body" && filled[i]! < 0.5 * columns.length).length;
  if (columns.length >= 3 && sparse > 0.3 * rows.length) doubts.push(tableDoubt("ragged-rows"));
  if (overlapping) doubts.push(tableDoubt("cells-overlap"));
  if (cut || split.groups.length > MAX_TABLE_ROWS || opened.length > MAX_TABLE_COLUMNS) doubts.push(tableDoubt("cut-at-limit"));
  const taken = [...headerChunks, ...bands.flat(), ...leaders];
  const ruling: TableRuling = ruled ? "grid" : region.edges.some((e) => e.kind === "rule") ? "horizontal" : "none";
  return { header, rows, columns, ruling, doubts, box: { x: region.x0, y: region.top, w: width, h: region.bottom - region.top }, taken };
}
