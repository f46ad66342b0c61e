import type { PageRect } from "./evidence.ts";

// Finding words in the paper as it is printed: the text of each page (as pdf.js reads it, one
// item per run of text with its box) is searched ignoring case and accents, and each match is
// turned into rectangles on its page. Pure, so it is unit tested.

/** One run of text on a page, with its box in PDF units (top-left origin). */
export interface PageTextItem {
  text: string;
  /** pdf.js says a line ends after this item: a space is read between it and the next. */
  endsLine: boolean;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A page's text in reading order, as searched. */
export interface SearchablePage {
  page: number;
  items: PageTextItem[];
}

/** One place the query was found. */
export interface SearchMatch {
  page: number;
  /** Rectangles covering the match on its page (one per text item it spans). */
  rects: PageRect[];
}

/**
 * Text folded for matching (lower case, accents dropped, ligatures split, runs of white space as one space)
 * and, for each folded character, the index of the character of `text` it came from.
 */
export function foldText(text: string): { folded: string; source: number[] } {
  let folded = "";
  const source: number[] = [];
  let lastSpace = false;
  for (let i = 0; i < text.length; i++) {
    const decomposed = text[i]!.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
    for (const ch of decomposed) {
      const space = /\s/.test(ch);
      if (space && lastSpace) continue;
      folded += space ? " " : ch;
      source.push(i);
      lastSpace = space;
    }
  }
  return { folded, source };
}

/** A query folded the same way, trimmed; empty when there is nothing to look for. */
export function foldQuery(query: string): string {
  return foldText(query).folded.trim();
}

/** The page's text as one string, and where each item starts and ends in it. */
export function joinItems(items: PageTextItem[]): { text: string; spans: { start: number; end: number }[] } {
  let text = "";
  const spans: { start: number; end: number }[] = [];
  for (const item of items) {
    const start = text.length;
    text += item.text;
    spans.push({ start, end: text.length });
    if (item.endsLine && !/\s$/.test(item.text)) text += " ";
  }
  return { text, spans };
}

/** The part of an item's box covering its characters [from, to), by each character's share of the width. */
function clipItem(item: PageTextItem, from: number, to: number): PageRect {
  const chars = item.text.length;
  if (chars === 0) return { x: item.x, y: item.y, w: item.w, h: item.h };
  return { x: item.x + (item.w * from) / chars, y: item.y, w: (item.w * (to - from)) / chars, h: item.h };
}

/** Every match of `query` on the pages, in reading order, case- and accent-insensitive. */
export function findInPages(pages: SearchablePage[], query: string): SearchMatch[] {
  const needle = foldQuery(query);
  if (!needle) return [];
  const matches: SearchMatch[] = [];
  for (const page of pages) {
    const { text, spans } = joinItems(page.items);
    const { folded, source } = foldText(text);
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
      const start = source[at]!;
      const end = source[at + needle.length - 1]! + 1;
      const rects: PageRect[] = [];
      page.items.forEach((item, i) => {
        const span = spans[i]!;
        if (span.start >= end || span.end <= start) return;
        const rect = clipItem(item, Math.max(start, span.start) - span.start, Math.min(end, span.end) - span.start);
        if (rect.w > 0 && rect.h > 0) rects.push(rect);
      });
      matches.push({ page: page.page, rects });
    }
  }
  return matches;
}

/** The match after (or before) `current`, wrapping round at either end; 0 when there was none. */
export function stepMatch(current: number, count: number, direction: 1 | -1): number {
  if (count <= 0) return 0;
  return (((current + direction) % count) + count) % count;
}

/** The first match on or after `page`, so a new search starts where the reader is; 0 when none is. */
export function firstMatchFrom(matches: SearchMatch[], page: number): number {
  const index = matches.findIndex((m) => m.page >= page);
  return index === -1 ? 0 : index;
}
