import path from "node:path";
import type { QaImportFields, QaImportFormat } from "../../contract/qaImport.ts";
import { QaFileUnreadableError } from "./errors/QaFileUnreadableError.ts";
import { readQaRecords, type FileStamp } from "./readQaRecords.ts";
import { count, type QaImportLimits } from "./qaImportLimits.ts";
import { RowBatcher } from "./RowBatcher.ts";
import type { FieldNames, ImportRow, SkippedRow } from "./importRow.ts";
import { RowMapper } from "./RowMapper.ts";

/** Rows left out that a survey keeps to show (the rest are counted). */
export const SKIPPED_SHOWN = 100;

/** The work items a file's QAs make: the file rows of each batch's first and last QA, and its size. */
export interface PlannedBatch {
  first: number;
  last: number;
  rows: number;
}

/** What a first reading of a QA file found, before anything is stored. */
export interface QaFileSurvey {
  name: string;
  sha256: string;
  stamp: FileStamp;
  format: QaImportFormat;
  /** The field holding each role. */
  names: FieldNames;
  /** Rows read: QAs kept and rows (or QAs of a row's list) left out. */
  rows: number;
  kept: number;
  /** The first SKIPPED_SHOWN rows left out, with why; `skippedTotal` counts them all. */
  skipped: SkippedRow[];
  skippedTotal: number;
  /** Whether any QA kept gives evidence (else the evidence filter has nothing to check). */
  hasEvidence: boolean;
  batches: PlannedBatch[];
}

async function surveyOnce(file: string, format: QaImportFormat, mapper: RowMapper, limits: QaImportLimits, signal?: AbortSignal) {
  const batcher = new RowBatcher(limits, false);
  const batches: PlannedBatch[] = [];
  const skipped: SkippedRow[] = [];
  let skippedTotal = 0;
  let kept = 0;
  let hasEvidence = false;
  const rows: ImportRow[] = [];
  let lastSkip: string | null = null;
  const skip = (row: SkippedRow) => {
    skippedTotal++;
    lastSkip = row.reason;
    if (skipped.length < SKIPPED_SHOWN) skipped.push(row);
  };
  // The reader hands the same record object for an item repeated word for word (JsonArraySplitter):
  // left out once, it is left out again for the same reason without being mapped again.
  let repeated: { record: object; reason: string } | null = null;
  const read = await readQaRecords(
    file,
    format,
    (records) => {
      for (const record of records) {
        if (record.record !== null && record.record === repeated?.record) {
          skip({ row: record.row, reason: repeated.reason });
          continue;
        }
        const before = skippedTotal;
        lastSkip = null;
        mapper.map(record, rows, skip);
        repeated = record.record !== null && rows.length === 0 && skippedTotal === before + 1 && lastSkip !== null ? { record: record.record, reason: lastSkip } : null;
        for (const row of rows) {
          kept++;
          hasEvidence ||= row.evidence.length > 0;
          const closed = batcher.add(row);
          if (closed) batches.push({ first: closed.first, last: closed.last, rows: closed.size });
        }
        rows.length = 0;
      }
    },
    { limits, ...(signal ? { signal } : {}) },
  );
  const last = batcher.finish();
  if (last) batches.push({ first: last.first, last: last.last, rows: last.size });
  return { read, batches, skipped, skippedTotal, kept, hasEvidence };
}

/**
 * Reads the whole file once, storing nothing: which fields hold what, the QAs kept and the rows
 * left out (with why), the batches they make, and the file's hash. Memory holds one chunk of the
 * file and the batches' bounds, never the rows. Read again, with the names found, when a field
 * was found only after rows had been mapped without it. QaFileUnreadableError when the file
 * cannot be read or holds no QA; QaFieldsNotFoundError when it has no question or answer field.
 */
export async function surveyQaFile(file: string, format: QaImportFormat, fields: QaImportFields, limits: QaImportLimits, signal?: AbortSignal): Promise<QaFileSurvey> {
  let mapper = new RowMapper(path.basename(file), fields, limits);
  let survey = await surveyOnce(file, format, mapper, limits, signal);
  const names = mapper.finish();
  if (mapper.stale) {
    mapper = new RowMapper(survey.read.name, fields, limits, names);
    survey = await surveyOnce(file, format, mapper, limits, signal);
  }
  const { read, batches, skipped, skippedTotal, kept, hasEvidence } = survey;
  if (kept === 0) {
    throw new QaFileUnreadableError(read.name, skippedTotal > 0 ? `none of its ${count(skippedTotal)} rows holds a question and an answer (row ${skipped[0]!.row}: ${skipped[0]!.reason})` : "it holds no rows");
  }
  return { name: read.name, sha256: read.sha256, stamp: read.stamp, format, names, rows: kept + skippedTotal, kept, skipped, skippedTotal, hasEvidence, batches };
}
