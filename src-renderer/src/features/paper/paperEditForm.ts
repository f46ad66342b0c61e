import { invalidDoiMessage, parseDoi } from "@contract/doi.ts";
import type { MetadataValue, PaperFieldEdit, PaperMetadataChanges, PaperMetadataField } from "@contract/paperEdits.ts";
import type { PaperDetail } from "@contract/paperDetail.ts";

/** What the edit form's boxes hold: plain text, lists written with ";" between entries. */
export interface PaperEditDraft {
  title: string;
  authors: string;
  doi: string;
  year: string;
  venue: string;
  abstract: string;
  keywords: string;
  /** The user chose to call the paper by its file name: an empty title is saved as none. */
  useFileName: boolean;
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
    useFileName: paper.title === null,
  };
}

/** A value as its box holds it: lists with "; " between entries, none as empty. */
export function draftText(value: MetadataValue): string {
  if (value === null) return "";
  return Array.isArray(value) ? value.join("; ") : String(value);
}

const splitList = (text: string): string[] => text.split(";").map((v) => v.trim()).filter((v) => v !== "");
const blankToNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());

/** What saving the form would send, and what must be fixed first (by field, and the first one in words). */
export interface DraftChanges {
  changes: PaperMetadataChanges;
  /** Fields taken back to what was read from the PDF ("use the PDF's"), saved with the changes. */
  revert: PaperMetadataField[];
  problems: Partial<Record<PaperMetadataField, string>>;
  problem: string | null;
}

/**
 * The changes to send: only the fields the user changed, so saving a form where one word of the
 * title was fixed does not mark the authors as corrected too. Fields in `reverting` go back to
 * what the PDF says instead. A DOI must be one (a doi.org link is taken to its DOI), and an
 * emptied title needs the explicit choice of the file name; `problems` says what to fix.
 */
export function changesFromDraft(paper: PaperDetail, draft: PaperEditDraft, reverting: ReadonlySet<PaperMetadataField> = new Set()): DraftChanges {
  const before = draftFromPaper(paper);
  const changes: PaperMetadataChanges = {};
  const problems: DraftChanges["problems"] = {};
  const changed = (field: Exclude<keyof PaperEditDraft, "useFileName">) => !reverting.has(field) && draft[field].trim() !== before[field].trim();
  if (changed("title")) {
    if (draft.title.trim() !== "") changes.title = draft.title.trim();
    else if (draft.useFileName) changes.title = null;
    else problems.title = "The title is empty: type one, or choose to call the paper by its file name.";
  }
  if (changed("doi")) {
    const doi = draft.doi.trim() === "" ? null : parseDoi(draft.doi);
    if (draft.doi.trim() !== "" && doi === null) problems.doi = invalidDoiMessage(draft.doi);
    else if (doi !== before.doi.trim()) changes.doi = doi;
  }
  if (changed("venue")) changes.venue = blankToNull(draft.venue);
  if (changed("abstract")) changes.abstract = blankToNull(draft.abstract);
  if (!reverting.has("authors") && splitList(draft.authors).join(";") !== paper.authors.join(";")) changes.authors = splitList(draft.authors);
  if (!reverting.has("keywords") && splitList(draft.keywords).join(";") !== paper.keywords.join(";")) changes.keywords = splitList(draft.keywords);
  if (changed("year")) {
    const year = draft.year.trim();
    if (year !== "" && !/^\d{4}$/.test(year)) problems.year = "The year should be four digits, such as 2021 (or empty).";
    else changes.year = year === "" ? null : Number(year);
  }
  const first = Object.values(problems)[0] ?? null;
  return { changes, revert: [...reverting], problems, problem: first };
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
