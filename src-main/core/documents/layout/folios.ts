import type { Line } from "./types.ts";

/**
 * Page numbers as printed: a paper from proceedings or a journal issue numbers its pages from
 * where it stands in the volume ("11" on the PDF's first page, "56" on its second), so the number
 * a running head carries is the PDF page plus an offset the whole paper keeps. The offset is
 * learned from the pages' edge lines (their topmost and bottommost, and any line near an edge)
 * that carry a number first or last: the one offset most pages agree on, when two or more do.
 */
export interface Folios {
  /** The printed number minus the PDF page; 0 when the pages do not agree on one. */
  offset: number;
  /** Baselines of the edge lines that carried the agreed number, one list per page. */
  baselines: Map<number, number[]>;
  /** Pages that print their number alone on a line: they carry it in no running head as well. */
  bare: Set<number>;
}

const NUMBER_FIRST = /^(\d{1,4})\s+\S/;
const NUMBER_LAST = /\S\s+(\d{1,4})$/;
const BARE = /^(?:page\s*)?(\d{1,4})(?:\s*(?:of|\/)\s*\d+)?$/i;

/** The numbers a line could carry as its page's folio. */
export function folioCandidates(text: string): number[] {
  const t = text.trim();
  if (t.length >= 120) return [];
  return [BARE, NUMBER_FIRST, NUMBER_LAST].map((re) => t.match(re)?.[1]).filter((n): n is string => !!n).map(Number);
}

/** The lines a page's folio may stand on: those near its edges, and its first and last line. */
export function edgeLines(lines: Line[], height: number): Line[] {
  if (lines.length === 0) return [];
  const topmost = lines.reduce((a, b) => (b.top < a.top ? b : a));
  const lowest = lines.reduce((a, b) => (b.bottom > a.bottom ? b : a));
  return lines.filter((l) => l === topmost || l === lowest || l.top < 0.1 * height || l.bottom > 0.92 * height);
}

export function findFolios(pages: { height: number; lines: Line[] }[]): Folios {
  const pagesByOffset = new Map<number, Set<number>>();
  for (const { lines, height } of pages) {
    for (const line of edgeLines(lines, height)) {
      for (const n of folioCandidates(line.text)) {
        const offset = n - line.page;
        let set = pagesByOffset.get(offset);
        if (!set) pagesByOffset.set(offset, (set = new Set()));
        set.add(line.page);
      }
    }
  }
  const ranked = [...pagesByOffset.entries()].sort((a, b) => b[1].size - a[1].size);
  const [best, second] = ranked;
  // Two pages at least, and more than any other offset: a tie is no agreement.
  const agreed = best && best[1].size >= 2 && (!second || second[1].size < best[1].size) ? best[0] : 0;
  const baselines = new Map<number, number[]>();
  const bare = new Set<number>();
  for (const { lines, height } of pages) {
    for (const line of edgeLines(lines, height)) {
      if (!folioCandidates(line.text).includes(line.page + agreed)) continue;
      if (BARE.test(line.text.trim())) bare.add(line.page);
      baselines.set(line.page, [...(baselines.get(line.page) ?? []), line.baseline]);
    }
  }
  return { offset: agreed, baselines, bare };
}

/**
 * Whether a line is a running head carrying its page's printed number ("56 Oliver Kopp and Anita
 * Armbruster", "Results 7"): it carries that number, the page prints it nowhere else alone, and it
 * stands near the page's edge, or, further in
 * (a book-like page with wide margins), it is its page's first or last line and another page
 * prints its folio at the same height.
 */
export function carriesOwnFolio(line: Line, height: number, edge: Set<Line>, folios: Folios): boolean {
  if (!folioCandidates(line.text).includes(line.page + folios.offset)) return false;
  // A page prints its number once: beside a bare "2" at its foot, "2 Methods" atop is a section.
  if (folios.bare.has(line.page) && !BARE.test(line.text.trim())) return false;
  if (line.top < 0.1 * height || line.bottom > 0.92 * height) return true;
  if (!edge.has(line) || folios.offset === 0) return false;
  for (const [page, baselines] of folios.baselines) {
    if (page !== line.page && baselines.some((b) => Math.abs(b - line.baseline) < 4)) return true;
  }
  return false;
}
