import { isLoneMark } from "./listItems.ts";
import { median } from "./quantiles.ts";
import { groupRows } from "./baselineRows.ts";
import { assemble } from "./assembleLine.ts";
import { radicalsOnTheirRadicands } from "./radicalSigns.ts";
import { dropCapTarget, glueDropCap, isDropCap, inLineOfItsSize, isOrnament } from "./dropCaps.ts";
import type { Line, PageText, TextRun } from "./types.ts";

/** Splits a row where the horizontal gap is wider than about one em: column gutters, table cells. */
function splitFragments(row: TextRun[]): TextRun[][] {
  const fragments: TextRun[][] = [];
  let current: TextRun[] = [];
  let rightEdge = -Infinity;
  for (const run of row) {
    const gap = run.x - rightEdge;
    // The smaller text sets the measure: a narrow gutter beside a large heading is still a gutter.
    const size = Math.min(run.size, current.at(-1)?.size ?? run.size);
    // A bullet hung before its item's text (a hanging indent) stays with it, or the item's first
    // line reads as a row of two cells, or loses its bullet.
    // Not a dash: a table prints one for an empty cell, a whole em and more before the next.
    const hungMark = current.length === 1 && isLoneMark(current[0]!, run) && !/[–—]/.test(current[0]!.text) && /^\s*[\p{L}(“"‘]/u.test(run.text) && gap <= 4 * run.size;
    if (current.length > 0 && gap > Math.max(1.0 * size, 6) && !hungMark) {
      fragments.push(current);
      current = [];
    }
    current.push(run);
    rightEdge = Math.max(rightEdge, run.x + run.w);
  }
  if (current.length > 0) fragments.push(current);
  return fragments;
}

export interface BuildLinesOptions {
  /** Keep raised markers (a table cell's "et al.14", "U87a") instead of leaving citations out of prose. Defaults to false. */
  keepMarkers?: boolean;
}

/**
 * Turns a page's runs into lines: rows by baseline, split at wide gaps, with drop caps glued to
 * the line they begin.
 */
export function buildLines(page: Pick<PageText, "runs" | "pageNumber">, options: BuildLinesOptions = {}): Line[] {
  return layOut(page, options.keepMarkers ?? false).lines;
}

/** A page's lines as its prose reads them, and as its tables read them. */
export interface PageLines {
  /** Raised citation markers left out, as `buildLines` gives them. */
  lines: Line[];
  /**
   * The same lines with raised markers kept, as a table's cells print them ("et al.14"): as
   * `buildLines` gives them with `keepMarkers`, from the same rows. Only the lines that left a
   * marker out are assembled again; the others are the prose's own objects, so this is asked
   * before the prose's reading changes them (the tables are read first).
   */
  withMarkers(): Line[];
}

/** The page's lines for its prose, and for its tables when they are asked for, from one grouping of its runs into rows. */
export function buildPageLines(page: Pick<PageText, "runs" | "pageNumber">): PageLines {
  return layOut(page, false);
}

function layOut(page: Pick<PageText, "runs" | "pageNumber">, keepMarkers: boolean): PageLines {
  const typical = median(page.runs.map((r) => r.size));
  const dropCaps = page.runs.filter((r) => isDropCap(r, typical) && !inLineOfItsSize(r, page.runs));
  const ornaments = page.runs.filter((r) => isOrnament(r, typical));
  const runs = radicalsOnTheirRadicands(page.runs.filter((r) => !dropCaps.includes(r) && !ornaments.includes(r)));
  const all: Line[] = [];
  // The runs of each line that left a marker out, by its place in `all`: all a table's copy needs.
  const marked = new Map<number, TextRun[]>();
  for (const row of groupRows(runs, typical)) {
    for (const fragment of splitFragments(row)) {
      const line = assemble(fragment, page.pageNumber, keepMarkers);
      if (line.markersLeftOut) marked.set(all.length, fragment);
      all.push(line);
    }
  }
  // Which line each drop cap and ornament went to: a line's place and size do not depend on its
  // markers, so the table's copy of that line takes the same.
  const capped: [number, TextRun][] = [];
  for (const cap of dropCaps) {
    const k = dropCapTarget(cap, all);
    if (k < 0) continue;
    glueDropCap(cap, all[k]!);
    capped.push([k, cap]);
  }
  // The line an ornament introduces starts where the ornament does, so it stays flush left.
  const ornamented: [number, TextRun][] = [];
  for (const mark of ornaments) {
    const k = all.findIndex((l) => l.x0 >= mark.x + mark.w - 1 && l.x0 - (mark.x + mark.w) < 2 * l.size && l.baseline > mark.y - mark.size && l.baseline < mark.y + 0.5 * l.size);
    if (k < 0) continue;
    all[k]!.x0 = Math.min(all[k]!.x0, mark.x);
    ornamented.push([k, mark]);
  }
  const lines = all.filter((l) => l.text.length > 0);
  const withMarkers = () => {
    if (marked.size === 0) return lines;
    const copies = all.map((l, k) => {
      const fragment = marked.get(k);
      return fragment ? assemble(fragment, page.pageNumber, true) : l;
    });
    for (const [k, cap] of capped) if (marked.has(k)) glueDropCap(cap, copies[k]!);
    for (const [k, mark] of ornamented) if (marked.has(k)) copies[k]!.x0 = Math.min(copies[k]!.x0, mark.x);
    return copies.filter((l) => l.text.length > 0);
  };
  return { lines, withMarkers };
}
