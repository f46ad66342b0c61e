import type { ReadingDoubtKind } from "../../contract/readingNotes.ts";

/** The final details of a paper, however the reader's rules found them. */
export interface ReadDetails {
  title: string | null;
  abstract: string | null;
  /** Headings found in the body. */
  sectionCount: number;
}

// Journals and series whose name is printed large above the title on some layouts.
const JOURNAL_WORD = /\b(?:journal|proceedings|transactions|letters|communications|reports|magazine|bulletin|annals|acta|archives)\b/i;
const JOURNAL_FAMILY = /^(?:nature|science|cell|the lancet|plos|acs|rsc|ieee|frontiers in|bmc|physical review|chemical|materials)\b/i;
const ISSUE_DETAILS = /\b(?:vol\.?|volume|issue|issn|pp\.)\s*\d/i;
// Article-type labels and other page furniture set in large type at the top of page 1.
const PAGE_LABEL =
  /^(?:(?:research|original|review|short|full|rapid|brief|regular)\s+(?:article|paper|communication|report|letter)s?|article|letter|editorial|perspective|commentary|comment|correspondence|open access|research|highlights?|supplementary (?:information|material)|accepted manuscript|preprint)$/i;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
const AFFILIATION_WORD = /\b(?:universit\w*|institut\w*|department|departamento|laborator\w*|faculty|school of|college|centre|center|hospital|academy)\b/gi;
// Closing punctuation a finished abstract may end with (a sentence, a citation, a quotation).
const FINISHED = /[.!?)\]"”’»]$/;

const words = (text: string): number => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

function titleDoubts(title: string | null): ReadingDoubtKind[] {
  if (title === null || title.trim() === "") return ["no-title"];
  const text = title.replace(/\s+/g, " ").trim();
  const count = words(text);
  if (PAGE_LABEL.test(text.replace(/[.:]+$/, ""))) return ["title-like-label"];
  if (ISSUE_DETAILS.test(text) || (count <= 6 && JOURNAL_WORD.test(text)) || (count <= 3 && JOURNAL_FAMILY.test(text))) return ["title-like-journal"];
  if (count > 40 || text.length > 300) return ["title-too-long"];
  return [];
}

function abstractDoubts(abstract: string | null): ReadingDoubtKind[] {
  if (abstract === null || abstract.trim() === "") return ["no-abstract"];
  const text = abstract.trim();
  const count = words(text);
  if (count < 10) return ["abstract-too-short"];
  const doubts: ReadingDoubtKind[] = [];
  if (EMAIL.test(text)) doubts.push("abstract-has-email");
  if ((text.slice(0, 300).match(AFFILIATION_WORD) ?? []).length >= 2) doubts.push("abstract-like-affiliations");
  if (count > 700) doubts.push("abstract-too-long");
  else if (!FINISHED.test(text)) doubts.push("abstract-cut-short");
  return doubts;
}

/**
 * What a reader should check about a paper's details. It looks only at the details as found
 * (not at how the rules found them), so it keeps judging correctly whatever the rules become;
 * each doubt is a cheap sign that a rule picked the wrong text, not a proof.
 */
export function assessReading(details: ReadDetails): ReadingDoubtKind[] {
  const doubts = [...titleDoubts(details.title), ...abstractDoubts(details.abstract)];
  if (details.sectionCount === 0) doubts.push("no-sections");
  return doubts;
}
