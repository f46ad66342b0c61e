/** One record of a QA file, or why it could not be read (a broken row skips that row only). */
export interface FileRecord {
  /** 1-based: the JSONL line, the CSV data row, the JSON array item. */
  row: number;
  record: Record<string, unknown> | null;
  error?: string;
}

/** Turns a file's bytes, chunk by chunk, into records: a JSONL, JSON array or CSV reader. */
export interface RecordSplitter {
  /** Adds the records `chunk` completes to `out`. Throws QaFileSyntaxError when the file cannot be its format. */
  push(chunk: Buffer, out: FileRecord[]): void;
  /** The file has ended: adds the last record, or throws QaFileSyntaxError for a file cut short. */
  end(out: FileRecord[]): void;
}
