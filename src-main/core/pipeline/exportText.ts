import type { ExportFormat } from "../../contract/exportRecord.ts";
import type { ExportPreview, ExportPreviewRequest } from "../../contract/pipeline.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { countQaRecords, selectQaRecords } from "../export/selectQaRecords.ts";
import { EXPORT_FILE_EXTENSIONS } from "../export/formats/registry.ts";
import { passageLookup } from "../export/runExport.ts";
import { serializeExport } from "../export/serializeExport.ts";

/** Records a preview shows unless told otherwise. */
export const PREVIEW_RECORDS = 3;

/** The export's record count and its first records, serialized exactly as the file holds them. */
export function exportPreview(db: LibraryDatabase, request: ExportPreviewRequest): ExportPreview {
  const filter = request.filter ?? {};
  const limit = request.limit ?? PREVIEW_RECORDS;
  return { count: countQaRecords(db, filter), text: serializeExport(request.format, take(selectQaRecords(db, filter, limit), limit), { options: request.options ?? {}, duplicatesRemoved: 0, ...passageLookup(db) }).text };
}

/** A download's file name, e.g. "distillate-export-20250101-0930.jsonl" (chat, alpaca and qac are JSONL too) (local time). */
export function exportDownloadName(format: ExportFormat, now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const stamp = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}-${two(now.getHours())}${two(now.getMinutes())}`;
  return `distillate-export-${stamp}.${EXPORT_FILE_EXTENSIONS[format]}`;
}

function* take<T>(items: Iterable<T>, count: number): Generator<T> {
  if (count <= 0) return;
  let n = 0;
  for (const item of items) {
    yield item;
    if (++n >= count) return;
  }
}
