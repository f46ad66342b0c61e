/**
 * What an import reads of a QA file, and what one row of it may hold (docs/limits.md). The file
 * is read as a stream, a row at a time, so memory follows these limits and the rows kept, never
 * the file's size: a row past a limit is left out with why, the others import.
 */
export interface QaImportLimits {
  /** The QA file. Defaults to 512 MiB. */
  fileBytes: number;
  /** The text file given as the QAs' source (`--source-text`), stored whole as a library entry. Defaults to 64 MiB. */
  sourceTextBytes: number;
  /** One row: a JSONL line, a JSON array item, a CSV row (its bytes in the file). Defaults to 16 MiB. */
  rowBytes: number;
  /** A question, an answer, one evidence text, a type, a difficulty, a title, a DOI (characters). Defaults to 100,000. */
  fieldChars: number;
  /** A row's own source text (`--source-field`, characters). Defaults to 4,000,000. */
  sourceChars: number;
  /** Columns of a CSV header; a file with more is refused. Defaults to 1,000. */
  csvColumns: number;
  /** How deep JSON arrays and objects may nest in one row. Defaults to 64. */
  jsonDepth: number;
  /** QAs in one record's list (`--qas-field`). Defaults to 10,000. */
  qasPerRow: number;
  /** Field names remembered to find the question and answer fields and to name them in an error. Defaults to 10,000. */
  fieldNames: number;
  /** QAs filtered and stored together as one work item: one transaction, what a crash or Ctrl-C can lose, and how long other calls wait at most. Defaults to 250. */
  batchRows: number;
  /** Characters of text (questions, answers, evidence, source texts) in one work item. Defaults to 16,000,000. */
  batchChars: number;
}

export const QA_IMPORT_LIMITS: Readonly<QaImportLimits> = {
  fileBytes: 512 * 1024 * 1024,
  sourceTextBytes: 64 * 1024 * 1024,
  rowBytes: 16 * 1024 * 1024,
  fieldChars: 100_000,
  sourceChars: 4_000_000,
  csvColumns: 1_000,
  jsonDepth: 64,
  qasPerRow: 10_000,
  fieldNames: 10_000,
  batchRows: 250,
  batchChars: 16_000_000,
};

/** "17 MB", "512 KB", "300 bytes": sizes in a sentence. */
export function bytesInWords(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / 1024 / 1024).toLocaleString("en-US")} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024).toLocaleString("en-US")} KB`;
  return `${bytes} bytes`;
}

/** "150,000": counts in a sentence. */
export const count = (n: number): string => n.toLocaleString("en-US");
