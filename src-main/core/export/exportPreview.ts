import { EXPORT_FORMAT_EXTENSIONS } from "../../contract/exportFormat.ts";
import type { ExportFormat } from "../../contract/exportRecord.ts";
import type { ExportPreview, ExportPreviewRequest } from "../../contract/exportRequests.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { summarizeQaQuery } from "../db/repositories/qaSelectionSummary.ts";
import { passageLookup } from "./passageLookup.ts";
import { selectQaRecords } from "./selectQaRecords.ts";
import { serializeExport } from "./serializeExport.ts";

/** Records a preview shows unless told otherwise. */
export const PREVIEW_RECORDS = 3;

/** The export's record count and its first records, serialized exactly as the file holds them. */
export function exportPreview(db: LibraryDatabase, reviewer: string, request: ExportPreviewRequest): ExportPreview {
  const query = request.query ?? {};
  const limit = request.limit ?? PREVIEW_RECORDS;
  const summary = summarizeQaQuery(db, reviewer, query);
  // Only the first ids are listed: a preview of 100,000 QAs reads three.
  const first = selectQaRecords(db, reviewer, query, { pageSize: limit, limit });
  return { count: summary.total, summary, text: serializeExport(request.format, first, { options: request.options ?? {}, duplicatesRemoved: 0, ...passageLookup(db) }).text };
}

/** A download's file name, e.g. "distillate-export-20250101-0930.jsonl" (chat, alpaca and qac are JSONL too) (local time). */
export function exportDownloadName(format: ExportFormat, now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const stamp = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}-${two(now.getHours())}${two(now.getMinutes())}`;
  return `distillate-export-${stamp}.${EXPORT_FORMAT_EXTENSIONS[format]}`;
}
