import type { ZoteroEntryResult } from "@contract/importResults.ts";
import { formatCount } from "../../shared/format.ts";

/** What a finished Zotero import tells the user: one line of counts, and each item that failed with its reason. */
export function describeZoteroImport(label: string, results: readonly ZoteroEntryResult[]): { summary: string; problems: string[] } {
  const count = (status: ZoteroEntryResult["status"]) => results.filter((r) => r.status === status).length;
  const parts = [`${count("imported")} imported`, `${count("matched")} already in the library`];
  if (count("failed") > 0) parts.push(`${count("failed")} not imported`);
  return {
    summary: `${label}: ${formatCount(results.length, "Zotero item")}, ${parts.join(", ")}. Their details now come from Zotero.`,
    problems: results.filter((r) => r.status === "failed").map((r) => r.error?.message ?? `${r.entry} could not be imported.`),
  };
}
