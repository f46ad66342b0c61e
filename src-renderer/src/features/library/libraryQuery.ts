import type { PaperListQuery, PaperStatus } from "@contract/papers.ts";
import { ariaSortOf, type AriaSort } from "../../shared/ariaSort.ts";

// What the library's search box, filters and column headers ask for, as pure functions.

export type SortColumn = NonNullable<PaperListQuery["sort"]>;
export type SortOrder = NonNullable<PaperListQuery["order"]>;
export type DetailsFilter = NonNullable<PaperListQuery["details"]>;

export interface LibraryFilters {
  search: string;
  /** "" for any. */
  status: PaperStatus | "";
  language: string;
  strategy: string;
  /** "" for any; "doubtful" for papers with details to check; "edited" for corrected ones. */
  details: DetailsFilter | "";
  sort: SortColumn;
  order: SortOrder;
}

export const defaultFilters: LibraryFilters = { search: "", status: "", language: "", strategy: "", details: "", sort: "imported", order: "desc" };

/** The browse query: empty filters left out, so the core applies its defaults. */
export function buildBrowseQuery(filters: LibraryFilters): PaperListQuery {
  const query: PaperListQuery = { sort: filters.sort, order: filters.order };
  const search = filters.search.trim().replace(/\s+/g, " ");
  if (search) query.search = search;
  if (filters.status) query.status = filters.status;
  if (filters.language) query.language = filters.language;
  if (filters.strategy) query.strategy = filters.strategy;
  if (filters.details) query.details = filters.details;
  return query;
}

/** The order a column starts with when first clicked: A→Z for titles, biggest or newest first otherwise. */
export function defaultOrder(column: SortColumn): SortOrder {
  return column === "title" ? "asc" : "desc";
}

/** Clicking a column header: the same column flips its order, another column starts with its default. */
export function toggleSort(filters: LibraryFilters, column: SortColumn): LibraryFilters {
  if (filters.sort === column) return { ...filters, order: filters.order === "asc" ? "desc" : "asc" };
  return { ...filters, sort: column, order: defaultOrder(column) };
}

export function ariaSort(filters: LibraryFilters, column: SortColumn): AriaSort {
  return ariaSortOf(filters.sort, filters.order, column);
}

/** Whether any filter narrows the list (search included), to word the empty result. */
export function isFiltered(filters: LibraryFilters): boolean {
  return filters.search.trim() !== "" || filters.status !== "" || filters.language !== "" || filters.strategy !== "" || filters.details !== "";
}

export const STATUS_LABELS: Record<PaperStatus, string> = {
  "not-run": "Not run",
  "no-qas": "Run, no QAs yet",
  generated: "To review",
  reviewed: "Reviewed",
};

export const DETAILS_LABELS: Record<DetailsFilter, string> = {
  doubtful: "To check",
  edited: "Corrected",
};

/**
 * The flag on a paper whose details or tables the reader doubts: short words for the row, every
 * doubt for the tooltip and for a screen reader ("Table 3: Rows have…" for a table's). Null when
 * there is nothing to check.
 */
export function doubtFlag(doubts: readonly { message: string }[], tableDoubts: readonly { table: string; messages: string[] }[] = []): { label: string; detail: string; all: string } | null {
  const all = [...doubts.map((d) => d.message), ...tableDoubts.flatMap((t) => t.messages.map((m) => `${t.table}: ${m}`))];
  if (all.length === 0) return null;
  return { label: "Check details", detail: `May have been read wrong from the PDF: ${all.join("; ")}.`, all: all.join("; ") };
}

/** The mark on a paper whose details were corrected, and which ones (in the edit form's words). */
export function editedMark(fields: readonly string[], labels: Record<string, string>): { label: string; detail: string } | null {
  if (fields.length === 0) return null;
  return { label: "Edited", detail: `Details corrected: ${fields.map((f) => labels[f] ?? f).join(", ")}` };
}

/** "A. Author, B. Author et al." for a table cell. */
export function shortAuthors(authors: string[], max = 3): string {
  if (authors.length === 0) return "";
  if (authors.length <= max) return authors.join(", ");
  return `${authors.slice(0, max).join(", ")} et al.`;
}
