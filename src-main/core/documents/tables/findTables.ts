import type { ParsedTable } from "../../../contract/tables.ts";
import { buildLines } from "../layout/buildLines.ts";
import { findGutter } from "../layout/readingOrder.ts";
import type { Line, PageText, Rect } from "../layout/types.ts";
import { chunksOf } from "./tableChunks.ts";
import { findTableCaptions, type TableCaption } from "./tableCaptions.ts";
import { boxOf } from "./tableCells.ts";
import { joinContinuedTables } from "./continuedTables.ts";
import { horizontalEdges, verticalRules } from "./tableEdges.ts";
import { tableFootnotes } from "./tableFootnotes.ts";
import { MAX_TABLE_PAGE_PIECES, MAX_TABLES } from "./tableLimits.ts";
import { readTableRegion } from "./readTableRegion.ts";
import { regionForCaption, type TableRegion } from "./tableRegions.ts";
import { tableFrames, type TableFrame } from "./tableFrames.ts";

/** A table found on one page, before tables continued over pages are joined. */
export interface PageTable {
  table: ParsedTable;
  caption: TableCaption | null;
  /** Its columns, for matching a continuation. */
  columnCount: number;
}

export interface FoundTables {
  tables: ParsedTable[];
  /** Per page, where the tables and their notes lie: the page's text there is theirs alone. */
  claimed: Map<number, Rect[]>;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Finds and reads every table of a document: on each page and in each sideways frame, the tables
 * its captions name; then joins a table continued over pages. `bodySize` is the type size of the
 * document's running text.
 */
export function findTables(pages: readonly PageText[], bodySize: number): FoundTables {
  const found: PageTable[] = [];
  const claimed = new Map<number, Rect[]>();
  for (const page of pages) {
    if (page.runs.length + page.sideways.length > MAX_TABLE_PAGE_PIECES) continue;
    for (const frame of tableFrames(page)) {
      for (const { table, caption, columnCount, areas } of tablesOfFrame(frame, page, bodySize)) {
        found.push({ table, caption, columnCount });
        const list = claimed.get(page.pageNumber) ?? [];
        list.push(...areas);
        claimed.set(page.pageNumber, list);
      }
      if (found.length >= MAX_TABLES) break;
    }
    if (found.length >= MAX_TABLES) break;
  }
  return { tables: joinContinuedTables(found).slice(0, MAX_TABLES), claimed };
}

function tablesOfFrame(frame: TableFrame, page: PageText, bodySize: number): (PageTable & { areas: Rect[] })[] {
  const lines = buildLines({ runs: frame.runs, pageNumber: frame.pageNumber }, { keepMarkers: true });
  if (lines.length === 0) return [];
  const { edges, textRules } = horizontalEdges(frame.graphics, lines);
  const textLines = lines.filter((l) => !textRules.has(l));
  const chunks = chunksOf(textLines);
  const captions = findTableCaptions(textLines, edges.filter((e) => e.kind === "rule").map((e) => e.y));
  if (captions.length === 0) return [];
  const vertical = verticalRules(frame.graphics);
  const gutter = frame.angle === 0 ? findGutter(textLines, frame.width) : null;
  const context = { lines: textLines, chunks, edges, captions, bodySize, gutter, frameWidth: frame.width };
  const placement = { page: frame.pageNumber, toPage: frame.toPage };
  const out: (PageTable & { areas: Rect[] })[] = [];
  const regions: TableRegion[] = [];
  const used = new Set<(typeof chunks)[number]>();
  for (const caption of captions) {
    const region = regionForCaption(caption, context);
    if (!region || regions.some((r) => overlaps(r, region))) continue;
    const read = readTableRegion(region, chunks, vertical, placement, new Set([...used, ...chunks.filter((c) => caption.lines.includes(c.line))]));
    if (!read || read.rows.length === 0) continue;
    regions.push(region);
    for (const c of read.taken) used.add(c);
    const size = median(read.taken.map((c) => c.size));
    const notes = tableFootnotes(region, textLines, captions, bodySize, size);
    const box = frame.toPage(read.box);
    const areas: Rect[] = [box];
    const noteBox = boxOf(chunks.filter((c) => notes.lines.includes(c.line)), placement);
    if (noteBox) areas.push(noteBox);
    const table: ParsedTable = {
      label: caption.label,
      caption: caption.text.trim() || null,
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
    out.push({ table, caption, columnCount: read.columns.length, areas });
  }
  return out;
}

function overlaps(a: TableRegion, b: TableRegion): boolean {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 && w * h > 0.3 * Math.min((a.x1 - a.x0) * (a.bottom - a.top), (b.x1 - b.x0) * (b.bottom - b.top));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The type size most of a document's characters are set in (its running text). */
export function textSize(pages: readonly PageText[]): number {
  const weight = new Map<number, number>();
  for (const page of pages) for (const run of page.runs) weight.set(Math.round(run.size * 2) / 2, (weight.get(Math.round(run.size * 2) / 2) ?? 0) + run.text.length);
  let best = 10;
  let most = -1;
  for (const [size, w] of weight) if (w > most) [best, most] = [size, w];
  return best;
}

/** A page's lines without those lying in a table's claimed areas (a line belongs where its middle is). */
export function withoutClaimed(lines: Line[], areas: readonly Rect[] | undefined): Line[] {
  if (!areas || areas.length === 0) return lines;
  return lines.filter((l) => {
    const x = (l.x0 + l.x1) / 2;
    const y = l.baseline - 0.3 * l.size;
    return !areas.some((a) => x >= a.x - 1 && x <= a.x + a.w + 1 && y >= a.y - 1 && y <= a.y + a.h + 1);
  });
}
