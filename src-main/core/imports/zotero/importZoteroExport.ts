import fs from "node:fs";
import path from "node:path";
import { toErrorInfo } from "../../../contract/errors.ts";
import type { ImportResult, ZoteroEntryResult } from "../../../contract/importResults.ts";
import type { PaperMetadataField } from "../../../contract/paperEdits.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { listPaperEdits, savePaperEdits } from "../../db/repositories/paperEdits.ts";
import { findPaperIdByDoi, findPaperIdBySourcePath, getPaper } from "../../db/repositories/papers.ts";
import { ZoteroEntryTooLargeError } from "../../errors/ZoteroEntryTooLargeError.ts";
import { ZoteroPdfMissingError } from "../../errors/ZoteroPdfMissingError.ts";
import { normalizeMetadataChanges } from "../../library/paperMetadata.ts";
import type { ZoteroEntry } from "./ZoteroEntry.ts";

/**
 * Brings a Zotero export's items into the library. Each item is matched to a paper already
 * there (by the path of a PDF it names, then by DOI), or its first PDF on disk is imported; all
 * the PDFs to import go in one batch, so they are parsed in parallel like any import. Then the
 * item's metadata becomes the paper's, as corrections from Zotero. A field the user corrected
 * by hand is left alone: it was chosen over what the PDF said, and may have been chosen over
 * Zotero too.
 */
export async function importZoteroEntries(
  db: LibraryDatabase,
  entries: readonly ZoteroEntry[],
  importFiles: (files: string[]) => Promise<ImportResult[]>,
): Promise<ZoteroEntryResult[]> {
  const plans = entries.map((entry) => planEntry(db, entry));
  const toImport = [...new Set(plans.flatMap((p) => (p.kind === "import" ? [p.file] : [])))];
  const imported = new Map<string, ImportResult>();
  if (toImport.length > 0) for (const result of await importFiles(toImport)) imported.set(result.file, result);

  return entries.map((entry, index): ZoteroEntryResult => {
    const plan = plans[index]!;
    const base = { entry: entry.label, file: plan.kind === "missing" || plan.kind === "refused" ? null : plan.file };
    if (plan.kind === "refused") return { ...base, status: "failed", matchedBy: null, paperId: null, fields: [], error: toErrorInfo(new ZoteroEntryTooLargeError(entry.label, plan.reason)) };
    if (plan.kind === "missing") return { ...base, status: "failed", matchedBy: null, paperId: null, fields: [], error: toErrorInfo(new ZoteroPdfMissingError(entry.label, entry.pdfs)) };
    if (plan.kind === "matched") return { ...base, status: "matched", matchedBy: plan.by, paperId: plan.paperId, fields: applyZoteroMetadata(db, plan.paperId, entry), error: null };
    const result = imported.get(plan.file);
    if (!result || result.status === "failed" || result.paperId === null) {
      return { ...base, status: "failed", matchedBy: null, paperId: null, fields: [], error: result?.error ?? { name: "Error", message: `${plan.file} was not imported.` } };
    }
    // Same bytes as a paper already stored under another path: that paper is this item's.
    const status = result.status === "duplicate" ? "matched" : "imported";
    return { ...base, status, matchedBy: "file", paperId: result.paperId, fields: applyZoteroMetadata(db, result.paperId, entry), error: null };
  });
}

type Plan = { kind: "matched"; paperId: number; by: "file" | "doi"; file: string | null } | { kind: "import"; file: string } | { kind: "missing" } | { kind: "refused"; reason: string };

function planEntry(db: LibraryDatabase, entry: ZoteroEntry): Plan {
  if (entry.refusal !== undefined) return { kind: "refused", reason: entry.refusal };
  for (const file of entry.pdfs) {
    const paperId = findPaperIdBySourcePath(db, file);
    if (paperId !== undefined) return { kind: "matched", paperId, by: "file", file };
  }
  const doi = normalizeMetadataChanges({ doi: entry.metadata.doi ?? null }).doi;
  if (typeof doi === "string") {
    const paperId = findPaperIdByDoi(db, doi);
    if (paperId !== undefined) return { kind: "matched", paperId, by: "doi", file: null };
  }
  const onDisk = entry.pdfs.find((file) => isFile(file));
  return onDisk === undefined ? { kind: "missing" } : { kind: "import", file: path.resolve(onDisk) };
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Writes the item's metadata as corrections from Zotero; returns the fields written. */
function applyZoteroMetadata(db: LibraryDatabase, paperId: number, entry: ZoteroEntry): PaperMetadataField[] {
  const paper = getPaper(db, paperId);
  if (!paper) return [];
  const byHand = new Set(listPaperEdits(db, paper.sha256).filter((e) => e.source === "user").map((e) => e.field));
  const changes = Object.fromEntries(Object.entries(normalizeMetadataChanges(entry.metadata)).filter(([field]) => !byHand.has(field as PaperMetadataField)));
  savePaperEdits(db, paperId, changes, "zotero");
  return (Object.keys(changes) as PaperMetadataField[]).sort();
}
