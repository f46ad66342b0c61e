import type { Line } from "../layout/types.ts";
import type { TableRegion } from "./regionContext.ts";
import type { TableCaption } from "./tableCaptions.ts";

/** A table read on the page with no caption of its own, and where it lies. */
export interface UnnamedTable<T> {
  region: TableRegion;
  table: T;
}

/** The widest gap, in the caption's type sizes, between a caption and the table it names. */
const GAP_SIZES = 2.5;

/**
 * The tables read unnamed (by their rules or whitespace) that a caption naming none lies directly
 * over or under: a caption whose own search read nothing (a header of two lines it did not take,
 * a caption set under its table on a page read below first) still names the table it touches.
 * Named only when the caption touches one such table, across most of the narrower's width, with
 * no line of text between them: two halves under one caption, or running text between, stay
 * unnamed.
 */
export function captionsBesideTables<T>(captions: readonly TableCaption[], unnamed: readonly UnnamedTable<T>[], lines: readonly Line[], fits: (caption: TableCaption, region: TableRegion) => boolean = () => true): Map<T, TableCaption> {
  const named = new Map<T, TableCaption>();
  for (const found of captions) {
    const size = found.lines[0]?.size ?? 0;
    const touching = unnamed.flatMap(({ region, table }) => {
      if (named.has(table)) return [];
      const caption = region.top >= found.bottom - 1 ? withCentredTail(found, lines) : found;
      return across(caption, region) && gapBetween(caption, region) <= GAP_SIZES * size && !linesBetween(caption, region, lines) ? [{ region, table, caption }] : [];
    });
    if (touching.length === 1 && fits(touching[0]!.caption, touching[0]!.region)) named.set(touching[0]!.table, touching[0]!.caption);
  }
  return named;
}

/**
 * A caption over its table whose wrapped lines are centred under its first ("... Bold marks the
 * highest score. †" then, centred, "means sequence-based models"), which `findTableCaptions` does
 * not take when the line before ends closed (a table's first row is centred too): with the table
 * read apart under them, such lines are the caption's tail. Each in the caption's type, at its
 * leading, centred under the line before and narrower than it.
 */
function withCentredTail(caption: TableCaption, lines: readonly Line[]): TableCaption {
  const tail: Line[] = [];
  let last = caption.lines.at(-1)!;
  for (;;) {
    const next = lines.find((l) => l.baseline > last.baseline + 0.3 * last.size && l.baseline - last.baseline <= 1.6 * last.size && Math.abs(l.size - last.size) <= 0.6 && l.font === last.spans.at(-1)?.font && l.x1 - l.x0 < last.x1 - last.x0 && Math.abs((l.x0 + l.x1) / 2 - (last.x0 + last.x1) / 2) <= last.size);
    if (!next || lines.some((l) => l !== next && Math.abs(l.baseline - next.baseline) < 0.3 * next.size)) break;
    tail.push(next);
    last = next;
  }
  if (tail.length === 0) return caption;
  return { ...caption, lines: [...caption.lines, ...tail], text: [caption.text, ...tail.map((l) => l.text)].join(" "), bottom: last.bottom };
}

/** How much smaller than the running text's type a caption set in the body's font is (Grobid's 8 pt under 10 pt). */
const SMALLER = 0.5;

/**
 * Label lines set apart by their place alone ("Table 3 AHP Priority Matrix", no stop, in the
 * body's font: `findTableCaptions` with `plain`) name the one unnamed table they touch when they
 * are set apart from the running text too: in a type smaller than the body's, or centred on the
 * table with space on both sides (a sentence's line opens at the column's edge). A footnote's
 * "Table 2 shows ..." opens no capitalised title; a paragraph touching the table is not one line.
 */
export function plainCaptionsBesideTables<T>(captions: readonly TableCaption[], unnamed: readonly UnnamedTable<T>[], lines: readonly Line[], bodySize: number): Map<T, TableCaption> {
  const alone = captions.filter((c) => c.lines.length === 1);
  return captionsBesideTables(alone, unnamed, lines, (caption, region) => {
    const size = caption.lines[0]!.size;
    const smaller = size < bodySize - SMALLER;
    const margin = Math.min(caption.x0 - region.x0, region.x1 - caption.x1);
    const centred = margin > 2 * size && Math.abs((caption.x0 + caption.x1) / 2 - (region.x0 + region.x1) / 2) <= size;
    return smaller || centred;
  });
}

function across(caption: TableCaption, region: TableRegion): boolean {
  const overlap = Math.min(caption.x1, region.x1) - Math.max(caption.x0, region.x0);
  return overlap > 0.5 * Math.min(caption.x1 - caption.x0, region.x1 - region.x0);
}

/** The space between the caption and the region, over or under it; Infinity when they overlap. */
function gapBetween(caption: TableCaption, region: TableRegion): number {
  if (region.top >= caption.bottom - 1) return region.top - caption.bottom;
  if (region.bottom <= caption.top + 1) return caption.top - region.bottom;
  return Infinity;
}

function linesBetween(caption: TableCaption, region: TableRegion, lines: readonly Line[]): boolean {
  const top = Math.min(caption.bottom, region.bottom);
  const bottom = Math.max(caption.top, region.top);
  return lines.some((l) => !caption.lines.includes(l) && l.top > top - 1 && l.bottom < bottom + 1 && l.x1 > Math.max(caption.x0, region.x0) && l.x0 < Math.min(caption.x1, region.x1));
}
