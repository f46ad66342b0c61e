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
export function captionsBesideTables<T>(captions: readonly TableCaption[], unnamed: readonly UnnamedTable<T>[], lines: readonly Line[]): Map<T, TableCaption> {
  const named = new Map<T, TableCaption>();
  // Each caption looks only at the tables starting or ending within its reach, and at the lines
  // between (a page of 8,000 captions over as many tables: 11 s looking through all of them).
  // Indices, not entries: the same entry given twice still counts twice, as looking through all did.
  const all = unnamed.map((_, i) => i);
  const byTop = new KeyIndex(all, (i) => unnamed[i]!.region.top);
  const byBottom = new KeyIndex(all, (i) => unnamed[i]!.region.bottom);
  // A line drawn upside down (top under bottom) cannot be bounded by its top: always looked at.
  const linesByTop = new KeyIndex(lines, (l) => (l.top <= l.bottom ? l.top : Number.NaN));
  for (const caption of captions) {
    const size = caption.lines[0]?.size ?? 0;
    // One point wider than the reach, so rounding in the sums never leaves a table out; the exact test follows.
    const reach = GAP_SIZES * size + 1;
    const near = new Set([...byTop.within(caption.bottom - 1, caption.bottom + reach), ...byBottom.within(caption.top - reach, caption.top + 1)]);
    const touching = [...near].map((i) => unnamed[i]!).filter(({ region, table }) => !named.has(table) && across(caption, region) && gapBetween(caption, region) <= GAP_SIZES * size && !linesBetween(caption, region, linesByTop));
    if (touching.length === 1) named.set(touching[0]!.table, caption);
  }
  return named;
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
