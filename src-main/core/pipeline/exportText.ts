import type { ExportContent, ExportPreview, ExportPreviewRequest } from "../../contract/pipeline.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { countQaRecords, selectQaRecords } from "../export/selectQaRecords.ts";
import { serializeExport } from "../export/serializeExport.ts";

/** Records a preview shows unless told otherwise. */
export const PREVIEW_RECORDS = 3;

/** The export's record count and its first records, serialized exactly as the file holds them. */
export function exportPreview(db: LibraryDatabase, request: ExportPreviewRequest): ExportPreview {
  const filter = request.filter ?? {};
  const limit = request.limit ?? PREVIEW_RECORDS;
  return { count: countQaRecords(db, filter), text: serializeExport(request.format, take(selectQaRecords(db, filter, limit), limit)).text };
}

/** The whole export as text, named for a download ("distillate-export-20250101-0930.jsonl", local time). */
export function exportContent(db: LibraryDatabase, request: Omit<ExportPreviewRequest, "limit">, now = new Date()): ExportContent {
  const { text, records } = serializeExport(request.format, selectQaRecords(db, request.filter ?? {}));
  const two = (n: number) => String(n).padStart(2, "0");
  const stamp = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}-${two(now.getHours())}${two(now.getMinutes())}`;
  return { fileName: `distillate-export-${stamp}.${request.format}`, text, records };
}

function* take<T>(items: Iterable<T>, count: number): Generator<T> {
  if (count <= 0) return;
  let n = 0;
  for (const item of items) {
    yield item;
    if (++n >= count) return;
  }
}
