import type { PaperDetail, PaperFieldEdit, PaperMetadataChanges, PaperMetadataField } from "../../../../src-main/contract/papers.ts";

/** What the edit form's boxes hold: plain text, lists written with ";" between entries. */
export interface PaperEditDraft {
  title: string;
  authors: string;
  doi: string;
  year: string;
  venue: string;
  abstract: string;
  keywords: string;
}

/** Each field as the form and the "corrected" mark name it. */
export const FIELD_LABELS: Record<PaperMetadataField, string> = {
  title: "Title",
  authors: "Authors",
  doi: "DOI",
  year: "Year",
  venue: "Journal or venue",
  abstract: "Abstract",
  keywords: "Keywords",
};

export function draftFromPaper(paper: PaperDetail): PaperEditDraft {
  return {
    title: paper.title ?? "",
    authors: paper.authors.join("; "),
    doi: paper.doi ?? "",
    year: paper.year === null ? "" : String(paper.year),
    venue: paper.venue ?? "",
    abstract: paper.abstract ?? "",
    keywords: paper.keywords.join("; "),
  };
}

const splitList = (text: string): string[] => text.split(";").map((v) => v.trim()).filter((v) => v !== "");
const blankToNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());

/**
 * The changes to send: only the fields the user changed, so saving a form where one word of the
 * title was fixed does not mark the authors as corrected too. `problem` says in words what must
 * be fixed before saving.
 */
export function changesFromDraft(paper: PaperDetail, draft: PaperEditDraft): { changes: PaperMetadataChanges; problem: string | null } {
  const before = draftFromPaper(paper);
  const changes: PaperMetadataChanges = {};
  const changed = (field: keyof PaperEditDraft) => draft[field].trim() !== before[field].trim();
  if (changed("title")) changes.title = blankToNull(draft.title);
  if (changed("doi")) changes.doi = blankToNull(draft.doi);
  if (changed("venue")) changes.venue = blankToNull(draft.venue);
  if (changed("abstract")) changes.abstract = blankToNull(draft.abstract);
  if (splitList(draft.authors).join(";") !== paper.authors.join(";")) changes.authors = splitList(draft.authors);
  if (splitList(draft.keywords).join(";") !== paper.keywords.join(";")) changes.keywords = splitList(draft.keywords);
  if (changed("year")) {
    const year = draft.year.trim();
    if (year !== "" && !/^\d{4}$/.test(year)) return { changes, problem: "The year should be four digits, such as 2021 (or empty)." };
    changes.year = year === "" ? null : Number(year);
  }
  return { changes, problem: null };
}

/** The mark beside a corrected paper's title, and its tooltip: which fields, by whom, and what was read. */
export function correctionMark(edited: readonly PaperFieldEdit[]): { label: string; detail: string } | null {
  if (edited.length === 0) return null;
  const fromZotero = edited.every((e) => e.source === "zotero");
  const lines = edited.map((e) => {
    const found = e.extracted === null || (Array.isArray(e.extracted) && e.extracted.length === 0) ? "nothing" : `“${Array.isArray(e.extracted) ? e.extracted.join("; ") : e.extracted}”`;
    return `${FIELD_LABELS[e.field]} ${e.source === "zotero" ? "taken from Zotero" : "corrected by you"}; read from the PDF: ${found}`;
  });
  return { label: fromZotero ? "Details from Zotero" : "Details corrected", detail: lines.join("\n") };
}
