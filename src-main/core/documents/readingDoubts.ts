import { OcrNotesSchema, type ReadingDoubtKind } from "../../contract/readingNotes.ts";

/** The final details of a paper, however the reader's rules found them. */
export interface ReadDetails {
  title: string | null;
  abstract: string | null;
  /** Headings found in the body, in reading order. */
  sectionHeadings: string[];
  /** Their printed numbers ("2", "2.1"), null where unnumbered; left out, numbering is not judged. */
  sectionNumbers?: (string | null)[];
  pageCount: number;
  /** The title in the PDF's document properties, when it has one. Defaults to none. */
  propertiesTitle?: string | null;
  /** The authors found; left out, they are not judged. */
  authors?: string[];
  /** The authors in the PDF's document properties ("Ada Lovelace, Charles Babbage"). Defaults to none. */
  propertiesAuthor?: string | null;
  /** The DOI found; left out, it is not judged. */
  doi?: string | null;
  /** What the article's first page prints, to check the details against (see PrintedEvidence). */
  printed?: PrintedEvidence;
  /** The body's paragraphs as read, each with its sentence count; left out, the body is not judged. */
  body?: { text: string; sentences: number }[];
  /** DOIs the passages print (a footnote, a closing citation line); see also PrintedEvidence.laterDois. Defaults to none. */
  textDois?: string[];
  /** How OCR read the paper, when it was scanned. Defaults to none. */
  ocr?: { lowConfidenceLines: number; failedPages: number; partlyReadPages?: number };
  /** The top-level entries of the PDF's own outline (bookmarks), in order; left out, none is judged. */
  outline?: string[];
  /** Labels opening a paragraph or a reference-list entry ("Acknowledgments: We thank…"): headings run in. Defaults to none. */
  runInLabels?: string[];
}

/** What the article's first page prints, kept with a paper (metadata "printed") to judge its details. */
export interface PrintedEvidence {
  /** Person names set on lines of their own near the title, counted line by line. */
  names: number;
  /** DOIs the page prints after "doi" or "doi.org/". */
  dois: string[];
  /** DOIs the later pages print outside the reference list (a closing citation line); absent on papers read before it was kept. */
  laterDois?: string[];
}

// Journals and series whose name is printed large above the title on some layouts.
const JOURNAL_WORD = /\b(?:journal|proceedings|transactions|letters|communications|reports|magazine|bulletin|annals|acta|archives)\b/i;
const JOURNAL_FAMILY = /^(?:nature|science|cell|the lancet|plos|acs|rsc|ieee|frontiers in|bmc|physical review|chemical|materials)\b/i;
const ISSUE_DETAILS = /\b(?:vol\.?|volume|issue|issn|pp\.)\s*\d/i;
// Article-type labels and other page furniture set in large type at the top of page 1.
const PAGE_LABEL =
  /^(?:(?:research|original|review|short|full|rapid|brief|regular)\s+(?:article|paper|communication|report|letter)s?|article|letter|editorial|perspective|commentary|comment|correspondence|open access|research|highlights?|supplementary (?:information|material)|accepted manuscript|preprint)$/i;
// Titles the properties hold that are not the paper's: producers' defaults, file and job names.
const PLACEHOLDER_TITLE = /^(?:untitled|microsoft word|title|document|pdf)\b|\.(?:docx?|tex|pdf|indd)\b|\d+\.\.\d+$/i;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
const AFFILIATION_WORD = /\b(?:universit\w*|institut\w*|department|departamento|laborator\w*|faculty|school of|college|centre|center|hospital|academy)\b/gi;
// Closing punctuation a finished abstract may end with (a sentence, a citation, a quotation), or
// the DOI or address of a citation line printed under it.
const FINISHED = /[.!?)\]"”’»]$|(?:doi\s*:?\s*|https?:\/\/)\S+$/i;
// The first part of a structured abstract, by its run-in label.
const FIRST_PART = /^(?:background|context|introduction|objectives?|aims?|purpose|rationale)(?:\s+and\s+\w+)?\s*[:.—–]/i;
const LATER_PART = /(?:^|[.!?]\s+)(?:methods?|materials and methods|design|evidence acquisition|results?|findings|conclusions?|interpretation)\s*[:.—–]\s*\p{Lu}/iu;
// A word split at a line end and left apart ("bio- markers"); "pre- and post-" is not one.
const BROKEN_WORD = /\p{Ll}{2}- (?!(?:and|or|nor|to|und|et|e|y|ou|oder)\b)\p{Ll}{3}/u;
// Or joined with its hyphen kept where nothing but a suffix follows it ("explo-sive", "applica-tion").
const SPLIT_SUFFIX = /\p{Ll}{3}-(?:sive|tion|tions|sion|sions|ment|ments|ness|ity|ities|ous|ally|ical|ized|ised|ated|ting|ding|ling|ning|ring|sing)(?![\p{L}-])/u;
// Headings nearly every research paper has one of, in the languages the reader meets most.
const USUAL_HEADING =
  /^(?:[\dIVX]+[.)]?\s*)?(?:introduc|introdu[çc]|einleitung|background|overview|related work|method|materials?\b|material(?:es|s)? y|materiais|experiment|results?\b|resultados|résultats|ergebnisse|discuss|discusi|discussão|conclu|summary|evaluation)/i;

// A sentence that states what a study set out to do. An abstract gives its aim and then what was
// done and found; one whose last sentence is the aim has lost the rest (a structured abstract read
// only to the end of its first part, its label gone with it), whatever its length.
const AIM_STATEMENT = new RegExp(
  `(?:${[
    String.raw`^(?:the\s+)?(?:main\s+|primary\s+|overall\s+)?(?:purpose|aim|objective|goal)s?\s+of\s+(?:this|the|our)\s+(?:present\s+|current\s+)?(?:study|work|paper|article|review|research|analysis|trial|meta-analysis|investigation)\s+(?:was|is|were|are)\s+to`,
    String.raw`^(?:this|the present|the current|our)\s+(?:study|work|paper|review|research|analysis|trial|meta-analysis|investigation)\s+(?:aimed|aims|sought|seeks|was designed|is designed|set out)\s+to`,
    String.raw`^(?:(?:here|in this (?:study|work|paper)),?\s+)?we\s+(?:aimed|sought|set out)\s+to`,
    // Spanish, Portuguese, French, German: "El objetivo de este estudio fue…", "Ziel dieser Studie war…".
    String.raw`^(?:el|o|nuestro|nosso)\s+objetivo\s+(?:principal\s+)?(?:de\s+este|del presente|deste|do presente)\s+(?:estudio|estudo|trabajo|trabalho|art[ií]culo|artigo)\s+(?:fue|foi|es|é)`,
    String.raw`^(?:le but|l[’']objectif)\s+de\s+(?:cette|la présente)\s+(?:étude|recherche)\s+(?:était|est)`,
    String.raw`^(?:das\s+)?ziel\s+(?:dieser|der vorliegenden)\s+(?:studie|arbeit|untersuchung)\s+(?:war|ist)`,
  ].join("|")})(?![\\p{L}\\p{N}])`,
  "iu",
);

/** The abstract's last sentence, for the aim test: after the last sentence end followed by a capital. */
const lastSentence = (text: string): string => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).at(-1)?.trim() ?? "";

const words = (text: string): string[] => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
const contentWords = (text: string): string[] => words(text.toLowerCase()).map((w) => w.replace(/[^\p{L}\p{N}]/gu, "")).filter((w) => w.length > 3);

/** "Ada Lovelace", "Chris Coté*": a name of two to four capitalised words. */
const looksLikeName = (part: string): boolean => /^(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’.-]*[*†‡\d,]*$/u.test(part.trim());

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

// Signs of a paper's body: citations ("[12]", "Smith et al., 2019"; not "(1)", which may number a
// list), figures and tables cited, a section heading run in at the start. Some abstracts cite a
// few sources, so only many citations, or citations with figures, are a sign.
const CITATION = /\[\d+(?:[,–-]\s?\d+)*\]|\bet al\.,?\s*\(?(?:19|20)\d\d/g;
const FIGURE = /\b(?:fig(?:ure)?s?\.?|tables?)\s*S?\d/gi;
const OPENS_WITH_HEADING = /^(?:\d+(?:\.\d+)*\.?\s*)?(?:introduction|einleitung|introducción|introdução|related work)\b/i;

/** An abstract that is the body's first section (or runs into it): it cites and points at figures. */
function readsLikeBody(text: string): boolean {
  if (OPENS_WITH_HEADING.test(text)) return true;
  const citations = (text.match(CITATION) ?? []).length;
  const figures = (text.match(FIGURE) ?? []).length;
  return figures >= 2 || citations >= 5 || (figures >= 1 && citations >= 1);
}

function abstractDoubts(abstract: string | null): ReadingDoubtKind[] {
  if (abstract === null || abstract.trim() === "") return ["no-abstract"];
  const text = abstract.trim();
  const count = words(text).length;
  if (count < 10) return ["abstract-too-short"];
  const doubts: ReadingDoubtKind[] = [];
  if (EMAIL.test(text)) doubts.push("abstract-has-email");
  if ((text.slice(0, 300).match(AFFILIATION_WORD) ?? []).length >= 2) doubts.push("abstract-like-affiliations");
  const parts = text.slice(0, 400).split(/[,;]|\band\b/).filter((p) => p.trim() !== "");
  if (parts.length >= 4 && parts.filter(looksLikeName).length / parts.length >= 0.6) doubts.push("abstract-like-author-list");
  // A sentence begins with a capital, a digit or a symbol; a lower-case start is the tail of one.
  if (/^\p{Ll}/u.test(text)) doubts.push("abstract-starts-midway");
  if (count > 700) doubts.push("abstract-too-long");
  else if (!FINISHED.test(text)) doubts.push("abstract-cut-short");
  if (readsLikeBody(text)) doubts.push("abstract-like-body");
  if (FIRST_PART.test(text) && !LATER_PART.test(text)) doubts.push("abstract-one-part");
  if (BROKEN_WORD.test(text) || SPLIT_SUFFIX.test(text)) doubts.push("abstract-broken-word");
  if (AIM_STATEMENT.test(lastSentence(text))) doubts.push("abstract-ends-at-aim");
  return doubts;
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

function sectionDoubts(details: ReadDetails): ReadingDoubtKind[] {
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
function columnsMixed(details: ReadDetails): boolean {
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

// A reference-list entry: a year, then a volume with its pages ("2017;70:11–20", "36, 1037–1043",
// "12(3):201-214"), within a line or two of text that opens with a label or a capital.
const ENTRY_YEAR = /\b(?:1[89]|20)\d\d[a-z]?\b/;
const VOLUME_PAGES = /\b\d{1,4}\s*(?:\(\d{1,4}\))?\s*[:,]\s*[eS]?\d{1,6}\s*[–-]\s*[eS]?\d{1,6}\b/;
const ENTRY_OPENING = /^(?:\[\d{1,4}\]\s|\d{1,4}\.\s|\p{Lu}[\p{L}'’-]+,?\s(?:\p{Lu}{1,3}\b|\p{Lu}\.))/u;
const looksLikeReference = (text: string): boolean => text.length <= 500 && ENTRY_OPENING.test(text) && ENTRY_YEAR.test(text) && VOLUME_PAGES.test(text);

// Sentences a page of a paper's text holds at the least: the sparsest correctly read paper of the
// shared sets (a data article, mostly tables) holds six; a body read with its pages lost holds far fewer.
const FEWEST_SENTENCES_PER_PAGE = 3;

// A DOI printed as such in the text ("https://doi.org/10.…", "doi: 10.…").
const TEXT_DOI = /(?<=doi\.org\/|\bdoi:?\s?)10\.\d{4,9}\/[^\s"<>]+[^\s"<>.,;)]/gi;

const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).map((s) => s.replace(/\s+/g, " ").trim());

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

// A heading run into its paragraph: a few words, then a colon or full stop and the text; or, glued
// after the end of the text before it (back matter printed under the reference list), a few words
// and a colon.
const RUN_IN_LABEL = /^(\p{Lu}[^.:]{2,60})[.:]\s/u;
const GLUED_RUN_IN_LABEL = /(?<=[.!?)]\s)(\p{Lu}[\p{L}’' -]{2,60}):\s/gu;
const runInLabelsOf = (text: string): string[] => {
  const opening = text.trimStart().match(RUN_IN_LABEL)?.[1];
  return [...(opening ? [opening] : []), ...[...text.matchAll(GLUED_RUN_IN_LABEL)].map((m) => m[1]!)];
};

/** The details to judge of a parsed paper (or one stored from it). */
export function readDetailsOf(paper: {
  title: string | null;
  abstract: string | null;
  sections: { heading: string; number?: string | null }[];
  pageCount: number;
  authors?: string[];
  doi?: string | null;
  metadata?: Record<string, unknown>;
  passages?: { kind: string; text: string; sentences: unknown[] }[];
  references?: { text: string }[];
}): ReadDetails {
  const info = paper.metadata?.["pdfInfo"] as Record<string, unknown> | undefined;
  const propertiesTitle = typeof info?.["Title"] === "string" ? info["Title"] : null;
  const propertiesAuthor = typeof info?.["Author"] === "string" ? info["Author"] : null;
  const printed = paper.metadata?.["printed"] as PrintedEvidence | undefined;
  const ocr = OcrNotesSchema.safeParse(paper.metadata?.["ocr"]);
  const outline = paper.metadata?.["outline"];
  return {
    title: paper.title,
    abstract: paper.abstract,
    sectionHeadings: paper.sections.map((s) => s.heading),
    ...(paper.sections.every((s) => s.number !== undefined) ? { sectionNumbers: paper.sections.map((s) => s.number ?? null) } : {}),
    pageCount: paper.pageCount,
    propertiesTitle,
    propertiesAuthor,
    ...(paper.authors ? { authors: paper.authors } : {}),
    ...(paper.doi !== undefined ? { doi: paper.doi } : {}),
    ...(printed && Array.isArray(printed.dois) ? { printed } : {}),
    ...(paper.passages ? { body: paper.passages.filter((p) => p.kind === "paragraph").map((p) => ({ text: p.text, sentences: p.sentences.length })) } : {}),
    ...(paper.passages ? { textDois: [...new Set(paper.passages.flatMap((p) => p.text.match(TEXT_DOI) ?? []).map((d) => d.toLowerCase()))] } : {}),
    ...(ocr.success ? { ocr: { lowConfidenceLines: ocr.data.lowConfidenceLines.length, failedPages: ocr.data.failedPages.length, partlyReadPages: ocr.data.partlyReadPages?.length ?? 0 } } : {}),
    ...(Array.isArray(outline) && outline.every((e) => typeof e === "string") ? { outline: outline as string[] } : {}),
    runInLabels: [...(paper.passages ?? []), ...(paper.references ?? [])].flatMap((p) => runInLabelsOf(p.text)),
  };
}
