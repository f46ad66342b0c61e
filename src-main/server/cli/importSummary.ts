import type { ImportSummary } from "../../contract/importResults.ts";

/** "2 pages" / "1 page": an import's lines are read by people, who notice "1 pages". */
export function pageCount(pages: number): string {
  return `${pages.toLocaleString("en-US")} ${pages === 1 ? "page" : "pages"}`;
}

/**
 * The pace of an import as a user can read it: pages a second when a page takes under a second
 * (born-digital papers), else seconds a page. A scanned paper read by OCR runs at a page every
 * half minute or so, which "pages/s" with one decimal showed as "0.0 pages/s".
 */
export function importPace(pages: number, seconds: number): string {
  if (!(seconds > 0) || !(pages > 0)) return "";
  const perSecond = pages / seconds;
  if (perSecond >= 1) return `${perSecond.toFixed(1)} pages/s`;
  const perPage = seconds / pages;
  return `${perPage < 10 ? perPage.toFixed(1) : Math.round(perPage)} s a page`;
}

/** The summary line the CLI prints once a batch is imported. */
export function describeImportSummary(s: ImportSummary): string {
  const pace = importPace(s.pages, s.seconds);
  return `${s.imported} imported, ${s.duplicate} already in the library, ${s.failed} failed; ${pageCount(s.pages)} in ${s.seconds.toFixed(1)} s${pace ? `, ${pace}` : ""}.`;
}
