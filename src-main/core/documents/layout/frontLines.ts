import { inMastheadBand, isJournalName, issuePieces } from "./mastheadBand.ts";
import { isBoilerplate } from "./runningLines.ts";
import { wideWordSpace } from "./wideWordSpaces.ts";
import { isOcrFont, type Line } from "./types.ts";

/**
 * A stretch of one line set in one type size, with raised markers (affiliation letters,
 * footnote daggers) left out: "Matthew G. Eason,ᵃ Michael C. Thompsonᵇ" reads as two names.
 * The front matter is read from these rather than from the reading-order blocks, because a
 * title page mixes sizes on one baseline (a sidebar beside the title, a superscript after a
 * name) and places narrow sidebars beside the title, the authors and the abstract.
 */
export interface Piece {
  text: string;
  /**
   * The text as a list of names: a comma where a raised marker stood between two words ("Yang
   * Liu¹ Yuri Wolf²" reads "Yang Liu, Yuri Wolf"). Titles are read from `text`.
   */
  listText: string;
  size: number;
  x0: number;
  x1: number;
  top: number;
  baseline: number;
  line: Line;
}

const ARTICLE_TYPE_WORD = "article|review|minireview|report|letter|communication|paper|note|perspective|editorial|commentary|essay|viewpoint|correspondence|highlight|protocol|preprint|descriptor|manuscript";
const ARTICLE_TYPE = new RegExp(`^(?:[\\p{L}-]+\\s+){0,2}(?:${ARTICLE_TYPE_WORD})s?$|^original research$`, "iu");
const SPACED_ARTICLE_TYPE = new RegExp(`^\\p{L}{0,20}?(?:${ARTICLE_TYPE_WORD})s?$`, "iu");

/**
 * An article-type label printed above the title: "Research Article", "EDGE ARTICLE", "Data
 * Article", "BRIEF REPORT", letter-spaced "R E S E A R C H  A R T I C L E", with or without an
 * "Open Access" badge beside it.
 */
export function isArticleType(text: string): boolean {
  const t = text.replace(/[|•·]/g, " ").replace(/\bopen access\b/i, " ").replace(/\s+/g, " ").trim();
  // A repository's label over an author manuscript ("HHS Public Access" / "Author manuscript").
  if (/^(?:author|accepted) manuscript$/i.test(t)) return true;
  if (/^(?:\p{L} ){3,}\p{L}$/u.test(t)) return SPACED_ARTICLE_TYPE.test(t.replace(/ /g, ""));
  // Labels are set in capitals or title case; a short title in sentence case ("Gut microbiome review") is not one.
  return ARTICLE_TYPE.test(t) && t.split(" ").every((w) => /^\p{Lu}/u.test(w));
}

/** A text layer's word space wider than this share of its size is where a raised marker stood. */
const MARK_GAP = 0.55;
/**
 * The same for a line OCR read. Its words are placed by their ink, so a space includes the
 * letters' side bearings, and its size is the line's height, about 1.9 x-heights (0.50-0.57 on
 * 15,600 word spaces of 38 cached first pages), under the em of a Times-like type (2.2): the
 * word spaces inside scanned names measured 0.45-0.58 of it, a few 0.6-0.74 ("Yuri I. Wolf",
 * "Katharine M. Mullen" set wide), where a raised mark glued to the name before stood 0.87-1.07.
 */
const OCR_MARK_GAP = 0.8;
/** A word with no letter or figure, other than "&" or a dash: a sign, not part of a name. */
const LONE_SIGNS = /^[^\p{L}\p{N}&\-‐‑–—]+$/u;

/** The pieces of one line, split where the type size changes at a word break. */
export function linePieces(line: Line): Piece[] {
  const pieces: Piece[] = [];
  const base = line.size;
  let current: Building | undefined;
  let comma = false;
  let marker = false;
  // A justified line's word spaces may all pass the marker's share (wideWordSpaces.ts).
  const wide = isOcrFont(line.font) ? 0 : wideWordSpace(line, MARK_GAP);
  for (const span of line.spans) {
    const text = line.text.slice(span.start, span.end);
    if (!text.trim()) continue;
    const spanBaseline = span.top + 0.8 * span.h;
    // A smaller run set above the baseline is a marker (superscript), never part of a name or
    // title; a comma set with it ("Antonio^a,b,^ Ana") still separates two names.
    // Measured against the text it follows, so a line that also holds a sidebar in another size still drops them.
    const refSize = current ? dominantSize(current) : base;
    const refBaseline = current ? current.baseline : line.baseline;
    if (span.h < 0.85 * refSize && spanBaseline < refBaseline - 0.15 * refSize) {
      if (/,\s*$/.test(text)) comma = true;
      marker = true;
      continue;
    }
    const gap = current ? span.x - current.x1 : 0;
    const wordBreak = current !== undefined && (comma || /\s/.test(line.text.slice(current.lastEnd, span.start)) || /^\s/.test(text) || gap > 0.2 * span.h);
    const separator = comma && !/^\s*,/.test(text) && !current?.texts.at(-1)?.endsWith(",") ? ", " : wordBreak ? " " : "";
    // A raised number is left out of the line's text already (as a citation is), but it leaves
    // its width: a word space wider than half an em is where a marker stood. OCR's words are
    // placed ink to ink, in a size under the type's em, so their spaces are measured apart.
    const markerStood = marker || (wordBreak && gap > Math.max((isOcrFont(span.font ?? line.font) ? OCR_MARK_GAP : MARK_GAP) * span.h, wide));
    const listSeparator = separator === " " && markerStood && !/^\s*(?:,|and\b|&)/.test(text) && !/(?:,|\band|&)\s*$/.test(current?.listTexts.at(-1) ?? "") ? ", " : separator;
    comma = false;
    marker = false;
    // A scanned word of signs alone between names is a mark or separator tesseract could not
    // read ("Kowalski¹ ~~ Eyal", a dagger read "~~"): as a name list it parts the names, as a
    // raised marker does, where a text layer's word spaces would have (its own words are not
    // placed ink to ink). The piece's text keeps it.
    const lone = isOcrFont(span.font ?? line.font) && LONE_SIGNS.test(text.trim());
    if (lone) marker = true;
    const sizeChange = current && Math.abs(span.h - dominantSize(current)) > 0.08 * Math.max(span.h, dominantSize(current));
    // Small capitals are a size change inside a word ("M" + "EEP"): only a change at a space splits,
    // and not back to a size the piece already mixes inside its words: in "Q WEN 2 T ECHNICAL
    // R EPORT" each word opens at the larger size after a space, and cutting there left "REPORT"
    // a piece of its own, then dropped as an article-type label.
    const mixedBefore = current !== undefined && current.sizes.size > 1 && [...current.sizes.keys()].some((h) => Math.abs(h - span.h) <= 0.08 * Math.max(h, span.h));
    if (current && sizeChange && wordBreak && !mixedBefore) {
      pieces.push(finish(current, line));
      current = undefined;
    }
    if (!current) {
      current = { texts: [text], listTexts: lone ? [] : [text], sizes: new Map([[span.h, text.length]]), x0: span.x, x1: span.x + span.w, top: span.top, baseline: spanBaseline, lastEnd: span.end };
    } else {
      current.texts.push(separator + text);
      if (!lone) current.listTexts.push((current.listTexts.length > 0 ? listSeparator : "") + text);
      current.x1 = Math.max(current.x1, span.x + span.w);
      current.top = Math.min(current.top, span.top);
      current.sizes.set(span.h, (current.sizes.get(span.h) ?? 0) + text.length);
      current.lastEnd = span.end;
    }
  }
  if (current) pieces.push(finish(current, line));
  return pieces.filter((p) => p.text.length > 0);
}

interface Building {
  texts: string[];
  listTexts: string[];
  /** Characters set in each size. */
  sizes: Map<number, number>;
  x0: number;
  x1: number;
  top: number;
  baseline: number;
  lastEnd: number;
}

/** The size most characters are set in: a drop cap or a small-capital initial does not make a line large. */
function dominantSize(piece: Building): number {
  return [...piece.sizes.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0];
}

function finish(current: Building, line: Line): Piece {
  const tidy = (texts: string[]) => texts.join("").replace(/\s+/g, " ").trim();
  return { text: tidy(current.texts), listText: tidy(current.listTexts), size: dominantSize(current), x0: current.x0, x1: current.x1, top: current.top, baseline: line.baseline, line };
}

/** Pieces in one type size that follow each other down the page: a title over several lines. */
export interface PieceGroup {
  pieces: Piece[];
  size: number;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  text: string;
  /** The text of each printed line, top to bottom. */
  rows: string[];
  /**
   * Each printed line as a list of names: pieces set apart on one line (an author grid, names
   * between separators in another type size) and raised markers read as commas.
   */
  listRows: string[];
}

/** Joins a title's lines: a line-end hyphen stays ("slow-" + "moving"), spaces elsewhere. */
function joinRows(rows: string[]): string {
  let text = "";
  for (const row of rows) {
    if (!text) text = row;
    else if (/[-‐‑−]$/.test(text) && /^\p{L}/u.test(row)) text += row;
    else text += ` ${row}`;
  }
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Groups pieces into blocks of one type size, line by line. `rowGap` is how far apart (in ems)
 * two pieces of one line may be and still belong together: a title's words are close; the cells
 * of an author grid are far apart. Defaults to 2.5 (5 where a list goes on with "," or "and").
 */
export function groupPieces(pieces: Piece[], rowGap?: number): PieceGroup[] {
  const sorted = [...pieces].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const groups: PieceGroup[] = [];
  for (const piece of sorted) {
    const group = groups.find((g) => {
      const last = g.pieces.at(-1)!;
      if (Math.abs(piece.size - g.size) > 0.06 * g.size) return false;
      const dy = piece.baseline - last.baseline;
      // On one row: the next word, or (in an author list) the names after a raised marker set apart.
      const listGoesOn = /^\s*(?:,|&|and\b)/.test(piece.text) || /(?:,|&|\band)\s*$/.test(last.text);
      if (Math.abs(dy) < 0.3 * g.size) return piece.x0 >= last.x1 - 1 && piece.x0 - last.x1 < (rowGap ?? (listGoesOn ? 5 : 2.5)) * g.size;
      return dy > 0 && dy < 1.9 * g.size && piece.x0 < g.x1 + g.size && piece.x1 > g.x0 - g.size;
    });
    if (!group) {
      const created: PieceGroup = { pieces: [piece], size: piece.size, x0: piece.x0, x1: piece.x1, top: piece.top, bottom: piece.baseline + 0.25 * piece.size, text: piece.text, rows: [piece.text], listRows: [piece.listText] };
      groups.push(created);
      continue;
    }
    const { rows, listRows } = group;
    const last = group.pieces.at(-1)!;
    if (Math.abs(piece.baseline - last.baseline) < 0.3 * group.size) {
      rows[rows.length - 1] = `${rows.at(-1)} ${piece.text}`;
      // More than a word space apart, two pieces of one line are two entries of a list.
      const apart = piece.x0 - last.x1 > 0.6 * group.size && !/^\s*(?:,|&|and\b)/.test(piece.listText) && !/(?:,|&|\band)\s*$/.test(listRows.at(-1)!);
      listRows[listRows.length - 1] = `${listRows.at(-1)}${apart ? ", " : " "}${piece.listText}`;
    } else {
      rows.push(piece.text);
      listRows.push(piece.listText);
    }
    group.pieces.push(piece);
    group.x0 = Math.min(group.x0, piece.x0);
    group.x1 = Math.max(group.x1, piece.x1);
    group.bottom = Math.max(group.bottom, piece.baseline + 0.25 * piece.size);
  }
  // Joined once per group at the end: joining at every piece made this quadratic in a group's lines.
  for (const group of groups) if (group.rows.length > 1) group.text = joinRows(group.rows);
  return groups;
}

/** Letters only, lower-cased: "S C I E N C E  A D VA N C E S" and "Science Advances" compare equal. */
export function letterKey(text: string): string {
  return text.normalize("NFKD").toLowerCase().replace(/[^\p{L}]/gu, "");
}

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
  const pool = candidates.length > 0 ? candidates : groups;
  const metadataMatch = pool.find(isMetadataTitle);
  if (metadataMatch && metadataMatch.size >= context.bodySize) return withSpacedLines(metadataMatch, pool, context);
  let best: PieceGroup | null = null;
  for (const g of pool) if (!best || g.size > best.size + 0.5) best = g;
  // Nothing set larger than the text (a page of a meeting's abstract book): the page has no
  // title of its own to read, and the document properties' title, when there is one, is better.
  if (best && best.size < 1.05 * context.bodySize && usableMetadataTitle(context.metadataTitle)) return null;
  return best && withSpacedLines(endAtLeadingJump(best, context), pool, context);
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
function withSpacedLines(title: PieceGroup, groups: PieceGroup[], context: TitleContext): PieceGroup {
  let merged = title;
  for (;;) {
    const face = merged.pieces.at(-1)!.line.font;
    const next = groups.find(
      (g) =>
        g !== merged && Math.abs(g.size - merged.size) <= 0.06 * merged.size && g.top > merged.bottom && g.top - merged.bottom <= 1.6 * merged.size && g.x0 < merged.x1 && g.x1 > merged.x0 &&
        (g.pieces[0]!.line.font === face || /^\p{Ll}/u.test(g.text)) && !context.isNames?.(g.text) && !/^(?:abstract|summary|introduction|keywords)\b/i.test(g.text),
    );
    if (!next) return merged;
    const rows = [...merged.rows, ...next.rows];
    merged = { ...merged, pieces: [...merged.pieces, ...next.pieces], x0: Math.min(merged.x0, next.x0), x1: Math.max(merged.x1, next.x1), bottom: next.bottom, rows, listRows: [...merged.listRows, ...next.listRows], text: joinRows(rows) };
  }
}

/** A line lies beside the title's column (a sidebar of dates, licence, editors), not under it. */
export function besideTitle(x0: number, x1: number, title: PieceGroup, pageWidth: number): boolean {
  // Narrow, too: a short title leaves the column of a wide abstract beside it, not a sidebar.
  return (x1 <= title.x0 + 2 || x0 >= title.x1 - 2) && x1 - x0 < 0.33 * pageWidth;
}
