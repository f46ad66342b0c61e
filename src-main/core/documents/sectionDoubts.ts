import type { ReadingDoubtKind } from "../../contract/readingNotes.ts";
import { BROKEN_WORD } from "./abstractDoubts.ts";
import type { ReadDetails } from "./readDetails.ts";

// Headings nearly every research paper has one of, in the languages the reader meets most.
const USUAL_HEADING =
  /^(?:[\dIVX]+[.)]?\s*)?(?:introduc|introdu[çc]|einleitung|background|overview|related work|method|materials?\b|material(?:es|s)? y|materiais|experiment|results?\b|resultados|résultats|ergebnisse|discuss|discusi|discussão|conclu|summary|evaluation)/i;

export function sectionDoubts(details: ReadDetails): ReadingDoubtKind[] {
  if (details.sectionHeadings.length === 0) return ["no-sections"];
  // Short pieces (a comment, a letter) may have headings of their own; an article has the usual ones.
  if (details.pageCount >= 4 && !details.sectionHeadings.some((h) => USUAL_HEADING.test(h.trim()))) return ["no-usual-sections"];
  if (details.sectionNumbers && numberingSkips(details.sectionNumbers)) return ["sections-numbering-gap"];
  if (columnsMixed(details)) return ["sections-columns-mixed"];
  if (outlineEntriesMissed(details).length > 0) return ["sections-unlike-outline"];
  return [];
}

/** A heading or outline entry reduced to its words: no number before it, case, punctuation or spacing. */
const headingKey = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/^\s*\(?(?:\d{1,2}(?:\.\d{1,2})*|[ivx]{1,5})[.)]?\s+/, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
// Outline entries that name no section: a figure, table or reference anchor, a word processor's
// bookmark ("_GoBack"), a numbered placeholder ("Section_3"), the front matter's own labels.
const NOT_A_SECTION = /^(?:_|(?:fig(?:ure)?|table|scheme|box|eq(?:uation)?|ref(?:erence)?|section|page)s?[\s_.]*[a-z]?\d)|^(?:graphical abstract|abstract|summary|highlights|keywords?)$/i;

/**
 * The top-level entries of the PDF's outline that no heading read carries. The outline is the
 * producer's own list of sections, so a section it names and the reading lacks was missed (or
 * read as prose). It is judged only when it does list sections: two or more of its entries are
 * among the headings read (an outline of one entry, the title, lists none). The title, figure and
 * table anchors and front-matter labels are not sections, and an entry the body opens a paragraph
 * with as a run-in label was read where it is printed.
 */
export function outlineEntriesMissed(details: Pick<ReadDetails, "outline" | "sectionHeadings" | "title" | "runInLabels">): string[] {
  const title = headingKey(details.title ?? "");
  const entries = (details.outline ?? []).filter((entry) => {
    const key = headingKey(entry);
    if (!/\p{L}{3}/u.test(key) || NOT_A_SECTION.test(entry.trim()) || NOT_A_SECTION.test(key)) return false;
    // The title, whole or cut short by the producer ("… by immuno ...").
    return !(title && (key === title || (key.length >= 20 && (title.startsWith(key) || key.startsWith(title)))));
  });
  const read = new Set(details.sectionHeadings.map(headingKey));
  // A run-in heading ("Acknowledgments: We thank…") stays in its paragraph, as the reader means it to.
  const runIn = new Set((details.runInLabels ?? []).map(headingKey));
  const missed = entries.filter((entry) => !read.has(headingKey(entry)) && !runIn.has(headingKey(entry)));
  return entries.length - missed.length >= 2 ? missed : [];
}

/**
 * Whether lines of two columns were read as one: the body joins a word split at a line end, so
 * words left split in several paragraphs ("poten- change") mean the next line came from another column.
 */
export function columnsMixed(details: ReadDetails): boolean {
  return (details.body ?? []).filter((p) => BROKEN_WORD.test(p.text)).length >= 3;
}

/**
 * Whether numbered headings skip a number: the first top-level number above 1, a top-level number
 * more than one after the last, or a sub-section ("2.1") whose section ("2") was not found.
 */
function numberingSkips(numbers: (string | null)[]): boolean {
  const numbered = numbers.filter((n): n is string => n !== null && /^\d{1,2}(?:\.\d{1,2})*$/.test(n));
  const top = numbered.filter((n) => !n.includes(".")).map(Number);
  if (top.length < 2) return false;
  if (top[0]! > 1 || top.some((n, i) => i > 0 && n > top[i - 1]! + 1)) return true;
  return numbered.some((n) => n.includes(".") && !top.includes(Number(n.split(".")[0])));
}

