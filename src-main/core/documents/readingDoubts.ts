import type { ReadingDoubtKind } from "../../contract/readingNotes.ts";
import { abstractDoubts, words } from "./abstractDoubts.ts";
import type { ReadDetails } from "./readDetails.ts";
import { columnsMixed, sectionDoubts } from "./sectionDoubts.ts";
import { cutAtSentenceEnds } from "./text/splitSentences.ts";

// What is judged and how it is gathered from a paper live in readDetails.ts; callers reach both here.
export { readDetailsOf, type ReadDetails } from "./readDetails.ts";

// Journals and series whose name is printed large above the title on some layouts.
const JOURNAL_WORD = /\b(?:journal|proceedings|transactions|letters|communications|reports|magazine|bulletin|annals|acta|archives)\b/i;
const JOURNAL_FAMILY = /^(?:nature|science|cell|the lancet|plos|acs|rsc|ieee|frontiers in|bmc|physical review|chemical|materials)\b/i;
const ISSUE_DETAILS = /\b(?:vol\.?|volume|issue|issn|pp\.)\s*\d/i;
// Article-type labels and other page furniture set in large type at the top of page 1.
const PAGE_LABEL =
  /^(?:(?:research|original|review|short|full|rapid|brief|regular)\s+(?:article|paper|communication|report|letter)s?|article|letter|editorial|perspective|commentary|comment|correspondence|open access|research|highlights?|supplementary (?:information|material)|accepted manuscript|preprint)$/i;
// Titles the properties hold that are not the paper's: producers' defaults, file and job names.
const PLACEHOLDER_TITLE = /^(?:untitled|microsoft word|title|document|pdf)\b|\.(?:docx?|tex|pdf|indd)\b|\d+\.\.\d+$/i;

const contentWords = (text: string): string[] => words(text.toLowerCase()).map((w) => w.replace(/[^\p{L}\p{N}]/gu, "")).filter((w) => w.length > 3);

// A version or review status in brackets after a title, left there ("[version 2; peer review: 2 approved]").
const STATUS_TEXT = /[[(][^\])]*\b(?:version\s*\d|v\d+\b|peer[ -]?review|referees?\b|preprint|not peer|accepted manuscript|in press)[^\])]*[\])]\s*$/i;

function titleDoubts(details: ReadDetails): ReadingDoubtKind[] {
  const { title } = details;
  if (title === null || title.trim() === "") return ["no-title"];
  const text = title.replace(/\s+/g, " ").trim();
  if (STATUS_TEXT.test(text)) return ["title-has-status"];
  const count = words(text).length;
  if (PAGE_LABEL.test(text.replace(/[.:]+$/, ""))) return ["title-like-label"];
  if (ISSUE_DETAILS.test(text) || (count <= 6 && JOURNAL_WORD.test(text)) || (count <= 3 && JOURNAL_FAMILY.test(text))) return ["title-like-journal"];
  if (count > 40 || text.length > 300) return ["title-too-long"];
  // A real title in the properties that shares few words with the page's: one of them is wrong.
  const stored = details.propertiesTitle?.replace(/\s+/g, " ").trim() ?? "";
  if (words(stored).length >= 4 && !PLACEHOLDER_TITLE.test(stored)) {
    const wanted = contentWords(stored);
    const found = new Set(contentWords(text));
    if (wanted.length > 0 && wanted.filter((w) => found.has(w)).length / wanted.length < 0.5) return ["title-differs-from-properties"];
  }
  return [];
}

/** Names in a document-properties Author field, when they are people's names ("Ada Lovelace and C. Babbage"). */
function propertiesNames(author: string | null | undefined): string[] {
  if (!author || /\b(?:journals?|press|publish\w*|elsevier|springer|wiley|unknown|admin\w*|user|author|editor)\b/i.test(author)) return [];
  return author
    .split(/\s*(?:;|,(?!\s*(?:jr|sr)\b)|\band\b|&)\s*/i)
    .map((n) => n.trim())
    // "deLange Titia", "Bo Wu": two to five words of letters, however capitalised.
    .filter((n) => /^\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){1,4}$/u.test(n));
}

const surname = (name: string) => name.split(/\s+/).filter((w) => w.length >= 2 && !/\.$/.test(w)).map((w) => w.toLowerCase());

function authorDoubts(details: ReadDetails): ReadingDoubtKind[] {
  const found = details.authors;
  if (!found) return [];
  if (found.length === 0) return ["no-authors"];
  const listed = propertiesNames(details.propertiesAuthor);
  // Properties often hold the first author only; several names there are the whole list.
  const known = new Set(found.flatMap(surname));
  if (listed.length >= 2 ? listed.length !== found.length : listed.length === 1 && !surname(listed[0]!).some((w) => known.has(w))) return ["authors-differ-from-properties"];
  if (details.printed && found.length < details.printed.names) return ["authors-fewer-than-printed"];
  return [];
}

function doiDoubts(details: ReadDetails): ReadingDoubtKind[] {
  const printed = details.printed?.dois ?? [];
  if (details.doi === undefined || printed.length === 0) return [];
  if (details.doi === null) return ["doi-missing-though-printed"];
  return printed.includes(details.doi.toLowerCase()) ? [] : ["doi-differs-from-page"];
}

/** With page 1 printing none: a DOI in the text (its own citation line at the end) may be the paper's. */
function doiInTextDoubts(details: ReadDetails): ReadingDoubtKind[] {
  if (details.doi !== null || (details.printed?.dois.length ?? 0) > 0) return [];
  return (details.textDois?.length ?? 0) + (details.printed?.laterDois?.length ?? 0) > 0 ? ["doi-missing-though-in-text"] : [];
}

// A reference-list entry: a year, then a volume with its pages ("2017;70:11–20", "36, 1037–1043",
// "12(3):201-214"), within a line or two of text that opens with a label or a capital.
const ENTRY_YEAR = /\b(?:1[89]|20)\d\d[a-z]?\b/;
const VOLUME_PAGES = /\b\d{1,4}\s*(?:\(\d{1,4}\))?\s*[:,]\s*[eS]?\d{1,6}\s*[–-]\s*[eS]?\d{1,6}\b/;
const ENTRY_OPENING = /^(?:\[\d{1,4}\]\s|\d{1,4}\.\s|\p{Lu}[\p{L}'’-]+,?\s(?:\p{Lu}{1,3}\b|\p{Lu}\.))/u;
const looksLikeReference = (text: string): boolean => text.length <= 500 && ENTRY_OPENING.test(text) && ENTRY_YEAR.test(text) && VOLUME_PAGES.test(text);

// Sentences a page of a paper's text holds at the least: the sparsest correctly read paper of the
// shared sets (a data article, mostly tables) holds six; a body read with its pages lost holds far fewer.
const FEWEST_SENTENCES_PER_PAGE = 3;

const sentencesOf = (text: string): string[] => cutAtSentenceEnds(text).map((s) => s.replace(/\s+/g, " ").trim());

function bodyDoubts(details: ReadDetails): ReadingDoubtKind[] {
  const { body } = details;
  if (!body) return [];
  const doubts: ReadingDoubtKind[] = [];
  // Entries read into the text: a few, since one paragraph may cite a source in full.
  if (body.filter((p) => looksLikeReference(p.text.trim())).length >= 3) doubts.push("body-has-references");
  if (columnsMixed(details)) doubts.push("body-columns-mixed");
  const sentences = body.reduce((n, p) => n + p.sentences, 0);
  if (details.pageCount >= 4 && sentences < FEWEST_SENTENCES_PER_PAGE * details.pageCount) doubts.push("body-too-short");
  // A journal's summary page read as the article: its sentences are the abstract's again.
  const abstractSentences = sentencesOf(details.abstract ?? "").filter((s) => s.length >= 40);
  if (abstractSentences.length >= 3) {
    const text = body.map((p) => p.text.replace(/\s+/g, " ")).join(" ");
    if (abstractSentences.filter((s) => text.includes(s)).length >= Math.max(2, 0.3 * abstractSentences.length)) doubts.push("body-repeats-abstract");
  }
  return doubts;
}

/**
 * What a reader should check about a paper's details. It looks only at the details as found
 * (not at how the rules found them), so it keeps judging correctly whatever the rules become;
 * each doubt is a cheap sign that a rule picked the wrong text, not a proof.
 */
export function assessReading(details: ReadDetails): ReadingDoubtKind[] {
  return [...titleDoubts(details), ...authorDoubts(details), ...abstractDoubts(details.abstract), ...doiDoubts(details), ...doiInTextDoubts(details), ...sectionDoubts(details), ...bodyDoubts(details), ...ocrDoubts(details)];
}

function ocrDoubts({ ocr }: ReadDetails): ReadingDoubtKind[] {
  if (!ocr) return [];
  return [...(ocr.lowConfidenceLines > 0 ? (["ocr-low-confidence"] as const) : []), ...(ocr.failedPages > 0 ? (["ocr-pages-unread"] as const) : []), ...((ocr.partlyReadPages ?? 0) > 0 ? (["ocr-pages-partly-read"] as const) : [])];
}
