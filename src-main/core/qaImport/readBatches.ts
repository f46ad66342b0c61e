import type { QaImportFields, QaImportFormat } from "../../contract/qaImport.ts";
import type { QaImportLimits } from "./qaImportLimits.ts";
import { readQaRecords, type FileStamp } from "./readQaRecords.ts";
import { RowBatcher, type RowBatch } from "./RowBatcher.ts";
import type { FieldNames, ImportRow } from "./importRow.ts";
import { RowMapper } from "./RowMapper.ts";

/** The file as a survey found it: read again, it must be the same file. */
export interface SurveyedFile {
  path: string;
  format: QaImportFormat;
  fields: QaImportFields;
  names: FieldNames;
  stamp: FileStamp;
  sha256: string;
  /** The run that surveyed it, for QaFileChangedError. */
  runId: number;
}

/**
 * Reads a surveyed file again, handing its QAs to `onBatch` a batch at a time, cut as the survey
 * cut them (awaited: the next batch is read only once this one is stored). Memory holds one batch.
 * QaFileChangedError when the file is no longer the one surveyed.
 */
export async function readBatches(file: SurveyedFile, limits: QaImportLimits, onBatch: (batch: RowBatch) => Promise<void>, signal?: AbortSignal): Promise<void> {
  const mapper = new RowMapper(file.path, file.fields, limits, file.names);
  const batcher = new RowBatcher(limits, true);
  const rows: ImportRow[] = [];
  await readQaRecords(
    file.path,
    file.format,
    async (records) => {
      for (const record of records) {
        mapper.map(record, rows, () => undefined);
        for (const row of rows) {
          const closed = batcher.add(row);
          if (closed) await onBatch(closed);
        }
        rows.length = 0;
      }
    },
    { limits, expect: { stamp: file.stamp, sha256: file.sha256, runId: file.runId }, ...(signal ? { signal } : {}) },
  );
  const last = batcher.finish();
  if (last) await onBatch(last);
}
