import { closedBelow } from "./abstractClosedBelow.ts";
import { CAPTION_START, endsSentence } from "./blocks.ts";
import { ABSTRACT_LABEL, AFFILIATION, EMAIL, NOT_ABSTRACT_LABEL, startsWithBareLabel, STRUCTURED_LABEL } from "./frontLabels.ts";
import { frontParagraphs, textOf, type LayoutPage } from "./frontParagraphs.ts";
import type { PieceGroup } from "./pieceGroups.ts";
import { isBoilerplate } from "./runningLines.ts";
import type { Line } from "./types.ts";
import { wordCount } from "../../text/wordCount.ts";

export interface LayoutAbstract {
  lines: Line[];
  /** Whether it opens with an "Abstract" label (to be left out of its text). */
  labelled: boolean;
  /** Whether the page closes it where it stops (a full stop, or a heading or keywords under it): it does not go on overleaf. */
  closed: boolean;
}

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
