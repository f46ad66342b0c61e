import { OcrNotesSchema } from "../../contract/readingNotes.ts";

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

// A DOI printed as such in the text ("https://doi.org/10.…", "doi: 10.…").
const TEXT_DOI = /(?<=doi\.org\/|\bdoi:?\s?)10\.\d{4,9}\/[^\s"<>]+[^\s"<>.,;)]/gi;

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
