import type { ExportFormat, ExportOptions, SplitCounts } from "../../../contract/exportFormat.ts";
import type { QaRecord } from "../../../contract/exportRecord.ts";
import type { DatasetReport } from "../../../contract/report.ts";

/** A passage of a retrieval corpus; a table's body row says which table and row it is (1-based, as evidence counts rows). */
export interface CorpusPassage {
  id: number;
  text: string;
  page: number;
  tableRow?: { table: { index: number; label: string | null; caption: string | null }; row: number };
}

/** What a format may need beyond the records themselves. */
export interface FormatContext {
  options: ExportOptions;
  /** A passage's text (or the part from `start` to `end`); null for a passage the library lacks. */
  passageText(paperId: number, passageId: number, start?: number, end?: number): string | null;
  /** Every passage of a paper in reading order, for a retrieval corpus. */
  passages(paperId: number): CorpusPassage[];
  /** The evaluation report of the selection, when the format describes it (the dataset card). */
  report?: DatasetReport;
  /** QAs left out as duplicates of another run's, for the card's account of the filters. */
  duplicatesRemoved: number;
}

/**
 * A format written as one file, record by record, so 100,000 QAs stream without the text being
 * held whole and a preview of three records gives exactly the file's first bytes.
 */
export interface FileFormatWriter {
  kind: "file";
  format: ExportFormat;
  /** What comes before the first record. */
  start(): string;
  /** One record's text; `index` counts the records written before it. Null when the format cannot hold this QA. */
  record(record: QaRecord, index: number, context: FormatContext): string | null;
  /** What comes after the last record, given how many were written. */
  end(written: number): string;
}

/** Where a folder format writes: paths are relative to the export folder, with "/" between parts. */
export interface FolderOutput {
  writeFile(relativePath: string, data: string | Uint8Array): void;
}

/** A format written as a folder of files; it needs every record at once (splits, corpus, card). */
export interface FolderFormatWriter {
  kind: "folder";
  format: ExportFormat;
  write(records: readonly QaRecord[], output: FolderOutput, context: FormatContext): { records: number; omitted: number; splits?: SplitCounts };
  /** The first records as the folder's main file shows them, for the export view's preview. */
  preview(records: readonly QaRecord[], context: FormatContext): string;
}

export type FormatWriter = FileFormatWriter | FolderFormatWriter;
