import { isArticleType } from "./articleType.ts";
import { linePieces, type Piece } from "./linePieces.ts";
import { inMastheadBand, isJournalName, issuePieces } from "./mastheadBand.ts";
import { groupPieces, joinRows, letterKey, type PieceGroup } from "./pieceGroups.ts";
import { isBoilerplate } from "./runningLines.ts";
import { besideLabels, bylineUnder, figureLabel } from "./titleNeighbours.ts";
import { titleReach } from "./titleReach.ts";
import type { Line, Rect } from "./types.ts";

// Which block of page 1 is the paper's title: the largest type that is no masthead, label,
// date or section heading, trimmed of an author row and joined with a double-spaced line.

export interface TitleContext {
  pageHeight: number;
  /** Body text size of the paper. */
  bodySize: number;
  /** Letter keys of the lines printed on the other pages (headers, footers, running titles). */
  otherPagesKey: string;
  /** The PDF's own title (Info dictionary), when it has one. */
  metadataTitle: string;
  /** Letter key of the PDF's Subject when it is a citation line naming the journal, else "". */
  subjectKey?: string;
  /** Whether a line is a list of person names (an author line, never a title). */
  isNames?: (text: string) => boolean;
  /** The page's figure boxes, when read (page 1 only): type inside a figure is its label, not the title. */
  figures?: Rect[];
}

/** A date standing alone at the top of a page ("Tuesday, February 22, 2022"), never a title. */
const DATE_LINE = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(?:\d{1,2}\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?\d{4}$/i;

/** A title in the document properties worth trusting: words, not a producer's default or a job name. */
export function usableMetadataTitle(title: string): boolean {
  const letters = title.replace(/[^\p{L}]/gu, "").length;
  return letters >= 20 && title.split(/\s+/).length >= 3 && !/^(?:untitled|microsoft word|title)\b|\.(?:docx?|tex|pdf|indd)\b|\d+\.\.\d+$/i.test(title);
}

function eligible(group: PieceGroup, context: TitleContext): boolean {
  const text = group.text;
  if (group.top > context.pageHeight * 0.7 || text.length > 400 || DATE_LINE.test(text.trim())) return false;
  const letters = text.replace(/[^\p{L}]/gu, "").length;
  if (letters < 6 || letters < 0.5 * text.replace(/\s/g, "").length) return false;
  if (text.split(/\s+/).length < 2 && letters < 12) return false;
  return !isBoilerplate(text) && !/^https?:|^www\.|\bdoi\b|^\S+@\S+$/i.test(text) && !isArticleType(text);
}

/**
 * The title: the largest type in the upper part of page 1, merged over all its lines, that is
 * not the journal's masthead. A masthead sits above the article-type label ("Research
 * Article", "EDGE ARTICLE"), is set with the journal's volume and issue (mastheadBand.ts), or is
 * printed again on the other pages (a running header naming the journal) or named by the PDF's
 * Subject citation line. The PDF's own title, when it matches, is never a masthead.
 */
export function findTitle(lines: Line[], context: TitleContext): PieceGroup | null {
  const pieces = lines.flatMap(linePieces);
  const isLabel = (p: Piece) => isArticleType(p.text);
  // A label in the title's type ("Research Article" over the title) is not part of the title.
  const groups = groupPieces(pieces.filter((p) => !isLabel(p))).filter((g) => eligible(g, context));
  if (groups.length === 0) return null;
  const metaKey = letterKey(context.metadataTitle);
  const isMetadataTitle = (g: PieceGroup) => metaKey.length >= 12 && (letterKey(g.text).startsWith(metaKey) || metaKey.startsWith(letterKey(g.text)));
  const label = pieces
    .filter((p) => p.top < context.pageHeight * 0.5 && isLabel(p))
    .sort((a, b) => a.top - b.top)[0];
  // Only a candidate in title-like type below it can take a masthead's place: never an author
  // line, so a short title that the running header repeats stays the title.
  // A title has words of its own: not a section heading ("1. Introduction", "Abstract").
  const titleLike = (o: PieceGroup) =>
    o.text.split(/\s+/).length >= 3 && !/^(?:\d|[IVX]+\.\s)/.test(o.text) && !/^(?:abstract|summary|introduction|background|keywords)\b/i.test(o.text) && !context.isNames?.(o.text);
  const titleBelow = (g: PieceGroup, from: number) =>
    groups.some((o) => o !== g && o.top >= from && o.size >= context.bodySize * 1.1 && o.size >= 0.6 * g.size && titleLike(o));
  // What would be read as the title once `g` is set aside: the largest type below it, the first
  // of those within half a point, as the pick below chooses.
  const largestBelow = (g: PieceGroup): PieceGroup | null => {
    let found: PieceGroup | null = null;
    for (const o of groups) if (o !== g && o.top >= g.bottom - 1 && (!found || o.size > found.size + 0.5)) found = o;
    return found;
  };
  const issues = issuePieces(pieces, context.pageHeight);
  const masthead = (g: PieceGroup): boolean => {
    if (isMetadataTitle(g)) return false;
    if (label && g.bottom <= label.top + 1 && titleBelow(g, label.top)) return true;
    // The journal's band (its name with the volume and issue) tells it on page 1 alone. It is
    // surer than a repeated name, so a title well under its size still takes its place: a
    // scan's sizes, measured from the ink, set the title of JSS under 0.6 of its masthead's.
    // But a title can stand just under a line of issue details too (a DOI over the title): the
    // band's line must be a journal's name (mastheadBand.ts), and what would be read in its
    // place, the largest type left below it, must read as a title and not as a row of names.
    if (inMastheadBand(g, issues, context.pageHeight) && isJournalName(g)) {
      const next = largestBelow(g);
      if (next && next.size >= context.bodySize * 1.1 && next.size >= 0.4 * g.size && titleLike(next)) return true;
    }
    const key = letterKey(g.text);
    const named = context.otherPagesKey.includes(key) || (context.subjectKey ?? "").includes(key);
    return key.length >= 6 && g.text.split(/\s+/).length <= 8 && named && titleBelow(g, g.bottom - 1);
  };
  const candidates = groups.filter((g) => !masthead(g));
  // A figure's label (a teaser diagram's one large heading) lies inside its box or just outside
  // it; the title away from any figure.
  const inTitleType = (g: PieceGroup) => g.size >= context.bodySize * 1.1 && titleLike(g);
  const unlabelled = candidates.filter((g) => !besideLabels(g, groups) && !figureLabel(g, candidates, context.figures ?? [], inTitleType));
  // Labels of a figure are set aside only when a title-like line in larger type than the text is left.
  const figureFree = unlabelled.some(inTitleType) ? unlabelled : candidates;
  const pool = figureFree.length > 0 ? figureFree : groups;
  const metadataMatch = pool.find(isMetadataTitle);
  if (metadataMatch && metadataMatch.size >= context.bodySize) return withSpacedLines(metadataMatch, pool, context, groups);
  let best: PieceGroup | null = null;
  for (const g of pool) if (!best || g.size > best.size + 0.5) best = g;
  // Nothing set larger than the text (a page of a meeting's abstract book): the page has no
  // title of its own to read, and the document properties' title, when there is one, is better.
  if (best && best.size < 1.05 * context.bodySize && usableMetadataTitle(context.metadataTitle)) return null;
  return best && withSpacedLines(endAtLeadingJump(best, context), pool, context, groups);
}

/**
 * The lines of a title keep one leading: once two rows have set it, a row much further below (an
 * author line in the title's own type, a blank line apart, still within the grouping's reach)
 * and reading as names is not the title's, and is left for the author search under it.
 */
function endAtLeadingJump(title: PieceGroup, context: TitleContext): PieceGroup {
  const baselines: number[] = [];
  for (const [i, piece] of title.pieces.entries()) {
    const last = baselines.at(-1);
    if (last !== undefined && piece.baseline - last < 0.3 * title.size) continue;
    // Only a row of names is cut off: a table's header rows or a display set apart stay whole.
    if (baselines.length >= 2 && piece.baseline - last! > 1.4 * (last! - baselines.at(-2)!) && context.isNames?.(title.rows[baselines.length] ?? "")) {
      const pieces = title.pieces.slice(0, i);
      const rows = title.rows.slice(0, baselines.length);
      return { ...title, pieces, rows, listRows: title.listRows.slice(0, baselines.length), x0: Math.min(...pieces.map((p) => p.x0)), x1: Math.max(...pieces.map((p) => p.x1)), bottom: Math.max(...pieces.map((p) => p.baseline + 0.25 * p.size)), text: joinRows(rows) };
    }
    baselines.push(piece.baseline);
  }
  return title;
}

/**
 * A double-spaced manuscript sets its title's lines further apart than a line grouping allows:
 * the next line in the same type just under the title, over the same column, goes on with it,
 * in the title's face or carrying on its phrase in lower case ("in Escherichia coli"). An author
 * line in that type does not, nor the title again in another language, set in italics.
 */
function withSpacedLines(title: PieceGroup, groups: PieceGroup[], context: TitleContext, all: PieceGroup[]): PieceGroup {
  let merged = title;
  for (;;) {
    const face = merged.pieces.at(-1)!.line.font;
    const next = groups.find(
      (g) =>
        g !== merged && Math.abs(g.size - merged.size) <= 0.06 * merged.size && g.top > merged.bottom && g.top - merged.bottom <= titleReach(merged) && g.x0 < merged.x1 && g.x1 > merged.x0 &&
        (g.pieces[0]!.line.font === face || /^\p{Ll}/u.test(g.text)) && (!context.isNames?.(g.text) || bylineUnder(g, face, all, context.isNames)) && !/^(?:abstract|summary|introduction|keywords)\b/i.test(g.text),
    );
    if (!next) return merged;
    const rows = [...merged.rows, ...next.rows];
    merged = { ...merged, pieces: [...merged.pieces, ...next.pieces], x0: Math.min(merged.x0, next.x0), x1: Math.max(merged.x1, next.x1), bottom: next.bottom, rows, listRows: [...merged.listRows, ...next.listRows], text: joinRows(rows) };
  }
}
