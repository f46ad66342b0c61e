import { findTitle, usableMetadataTitle, type TitleContext } from "./findTitle.ts";
import type { FrontLayout } from "./frontLayout.ts";
import { linePieces } from "./linePieces.ts";
import { groupPieces, letterKey, type PieceGroup } from "./pieceGroups.ts";
import type { Line } from "./types.ts";

// Which page the front matter is read from: the first with text, or a later one that prints the
// title again when page 1 is a digest or a cover sheet.

const contentWords = (text: string) => new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);

/**
 * Where the article starts: page 1, unless page 2 or 3 prints the same title again in title
 * type near its top. Then page 1 was a journal's one-page digest (Highlights, In brief, a
 * research summary) or a repository's cover sheet, and the front matter is read from there.
 */
export function findArticlePage(layout: FrontLayout, title: PieceGroup, context: TitleContext): { page: number; lines: Line[]; title: PieceGroup } {
  // A repository's cover sheet names its own service in large type; the article's title (as the
  // document properties give it) is then printed large on a later page.
  const metaKey = usableMetadataTitle(layout.metadataTitle) ? letterKey(layout.metadataTitle) : "";
  const matchesMetadata = (g: PieceGroup) => metaKey.length > 0 && (letterKey(g.text).startsWith(metaKey) || metaKey.startsWith(letterKey(g.text)));
  for (const [k, lines] of (layout.laterPageLines ?? []).entries()) {
    // Most pages print nothing in title type near their top: no need to look for a title there.
    const large = Math.max(1.2 * layout.bodySize, 0.75 * title.size);
    if (!lines.some((l) => l.top < 0.4 * context.pageHeight && l.size >= large)) continue;
    const found = findTitle(lines, context);
    // The page's largest type may be a heading set larger than the repeated title (a preprint's
    // cover before a first page that opens with the title, then "I. INTRODUCTION" in big capitals):
    // the title's own words in title type near the top still mark where the article starts.
    const repeated = found && sameTitle(found.text, title.text) ? null : groupPieces(lines.flatMap(linePieces)).find((g) => g.top < 0.4 * context.pageHeight && sameTitle(g.text, title.text) && sameTitle(title.text, g.text));
    const again = repeated ?? found;
    if (!again || again.top > 0.4 * context.pageHeight || again.size < 1.2 * layout.bodySize) continue;
    if ((sameTitle(again.text, title.text) && again.size >= 0.75 * title.size) || (!matchesMetadata(title) && matchesMetadata(again))) return { page: k + 2, lines, title: again };
  }
  return { page: 1, lines: layout.lines, title };
}

/**
 * The first page with a text layer: page 1, unless it is a picture alone (a conference's or a
 * thesis's printed cover, scanned or drawn) and a later page carries the text; the front matter
 * is then read from that page.
 */
export function openingPage(layout: FrontLayout): { page: number; lines: Line[] } {
  if (layout.lines.length > 0) return { page: 1, lines: layout.lines };
  const later = (layout.laterPageLines ?? []).findIndex((lines) => lines.length > 0);
  return later < 0 ? { page: 1, lines: layout.lines } : { page: later + 2, lines: layout.laterPageLines![later]! };
}

/** Two printings of one title: most of the words of the first are in the second. */
export function sameTitle(a: string, b: string): boolean {
  const first = contentWords(b);
  return [...contentWords(a)].filter((w) => first.has(w)).length >= 0.7 * first.size;
}
