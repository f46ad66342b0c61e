import type { ImportResult, ImportSummary } from "../../contract/importResults.ts";

/** Counts by status; `pages` counts only the papers this batch stored. */
export function summarizeImport(results: ImportResult[], seconds: number): ImportSummary {
  const summary: ImportSummary = { imported: 0, duplicate: 0, failed: 0, pages: 0, seconds: Math.round(seconds * 1000) / 1000 };
  for (const result of results) {
    summary[result.status]++;
    if (result.status === "imported") summary.pages += result.pages ?? 0;
  }
  return summary;
}
