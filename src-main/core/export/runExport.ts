import type { ExportFormat, ExportOptions } from "../../contract/exportFormat.ts";
import type { QaRecord } from "../../contract/exportRecord.ts";
import type { DatasetReport } from "../../contract/report.ts";
import type { ExportProgress } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { WordVectorEmbedder } from "../llm/embeddings/WordVectorEmbedder.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import { ExportStoppedError } from "./errors/ExportStoppedError.ts";
import { FolderFormatNotDownloadableError } from "./errors/FolderFormatNotDownloadableError.ts";
import type { ExportOutcome } from "./exportWorkerMessages.ts";
import { folderOutput } from "./folderOutput.ts";
import type { FileFormatWriter, FormatContext } from "./formats/FormatWriter.ts";
import { formatWriter } from "./formats/registry.ts";
import { passageLookup } from "./passageLookup.ts";
import { removeDuplicates } from "./removeDuplicates.ts";
import { countQaRecords, selectQaRecords } from "./selectQaRecords.ts";
import type { ExportSelection, ExportSink } from "./streamExport.ts";

// How often progress is reported while reading; a few times a second at the usual pace.
const PROGRESS_EVERY = 1000;

/** Where an export goes: a stream of text for a file format, a folder for a folder format. */
export type ExportDestination = { kind: "file"; sink: ExportSink } | { kind: "folder"; path: string };

export interface ExportSpec {
  format: ExportFormat;
  selection: ExportSelection;
  options?: ExportOptions;
  report?: DatasetReport;
  /** Makes the embedder duplicates are compared with. Defaults to word vectors (no model needed). */
  embedder?: () => TextEmbedder;
  /**
   * Asked before each record read or written and each file of a folder: true stops the export
   * with ExportStoppedError, so its worker can end by itself (ExportRunner). Defaults to never.
   */
  stopRequested?: () => boolean;
}

/** Throws ExportStoppedError once `stopRequested` says so. */
function stopCheck(stopRequested: (() => boolean) | undefined): () => void {
  return () => {
    if (stopRequested?.()) throw new ExportStoppedError("asked to stop");
  };
}

/** `records`, checking before each one whether the export must stop. */
function* untilStopped<T>(records: Iterable<T>, check: () => void): Generator<T> {
  for (const record of records) {
    check();
    yield record;
  }
}

/** Writes a file format's text for `records` into `sink`; returns how many records it wrote and how many it could not hold. */
export function writeFileFormat(writer: FileFormatWriter, records: Iterable<QaRecord>, sink: ExportSink, context: FormatContext): { records: number; omitted: number } {
  let written = 0;
  let omitted = 0;
  sink.write(writer.start());
  for (const record of records) {
    const text = writer.record(record, written, context);
    if (text === null) omitted++;
    else {
      sink.write(text);
      written++;
    }
  }
  sink.write(writer.end(written));
  sink.end();
  return { records: written, omitted };
}

/**
 * One export: reads the selected QAs, leaves out cross-run duplicates (unless kept), and writes
 * them in the format. Records are held in memory (about 1 KiB each) because duplicates, splits
 * and a corpus need them all before the first line is written.
 */
export async function runExport(db: LibraryDatabase, spec: ExportSpec, destination: ExportDestination, onProgress?: (progress: ExportProgress) => void): Promise<Omit<ExportOutcome, "bytes"> & { bytes?: number }> {
  const writer = formatWriter(spec.format);
  if (writer.kind === "folder" && destination.kind !== "folder") throw new FolderFormatNotDownloadableError(spec.format);
  const options = spec.options ?? {};
  const total = onProgress ? countQaRecords(db, spec.selection.reviewer, spec.selection.query) : 0;
  onProgress?.({ records: 0, total });
  const check = stopCheck(spec.stopRequested);
  const selected: QaRecord[] = [];
  for (const record of untilStopped(selectQaRecords(db, spec.selection.reviewer, spec.selection.query), check)) {
    selected.push(record);
    if (selected.length % PROGRESS_EVERY === 0) onProgress?.({ records: selected.length, total });
  }
  const { kept, removed } = options.keepDuplicates ? { kept: selected, removed: 0 } : await removeDuplicates(selected, spec.embedder ?? (() => new WordVectorEmbedder()));
  const context: FormatContext = { options, report: spec.report, duplicatesRemoved: removed, ...passageLookup(db) };
  let outcome: Omit<ExportOutcome, "bytes" | "duplicatesRemoved"> & { bytes?: number };
  if (writer.kind === "file") {
    if (destination.kind !== "file") throw new Error(`The ${spec.format} format writes a file, not a folder.`);
    outcome = writeFileFormat(writer, untilStopped(kept, check), destination.sink, context);
  } else {
    const output = folderOutput((destination as { path: string }).path, check);
    const written = writer.write(kept, output, context);
    // The main thread signs them into the folder's manifest (ExportRunner): the installation's secret stays there.
    outcome = { ...written, bytes: output.bytes(), files: output.files };
  }
  onProgress?.({ records: selected.length, total });
  return { ...outcome, duplicatesRemoved: removed };
}
