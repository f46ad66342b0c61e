import crypto from "node:crypto";
import path from "node:path";
import type { QaImportFormat } from "../../contract/qaImport.ts";
import { describeFsError } from "../files/describeFsError.ts";
import { FileTooLargeError } from "../files/FileTooLargeError.ts";
import { NotARegularFileError } from "../files/NotARegularFileError.ts";
import { openRegularFile } from "../files/openRegularFile.ts";
import { CsvRecordSplitter } from "./CsvRecordSplitter.ts";
import { QaFileChangedError } from "./errors/QaFileChangedError.ts";
import { QaFileSyntaxError } from "./errors/QaFileSyntaxError.ts";
import { QaFileUnreadableError } from "./errors/QaFileUnreadableError.ts";
import type { FileRecord, RecordSplitter } from "./FileRecord.ts";
import { JsonArraySplitter } from "./JsonArraySplitter.ts";
import { JsonLineSplitter } from "./JsonLineSplitter.ts";
import type { QaImportLimits } from "./qaImportLimits.ts";

/** Bytes read at a time: small enough that parsing one never holds the thread long. */
const CHUNK_BYTES = 256 * 1024;

/** What tells the same file from another, read from the opened file: a file changed between reads is not read again. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
  ino: number;
}

export interface QaFileRead {
  /** The file's name (not its path). */
  name: string;
  sha256: string;
  stamp: FileStamp;
}

export interface ReadQaRecordsOptions {
  limits: QaImportLimits;
  /** The stamp and hash of an earlier read: a file that differs is refused (QaFileChangedError). Defaults to none. */
  expect?: { stamp: FileStamp; sha256: string; runId: number };
  signal?: AbortSignal;
}

function splitterFor(format: QaImportFormat, limits: QaImportLimits): RecordSplitter {
  if (format === "csv") return new CsvRecordSplitter(limits);
  if (format === "jsonl") return new JsonLineSplitter(limits);
  return new JsonArraySplitter(limits);
}

const sameStamp = (a: FileStamp, b: FileStamp) => a.size === b.size && a.mtimeMs === b.mtimeMs && a.ino === b.ino;

/**
 * Reads a QA file as a stream, handing its records to `onRecords` a chunk at a time (awaited, so
 * the caller may store a batch before more is read), and hashes it as it goes. The path is opened
 * only when it is a regular file within `limits.fileBytes`, without blocking (a FIFO or a device
 * is refused at once), and read up to the size it had when opened. Throws QaFileUnreadableError
 * (missing, not a regular file, too large, not its format) or, with `expect`, QaFileChangedError.
 */
export async function readQaRecords(file: string, format: QaImportFormat, onRecords: (records: FileRecord[]) => void | Promise<void>, options: ReadQaRecordsOptions): Promise<QaFileRead> {
  const name = path.basename(file);
  const { limits, expect, signal } = options;
  let opened: Awaited<ReturnType<typeof openRegularFile>>;
  try {
    opened = await openRegularFile(file, { maxBytes: limits.fileBytes, limitFor: "an import reads" });
  } catch (error) {
    if (error instanceof NotARegularFileError || error instanceof FileTooLargeError) throw new QaFileUnreadableError(name, error.message);
    throw new QaFileUnreadableError(name, describeFsError(error));
  }
  const { handle, size } = opened;
  try {
    const stat = await handle.stat();
    const stamp: FileStamp = { size, mtimeMs: stat.mtimeMs, ino: stat.ino };
    if (expect && !sameStamp(stamp, expect.stamp)) throw new QaFileChangedError(name, expect.runId);
    const hash = crypto.createHash("sha256");
    const splitter = splitterFor(format, limits);
    let position = 0;
    while (position < size) {
      signal?.throwIfAborted();
      const buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, size - position));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      if (bytesRead === 0) break;
      let chunk = buffer.subarray(0, bytesRead);
      hash.update(chunk);
      // A byte-order mark before the first record is not part of it (ChemLit-QA's files carry one).
      if (position === 0 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3);
      position += bytesRead;
      const out: FileRecord[] = [];
      splitter.push(chunk, out);
      if (out.length > 0) await onRecords(out);
    }
    const out: FileRecord[] = [];
    splitter.end(out);
    if (out.length > 0) await onRecords(out);
    const sha256 = hash.digest("hex");
    if (expect && sha256 !== expect.sha256) throw new QaFileChangedError(name, expect.runId);
    return { name, sha256, stamp };
  } catch (error) {
    if (error instanceof QaFileSyntaxError) throw new QaFileUnreadableError(name, error.message);
    throw error;
  } finally {
    await handle.close().catch(() => undefined);
  }
}
