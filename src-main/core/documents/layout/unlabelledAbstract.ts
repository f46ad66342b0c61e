import { closedBelow } from "./abstractClosedBelow.ts";
import { CAPTION_START, endsSentence } from "./blocks.ts";
import { ABSTRACT_LABEL, AFFILIATION, EMAIL, NOT_ABSTRACT_LABEL, startsWithBareLabel, STRUCTURED_LABEL } from "./frontLabels.ts";
import { besideTitle, type PieceGroup } from "./pieceGroups.ts";
import { isBoilerplate } from "./runningLines.ts";
import type { Line } from "./types.ts";
import { wordCount } from "../../text/wordCount.ts";

/** The title page as laid out, to read an abstract the reading-order blocks may have scrambled. */
export interface LayoutPage {
  /** The page's lines before reading order (one per column fragment). */
  lines: Line[];
  /** Its page number. */
  page: number;
  bodySize: number;
  bodyFont: string;
  pageWidth: number;
}

export interface LayoutAbstract {
  lines: Line[];
  /** Whether it opens with an "Abstract" label (to be left out of its text). */
  labelled: boolean;
  /** Whether the page closes it where it stops (a full stop, or a heading or keywords under it): it does not go on overleaf. */
  closed: boolean;
}

const textOf = (p: Line[]) => p.map((l) => l.text).join(" ");

/**
 * Prose, not a list of names and places: most words of an abstract are lower-case, while
 * affiliations, addresses and author lists are mostly capitalised; e-mail addresses never
 * belong to an abstract.
 */
export function isProse(text: string): boolean {
  if (EMAIL.test(text) || isBoilerplate(text)) return false;
  const words = text.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  if (words.length === 0) return false;
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return capitalised / words.length < 0.5 && !AFFILIATION.test(text.slice(0, 120));
}

/**
 * A loosely justified line can be split at a word space wider than an em ("principled   DL
 * field,   and"): its pieces sit on one baseline with a gap that lines just above or below run
 * across. A gutter is a gap no nearby line crosses. The pieces are joined into one line (a copy).
 */
function joinLooseFragments(lines: Line[]): Line[] {
  const sorted = [...lines].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const out: Line[] = [];
  for (const line of sorted) {
    const prev = out.at(-1);
    const gap = prev ? line.x0 - prev.x1 : -1;
    const sameRow = prev && Math.abs(prev.baseline - line.baseline) < 0.3 * prev.size && Math.abs(prev.size - line.size) < 0.35 && prev.font === line.font;
    if (prev && sameRow && gap > 0 && gap < 3 * prev.size) {
      const mid = (prev.x1 + line.x0) / 2;
      const crossed = lines.some((o) => o !== prev && o !== line && Math.abs(o.baseline - line.baseline) > 0.3 * line.size && Math.abs(o.baseline - line.baseline) < 4 * line.size && o.x0 < mid - 1 && o.x1 > mid + 1);
      if (crossed) {
        const offset = prev.text.length + 1;
        out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text}`, x1: line.x1, spans: [...prev.spans, ...line.spans.map((sp) => ({ ...sp, start: sp.start + offset, end: sp.end + offset }))] };
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

/**
 * Paragraphs of the page as laid out, sidebars left out: lines in one size and font, each close
 * below the last, overlapping it horizontally. The reading-order blocks may interleave a sidebar
 * with the lines of an abstract beside it; these do not. A paragraph cut at the foot of a column
 * goes on with the one that opens the next column in its type.
 */
function frontParagraphs(page: LayoutPage, title: PieceGroup, from: number): Line[][] {
  const lines = joinLooseFragments(page.lines)
    .filter((l) => l.top >= from - 1 && /\p{L}/u.test(l.text))
    .sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const paragraphs: Line[][] = [];
  for (const line of lines) {
    // A line beside a short centred title is a sidebar's, unless it ends a paragraph that stands
    // under the title: the short last line of an abstract starts at the paragraph's left edge,
    // which lies left of such a title (REVTeX's abstract under a one-line title).
    const aside = besideTitle(line.x0, line.x1, title, page.pageWidth);
    const open = paragraphs.find((p) => {
      const last = p.at(-1)!;
      const dy = line.baseline - last.baseline;
      const width = Math.max(...p.map((l) => l.x1 - l.x0));
      const headingLike = line.font !== last.font && line.x1 - line.x0 < 0.6 * width;
      if (aside && (p.length < 2 || p.some((l) => besideTitle(l.x0, l.x1, title, page.pageWidth)) || Math.abs(line.x0 - Math.min(...p.map((l) => l.x0))) > line.size)) return false;
      return Math.abs(line.size - last.size) < 0.35 && dy > 0.3 * line.size && dy < 1.75 * line.size && line.x0 < last.x1 && line.x1 > last.x0 && !headingLike && !(endsSentence(last.text) && last.x1 - last.x0 < 0.7 * width && p.length > 1);
    });
    if (open) open.push(line);
    else if (!aside) paragraphs.push([line]);
  }
  // Top to bottom; paragraphs that start level are read left to right.
  paragraphs.sort((a, b) => (Math.abs(a[0]!.top - b[0]!.top) < 0.5 * a[0]!.size ? a[0]!.x0 - b[0]!.x0 : a[0]!.top - b[0]!.top));
  for (const p of paragraphs) {
    if (p.length < 3 || endsSentence(textOf(p))) continue;
    const right = Math.max(...p.map((l) => l.x1));
    const next = paragraphs.find((q) => q !== p && q.length > 0 && q[0]!.x0 >= right - 2 && q[0]!.top <= p.at(-1)!.bottom && Math.abs(q[0]!.size - p[0]!.size) < 0.35 && q[0]!.font === p[0]!.font && /^[\p{Ll}\p{N}(]/u.test(q[0]!.text));
    if (next) p.push(...next.splice(0));
  }
  return paragraphs.filter((p) => p.length > 0);
}

/**
 * The abstract read from the title page's lines, when no block carries an "Abstract" label: the
 * label may sit inside a line the reading order mixed with a sidebar, or there is none (Nature
 * journals, letters, comments) and the abstract is the lead paragraph: a standfirst set apart by
 * size or face (under the title, or above the byline of a comment), else the first long
 * paragraph of prose, never affiliations, e-mail addresses, a sidebar or a journal's highlights.
 */
export function abstractFromLayout(page: LayoutPage, title: PieceGroup, authors: { top: number; bottom: number; x0: number; x1: number } | null): LayoutAbstract | null {
  const all = frontParagraphs(page, title, title.bottom);
  // A paragraph wholly beside the names, in a column of its own, is not cut off by them: the
  // abstract may start level with a column of names (Dovepress sets one name a line at the left,
  // the structured abstract to their right).
  const besideNames = (p: Line[]) => !!authors && p.every((l) => l.x0 >= authors.x1 || l.x1 <= authors.x0);
  const below = authors ? all.filter((p) => p[0]!.top >= authors.bottom - 1 || (p[0]!.top >= authors.top - 1 && besideNames(p))) : all;
  const labelAt = below.findIndex((p) => p[0]!.page === page.page && ABSTRACT_LABEL.test(p[0]!.text));
  if (labelAt >= 0) {
    const own = below[labelAt]!;
    // A label standing alone heads the prose under it in its own column: a sidebar's abstract
    // starts below its label, while the body beside it may start higher.
    const label = own[0]!;
    const under = (p: Line[]) => p[0]!.x0 < label.x1 && p[0]!.x1 > label.x0;
    const after = below.slice(labelAt + 1).filter((p) => isProse(textOf(p)));
    const lines = own.length === 1 && label.text.replace(ABSTRACT_LABEL, "").trim().length === 0 ? (after.find(under) ?? after[0]) : own;
    return lines ? { lines, labelled: true, closed: false } : null;
  }
  // A journal's own summary ("Highlights", "In brief", "Significance") is never the abstract,
  // whether its label opens the paragraph or stands on the line above it.
  // The face of the page's own body text: fonts are named per page, so the paper's body font
  // may go by another name here.
  const faces = new Map<string, number>();
  for (const l of page.lines) if (Math.abs(l.size - page.bodySize) < 0.6) faces.set(l.font, (faces.get(l.font) ?? 0) + l.text.length);
  const bodyFont = [...faces.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? page.bodyFont;
  const summaries = new Set(all.filter((p, i) => NOT_ABSTRACT_LABEL.test(p[0]!.text) || (i > 0 && NOT_ABSTRACT_LABEL.test(textOf(all[i - 1]!)) && wordCount(textOf(all[i - 1]!)) <= 4)));
  const qualifies = (p: Line[]) => {
    const t = textOf(p);
    if (summaries.has(p) || !isProse(t) || CAPTION_START.test(t) || p[0]!.size < 0.8 * page.bodySize) return false;
    // A lead paragraph ends its sentence, or what follows it down the column closes it.
    if (!endsSentence(t) && !closedBelow(p, all)) return false;
    // A standfirst: a lead paragraph set larger than the body text or in another face; or a
    // whole abstract set a size smaller, beside the body's first column (older PNAS).
    const size = p[0]!.size;
    const words = wordCount(t);
    const standfirst = (size >= 1.05 * page.bodySize || (p[0]!.font !== bodyFont && size >= 0.95 * page.bodySize)) && words >= 15;
    if (standfirst || (size <= 0.95 * page.bodySize && words >= 60)) return "standfirst";
    return words >= 40 || (STRUCTURED_LABEL.test(t) && words >= 15) ? "long" : false;
  };
  // A comment's standfirst can stand between its title and its byline.
  const above = authors ? all.filter((p) => p.at(-1)!.bottom <= authors.top + 1) : [];
  const aboveByline = above.find((p) => qualifies(p) === "standfirst");
  if (aboveByline) return { lines: aboveByline, labelled: false, closed: false };
  // The first paragraph that qualifies, unless a standfirst (set apart by size or face) sits
  // level with it: the abstract beside the first column of the body, read from the top.
  const first = below.find((p) => qualifies(p) !== false);
  const standfirst = below.find((p) => qualifies(p) === "standfirst");
  const chosen = standfirst && first && standfirst[0]!.top <= first[0]!.top + 3 * first[0]!.size ? standfirst : first;
  if (!chosen) return null;
  // A structured abstract without an "Abstract" heading goes on through its parts.
  const closed = !endsSentence(textOf(chosen)) && closedBelow(chosen, all);
  if (!STRUCTURED_LABEL.test(chosen[0]!.text)) return { lines: chosen, labelled: false, closed };
  const parts = [...chosen];
  const isPart = (p: Line[]) => (STRUCTURED_LABEL.test(p[0]!.text) || startsWithBareLabel(p[0]!.text)) && Math.abs(p[0]!.size - chosen[0]!.size) < 0.35;
  // Paragraphs beside the abstract (a sidebar of names and addresses) are stepped over.
  const inColumn = (p: Line[]) => p.some((l) => l.x0 < chosen[0]!.x1 && l.x1 > chosen[0]!.x0);
  for (const p of below.slice(below.indexOf(chosen) + 1).filter(inColumn)) {
    if (!isPart(p)) break;
    parts.push(...p);
  }
  return { lines: parts, labelled: false, closed: closed && parts.length === chosen.length };
}
