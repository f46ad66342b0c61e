import type { FieldOrigins } from "../../contract/readingNotes.ts";
import { findDoi } from "./layout/doi.ts";

export interface FoundDetails {
  /** Whether the title is the page's text (else it came from the document properties, or is null). */
  titleFromPage: boolean;
  title: string | null;
  authors: string[];
  abstract: string | null;
  /** The text of the abstract's first block, to tell an "Abstract" heading from an unlabelled paragraph. */
  abstractStart: string | null;
  doi: string | null;
  info: Record<string, unknown>;
  firstPageText: string;
  keywords: string[];
  sectionCount: number;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * How each detail was found, told from the results and the page rather than recorded inside the
 * rules, so the rules can change without this drifting from what they do.
 */
export function findFieldOrigins(found: FoundDetails): FieldOrigins {
  let doi: FieldOrigins["doi"] = "not-found";
  if (found.doi !== null) {
    // The same search over the document properties alone finds it there, or it was printed.
    if (findDoi("", found.info) === found.doi) doi = "pdf-metadata";
    else if (new RegExp(`(?:doi\\s*:?\\s*|doi\\.org/)${escape(found.doi)}`, "i").test(found.firstPageText)) doi = "doi-label";
    // Compared without spaces: a DOI broken over two lines of page 1 is still printed there.
    else if (found.firstPageText.replace(/[\s\u00ad]+/g, "").toLowerCase().includes(found.doi)) doi = "first-page-text";
    else doi = "later-page";
  }
  return {
    title: found.title === null ? "not-found" : found.titleFromPage ? "largest-text" : "pdf-metadata",
    authors: found.authors.length > 0 ? "below-title" : "not-found",
    abstract: found.abstract === null ? "not-found" : /^\s*(?:abstract|summary)\b/i.test(found.abstractStart ?? "") ? "abstract-heading" : "first-paragraph",
    doi,
    keywords: found.keywords.length > 0 ? "keywords-heading" : "not-found",
    sections: found.sectionCount > 0 ? "headings" : "not-found",
  };
}
