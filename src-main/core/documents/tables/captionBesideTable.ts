import { KeyIndex } from "../layout/keyIndex.ts";
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
  // Each caption looks only at the tables starting or ending within its reach, and at the lines
  // between (a page of 8,000 captions over as many tables: 11 s looking through all of them).
  // Indices, not entries: the same entry given twice still counts twice, as looking through all did.
  const all = unnamed.map((_, i) => i);
  const byTop = new KeyIndex(all, (i) => unnamed[i]!.region.top);
  const byBottom = new KeyIndex(all, (i) => unnamed[i]!.region.bottom);
  // A line drawn upside down (top under bottom) cannot be bounded by its top: always looked at.
  const linesByTop = new KeyIndex(lines, (l) => (l.top <= l.bottom ? l.top : Number.NaN));
  const lineIndices = new KeyIndex(lines.map((_, i) => i), (i) => lines[i]!.baseline);
  for (const found of captions) {
    const size = found.lines[0]?.size ?? 0;
    // One point wider than the reach, so rounding in the sums never leaves a table out; the exact test follows.
    const reach = GAP_SIZES * size + 1;
    // A table under the caption is measured from the caption's centred tail, when it has one.
    const below = withCentredTail(found, lines, lineIndices);
    const near = new Set([...byTop.within(found.bottom - 1, below.bottom + reach), ...byBottom.within(found.top - reach, found.top + 1)]);
    const touching = [...near].sort((a, b) => a - b).flatMap((i) => {
      const { region, table } = unnamed[i]!;
      if (named.has(table)) return [];
      const caption = region.top >= found.bottom - 1 ? below : found;
      return across(caption, region) && gapBetween(caption, region) <= GAP_SIZES * size && !linesBetween(caption, region, linesByTop) ? [{ region, table, caption }] : [];
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
function withCentredTail(caption: TableCaption, lines: readonly Line[], byBaseline: KeyIndex<number>): TableCaption {
  const tail: Line[] = [];
  let last = caption.lines.at(-1)!;
  for (;;) {
    // The first such line in the page's order, as a walk over all lines would take it.
    const after = byBaseline.within(last.baseline + 0.3 * last.size, last.baseline + 1.6 * last.size).filter((i) => {
      const l = lines[i]!;
      return l.baseline > last.baseline + 0.3 * last.size && l.baseline - last.baseline <= 1.6 * last.size && Math.abs(l.size - last.size) <= 0.6 && l.font === last.spans.at(-1)?.font && l.x1 - l.x0 < last.x1 - last.x0 && Math.abs((l.x0 + l.x1) / 2 - (last.x0 + last.x1) / 2) <= last.size;
    });
    const next = after.length > 0 ? lines[Math.min(...after)] : undefined;
    if (!next || byBaseline.within(next.baseline - 0.3 * next.size, next.baseline + 0.3 * next.size).some((i) => lines[i] !== next && Math.abs(lines[i]!.baseline - next.baseline) < 0.3 * next.size)) break;
    tail.push(next);
    last = next;
  }
  if (tail.length === 0) return caption;
  return { ...caption, lines: [...caption.lines, ...tail], text: [caption.text, ...tail.map((l) => l.text)].join(" "), bottom: last.bottom };
}

/** How much smaller than the running text's type a caption set in the body's font is (Grobid's 8 pt under 10 pt). */
export const SMALLER = 0.5;

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

function linesBetween(caption: TableCaption, region: TableRegion, lines: KeyIndex<Line>): boolean {
  const top = Math.min(caption.bottom, region.bottom);
  const bottom = Math.max(caption.top, region.top);
  return lines.within(top - 1, bottom + 1).some((l) => !caption.lines.includes(l) && l.top > top - 1 && l.bottom < bottom + 1 && l.x1 > Math.max(caption.x0, region.x0) && l.x0 < Math.min(caption.x1, region.x1));
}
