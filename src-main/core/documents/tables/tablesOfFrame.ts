import { type ParsedTable } from "../../../contract/tables.ts";
import { gridRows } from "../../../contract/tableGrid.ts";
import { buildLines } from "../layout/buildLines.ts";
import { captionedUnder } from "./captionedHeadRows.ts";
import { captionsSetUnder, regionOverFirst } from "./captionsUnderTables.ts";
import { captionsBesideTables, plainCaptionsBesideTables } from "./captionBesideTable.ts";
import { captionOpeningPage, nameTable } from "./captionOverPage.ts";
import { carriedToColumnHead } from "./continuedAtColumnHead.ts";
import { findGutter } from "../layout/columnGutter.ts";
import { median } from "../layout/quantiles.ts";
import type { Line, PageText, Rect } from "../layout/types.ts";
import { continuationRegion, PAGE_HEAD_SHARE } from "./continuationRegion.ts";
import { headText } from "./runningHeadBand.ts";
import { imageTable, pictureFor } from "./imageTables.ts";
import type { CarriedTable, PageTable } from "./pageTable.ts";
import { withoutNotesInFoot } from "./notesInFoot.ts";
import { isOneRuledRow } from "./oneRuledRow.ts";
import { falseTable, pageColumns } from "./falseTables.ts";
import { isProseLine } from "./proseLines.ts";
import { readTableRegion, type RegionTable } from "./readTableRegion.ts";
import { sidewaysCellChunks, turnedChunks } from "./sidewaysCells.ts";
import type { TableRegion } from "./regionContext.ts";
import { chunksOf, type Chunk } from "./tableChunks.ts";
import { findTableCaptions, type TableCaption } from "./tableCaptions.ts";
import { boxOf } from "./tableCells.ts";
import { horizontalEdges, joinBands, verticalRules } from "./tableEdges.ts";
import { tableFootnotes } from "./tableFootnotes.ts";
import { inkAround, type TableFrame } from "./tableFrames.ts";
import { FIGURE_LABEL } from "./tablePages.ts";
import { regionForCaption, regionOffside, regionUnderDrawing } from "./tableRegions.ts";
import { twinsUnder } from "./twinCaptions.ts";
import { unlabelledRegions } from "./unlabelledRegions.ts";
import { whitespaceRegions } from "./whitespaceRegions.ts";
import { filledWithSpans } from "./shortRuleRows.ts";

const round = (n: number) => Math.round(n * 100) / 100;

interface FrameTables {
  parts: { part: PageTable; areas: Rect[] }[];
  /** The last table of the frame, when it runs to the frame's foot. */
  open: CarriedTable | null;
  /** Areas read as rows of cells that are no table (a list of contents, a numbered display, a code listing): kept out of the body's text all the same, as a table's are (a list of contents would feign headings there). */
  apart: Rect[];
  /** A caption opening the frame that named no table on it (`captionOpeningPage`): the name of a table left open at the foot of the page before. */
  headCaption: TableCaption | null;
}

/**
 * Reads the tables of one frame of a page (the page upright, or one sideways block): first the
 * rows going on from a table `carried` open from the page before, then the tables captions
 * name, then those found by their rules or whitespace alone. `built` are the frame's lines when
 * the caller has them already.
 */
export function tablesOfFrame(frame: TableFrame, page: PageText, bodySize: number, carried: CarriedTable | null, built?: readonly Line[]): FrameTables {
  const none: FrameTables = { parts: [], open: null, apart: [], headCaption: null };
  const lines = built ? [...built] : buildLines({ runs: frame.runs, pageNumber: frame.pageNumber }, { keepMarkers: true });
  if (lines.length === 0) return none;
  const { edges, textRules } = horizontalEdges(frame.graphics, lines);
  const textLines = lines.filter((l) => !textRules.has(l));
  const chunks = chunksOf(textLines);
  const captions = findTableCaptions(textLines, edges.filter((e) => e.kind === "rule"));

  const vertical = verticalRules(frame.graphics);
  // Headings set sideways in an upright grid's cells; a turned frame reads its text upright already.
  const sideways = frame.angle === 0 ? sidewaysCellChunks(page.sideways, frame.graphics?.vertical ?? [], frame.pageNumber) : [];
  // Every turned run of an upright frame: a group label set sideways down its rows may be in no grid.
  const turnedRuns = frame.angle === 0 ? turnedChunks(page.sideways, frame.pageNumber) : [];
  let found: number | null | undefined;
  const gutter = () => (found === undefined ? (found = frame.angle === 0 ? findGutter(textLines, frame.width) : null) : found);
  const context = { lines: textLines, chunks, edges, captions, bodySize, gutter, frameWidth: frame.width, turned: frame.angle !== 0, ink: (rect: Rect, margin?: number) => inkAround(frame, rect, margin), verticals: vertical, tiles: joinBands(frame.graphics?.fills ?? []) };
  const placement = { page: frame.pageNumber, toPage: frame.toPage };
  const parts: FrameTables["parts"] = [];
  const regions: TableRegion[] = [];
  const used = new Set<Chunk>();
  const apart: Rect[] = [];
  let last: { region: TableRegion; read: RegionTable; part: PageTable } | null = null;
  const regionOf = new Map<PageTable, TableRegion>();

  const add = (region: TableRegion, read: RegionTable, caption: TableCaption | null, continues?: PageTable) => {
    regions.push(region);
    for (const c of read.taken) used.add(c);
    const size = median(read.taken.map((c) => c.size));
    const notes = tableFootnotes(region, textLines, captions, bodySize, size);
    const box = frame.toPage(read.box);
    const areas: Rect[] = [box];
    // A header printed again over a continued table's rows is the table's, though no row of it.
    if (region.repeatedHeaderTop !== undefined) areas.push(frame.toPage({ x: region.x0, y: region.repeatedHeaderTop, w: region.x1 - region.x0, h: read.box.y - region.repeatedHeaderTop }));
    const noteBox = boxOf(chunks.filter((c) => notes.lines.includes(c.line)), placement);
    if (noteBox) areas.push(noteBox);
    const headnote = region.headnote ?? [];
    const headnoteBox = boxOf(chunks.filter((c) => headnote.includes(c.line)), placement);
    if (headnoteBox) areas.push(headnoteBox);
    const captionText = [caption?.text.trim() ?? "", ...headnote.map((l) => l.text.trim())].filter(Boolean).join(" ");
    const table: ParsedTable = {
      label: caption?.label ?? null,
      caption: captionText || null,
      page: frame.pageNumber,
      pages: [frame.pageNumber],
      boxes: [{ page: frame.pageNumber, x: round(box.x), y: round(box.y), w: round(box.w), h: round(box.h) }],
      kind: "text",
      rotated: frame.angle !== 0 || page.rotate % 180 !== 0,
      ruling: read.ruling,
      header: read.header,
      rows: read.rows,
      footnotes: notes.notes,
      doubts: read.doubts,
    };
    const part: PageTable = { table, caption, ...(continues ? { continues } : {}) };
    regionOf.set(part, region);
    parts.push({ part, areas });
    if (!last || region.bottom >= last.region.bottom) last = { region: { ...region, bottom: Math.max(region.bottom, ...notes.lines.map((l) => l.bottom)) }, read, part };
  };

  // Rows going on from the foot of the page before, above anything else on this page.
  if (carried) {
    // Under the table's own place, or, for a table that ended its page's last column, at the head of an earlier column here.
    const moved = frame.angle === 0 ? carriedToColumnHead(carried, chunks, frame.height) : null;
    // There a label line set apart by its place alone (`plain`) ends the rows too: it is the caption under them.
    const plainFirst = () => [...captions, ...findTableCaptions(textLines, edges.filter((e) => e.kind === "rule"), true)];
    const [open, region] = continuing(carried, (t) => continuationRegion(t, chunks, edges, t === carried ? captions : plainFirst(), frame.height), moved);
    if (region && !captionedUnder(region, context)) {
      const carriedEdges = open.columns.map((c) => c.content?.x0 ?? c.x0);
      let read = readTableRegion(region, chunks, vertical, placement, used, { sideways, turned: turnedRuns, carriedEdges });
      // Its first line is a repeated header only when it says what the table's header says.
      const headerText = (t: { header: ParsedTable["header"] }) => JSON.stringify(gridRows(t.header).map((r) => r.map((c) => c.toLowerCase())));
      if (read && read.header.length > 0 && headerText(read) !== headerText(carried.part.table)) read = readTableRegion(region, chunks, vertical, placement, used, { noHeader: true, sideways, turned: turnedRuns, carriedEdges });
      if (read && read.rows.length > 0) add(region, read, null, carried.part);
    }
  }
  /** Reads the table a caption names in a region, and adds it; false when none is read there. */
  const readCaptioned = (caption: TableCaption, found: TableRegion | null): boolean => {
    if (!found || regions.some((r) => overlaps(r, found))) return false;
    const region = withoutNotesInFoot(found, chunks);
    const read = readTableRegion(region, chunks, vertical, placement, new Set([...used, ...chunks.filter((c) => caption.lines.includes(c.line))]), { sideways, turned: turnedRuns });
    if (!read || read.rows.length === 0) return false;
    // Text with no rule or band to bound it is a table only with rows of cells: two or more, under a header.
    if (region.textOnly && (read.rows.length + read.header.length < 3 || read.columns.length < 2)) return false;
    // Under a caption set below its table, the page's own two text columns go on: text, not its table.
    if (region.textOnly && pageColumns({ context, region, read, pageNumber: frame.pageNumber })) return false;
    add(region, read, caption);
    return true;
  };
  const twins = twinsUnder(captions);
  // A caption given twice (twinCaptions) is one caption over its table, not two set under tables.
  const setUnder = twins.size === 0 && captionsSetUnder(captions, context);
  for (const caption of captions) {
    // A caption given again under it in a second language: the table is the twin's when it lies under the twin.
    const twin = twins.get(caption);
    const twinRegion = twin ? regionForCaption(twin, context) : null;
    if (twin && twinRegion && twinRegion.top >= twin.bottom - 1) continue;
    const region = setUnder ? regionOverFirst(caption, context) : regionForCaption(caption, context);
    if (!region) {
      const picture = frame.graphics?.images ? pictureFor(caption, frame.graphics.images) : null;
      if (picture) parts.push({ part: { table: imageTable(caption, picture, frame, page.rotate), caption }, areas: [] });
      else if (!readCaptioned(caption, regionUnderDrawing(caption, context))) readCaptioned(caption, regionOffside(caption, context));
      continue;
    }
    // A region that reads no table (a figure's, over a caption set under it) leaves the caption to a table under a drawing.
    if (!readCaptioned(caption, region) && !readCaptioned(caption, regionUnderDrawing(caption, context))) readCaptioned(caption, regionOffside(caption, context));
  }
  // Tables no caption names, found by their rules, then by their whitespace alone; not on a page
  // with a figure, whose labels, legends and plotted statistics can look like cells.
  const figures = textLines.some((l) => FIGURE_LABEL.test(l.text));
  const ruled = figures ? [] : unlabelledRegions(context, regions, used);
  const spaced = figures ? [] : whitespaceRegions(context, [...regions, ...ruled], used);
  for (const found of [...ruled, ...spaced]) {
    const region = withoutNotesInFoot(found, chunks);
    if (falseTable("found", { context, region })) continue;
    const read = readTableRegion(region, chunks, vertical, placement, used, { sideways, turned: turnedRuns, ...(region.boxedColumn && !region.boxedColumn.headed ? { noHeader: true } : {}) });
    if (!read) continue;
    // A stack of boxes is a table of one column: its rules, not cells side by side, say so.
    if (region.boxedColumn) {
      if (read.columns.length === 1 && read.header.length + read.rows.length >= 3) add(region, read, null);
      continue;
    }
    // Two rows of cells at least, or a header and one row ruled apart (`isOneRuledRow`).
    if (read.columns.length < 2 || (read.rows.length < 2 && !isOneRuledRow(region, read))) continue;
    if (!enoughRowsOfCells(read.rows, ruled.includes(found))) continue;
    // No table, though read as rows of cells (falseTables): some kept out of the body's text all the same.
    const refused = falseTable("read", { context, region, read, pageNumber: frame.pageNumber, monospaced: page.monospaced });
    if (refused?.keptApart) apart.push(frame.toPage(read.box));
    if (refused) continue;
    add(region, read, null);
  }
  nameBesideCaptions(captions, parts, regionOf, textLines);
  const plain = findTableCaptions(textLines, edges.filter((e) => e.kind === "rule"), true);
  nameBesidePlainCaptions(plain, parts, regionOf, textLines, bodySize);
  nameContinuedUnder(captions, plain, parts, regionOf, textLines, bodySize);
  const headBottom = PAGE_HEAD_SHARE * frame.height;
  const headCaption = carried && frame.angle === 0 ? captionOpeningPage(captions, plain, parts.map(({ part }) => part.caption), textLines, frame.height, headBottom, bodySize) : null;
  const end = last as { region: TableRegion; read: RegionTable; part: PageTable } | null;
  if (!end || !runsToFoot(end.region, textLines, used, frame.height, bodySize, chunks)) return { parts, open: null, apart, headCaption };
  const open: CarriedTable = {
    page: frame.pageNumber,
    angle: frame.angle,
    x0: end.region.x0,
    x1: end.region.x1,
    columns: end.read.columns,
    size: median(end.read.taken.map((c) => c.size)),
    pageHead: textLines.filter((l) => l.top < PAGE_HEAD_SHARE * frame.height).map((l) => ({ baseline: l.baseline, x0: l.x0, x1: l.x1, text: headText(l.text), printed: l.text })),
    part: end.part.continues ?? end.part,
    // Last in the page's reading order too: no column goes on to its right (the running head and foot aside).
    endsPage: !textLines.some((l) => l.x0 > end.region.x1 && l.top > headBottom && l.top < 0.93 * frame.height),
  };
  return { parts, open, apart, headCaption };
}

/** Gives a caption that named no table the unnamed table it lies directly over or under (`captionsBesideTables`). */
function nameBesideCaptions(captions: readonly TableCaption[], parts: FrameTables["parts"], regionOf: ReadonlyMap<PageTable, TableRegion>, lines: readonly Line[]): void {
  const unnamed = unnamedParts(parts, regionOf);
  const taken = new Set(parts.map(({ part }) => part.caption));
  const left = captions.filter((c) => !taken.has(c));
  if (unnamed.length === 0 || left.length === 0) return;
  name(captionsBesideTables(left, unnamed, lines));
}

/** Gives a label line set apart by its place alone the unnamed table it touches (`plainCaptionsBesideTables`). */
function nameBesidePlainCaptions(captions: readonly TableCaption[], parts: FrameTables["parts"], regionOf: ReadonlyMap<PageTable, TableRegion>, lines: readonly Line[], bodySize: number): void {
  const unnamed = unnamedParts(parts, regionOf);
  if (unnamed.length > 0 && captions.length > 0) name(plainCaptionsBesideTables(captions, unnamed, lines, bodySize));
}

/**
 * A caption set under rows that go on with an unnamed table from the page before names that table
 * (its part here is joined to it): a table split over pages with its caption under the second part.
 */
function nameContinuedUnder(captions: readonly TableCaption[], plain: readonly TableCaption[], parts: FrameTables["parts"], regionOf: ReadonlyMap<PageTable, TableRegion>, lines: readonly Line[], bodySize: number): void {
  const taken = new Set(parts.map(({ part }) => part.caption));
  const goingOn = parts.flatMap(({ part }) => (part.continues && !part.continues.caption && regionOf.has(part) ? [{ region: regionOf.get(part)!, table: part.continues }] : []));
  if (goingOn.length === 0) return;
  const under = (caption: TableCaption, region: TableRegion) => caption.top >= region.bottom - 1;
  const strict = captionsBesideTables(captions.filter((c) => !taken.has(c)), goingOn, lines, under);
  name(strict);
  const left = goingOn.filter(({ table }) => !strict.has(table));
  if (left.length > 0 && plain.length > 0) name(new Map([...plainCaptionsBesideTables(plain, left, lines, bodySize)].filter(([table, caption]) => under(caption, goingOn.find((g) => g.table === table)!.region))));
}

/** The rows going on with a carried table under its own place, else under its place moved (`carriedToColumnHead`), with the table as placed there. */
function continuing(carried: CarriedTable, regionFor: (open: CarriedTable) => TableRegion | null, moved: CarriedTable | null): [CarriedTable, TableRegion | null] {
  const region = regionFor(carried);
  if (region || !moved) return [carried, region];
  return [moved, regionFor(moved)];
}

function unnamedParts(parts: FrameTables["parts"], regionOf: ReadonlyMap<PageTable, TableRegion>) {
  return parts.flatMap(({ part }) => (part.caption || part.continues || !regionOf.has(part) ? [] : [{ region: regionOf.get(part)!, table: part }]));
}

function name(named: ReadonlyMap<PageTable, TableCaption>): void {
  for (const [part, caption] of named) nameTable(part, caption);
}

/**
 * Whether enough of a table's rows hold two cells or more (spanning cells counted down their rows).
 * Half, as a rule. A region found by its rules may have a third: its rules already say it is a
 * table, and a ruled table may be read with a row of one cell for every row across, as when a
 * cell is stacked over two lines beside cells centred between them (two dates beside one figure)
 * or a group label heads each group. Two rows across at least, so an algorithm's listing between
 * rules, one line of two pieces over lines of one, stays text.
 */
function enoughRowsOfCells(rows: RegionTable["rows"], ruled: boolean): boolean {
  const across = filledWithSpans(rows).filter((n) => n >= 2).length;
  return across >= 0.5 * rows.length || (ruled && across >= 2 && across >= rows.length / 3);
}

/** Whether nothing but page furniture (a page number, a short running line) follows a table down its frame. */
function runsToFoot(region: TableRegion, lines: readonly Line[], used: ReadonlySet<Chunk>, height: number, bodySize: number, chunks: readonly Chunk[]): boolean {
  const own = new Set([...used].map((c) => c.line));
  const after = lines.filter((l) => !own.has(l) && l.top > region.bottom && l.x1 > region.x0 && l.x0 < region.x1);
  return after.every((l) => (l.text.split(/\s+/).length <= 4 && l.top > 0.88 * height) || (l.top > 0.93 * height && !isProseLine(l, chunks, region.x1 - region.x0, bodySize)));
}

function overlaps(a: TableRegion, b: TableRegion): boolean {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 && w * h > 0.3 * Math.min((a.x1 - a.x0) * (a.bottom - a.top), (b.x1 - b.x0) * (b.bottom - b.top));
}
