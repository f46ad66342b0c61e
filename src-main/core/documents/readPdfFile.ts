import crypto from "node:crypto";
import fsp from "node:fs/promises";
import { describeFsError } from "../files/describeFsError.ts";
import { FileTooLargeError } from "../files/FileTooLargeError.ts";
import { readRegularFileWithStat } from "../files/readRegularFile.ts";
import { describeChange, fileIdentity, type FileIdentityText } from "../files/sameFile.ts";
import { PdfChangedError } from "./errors/PdfChangedError.ts";
import { PdfTooLargeError } from "./errors/PdfTooLargeError.ts";
import { EmptyFileError } from "./errors/EmptyFileError.ts";
import { readablePath, type FilePath } from "./filePath.ts";
import { NotPdfError } from "./errors/NotPdfError.ts";
import { UnreadableFileError } from "./errors/UnreadableFileError.ts";
import { sniffFileKind } from "../files/sniffFileKind.ts";

export interface PdfFile {
  /** Absolute path; its bytes when they are not UTF-8. */
  file: FilePath;
  bytes: Uint8Array;
  sha256: string;
  /** The file's state when it was opened: the paper is stored only while the file is still in it. */
  identity: FileIdentityText;
}

/**
 * The largest PDF read: pdf.js holds the whole file in memory (and the parse worker a copy), and
 * the largest real papers, theses and scanned books run to a few hundred MB.
 */
export const PDF_MAX_BYTES = 512 * 1024 * 1024;

/** pdf.js, like Acrobat, accepts a header preceded by up to 1 KiB of junk; so do we. */
const HEADER_WINDOW = 1024;
const HEADER = Buffer.from("%PDF-", "latin1");

/**
 * Reads a file and checks it is worth handing to the parser: readable, not empty, a PDF by its
 * bytes (not its name); `listed` when an import found it by listing a folder (defaults to false).
 * Every refusal is a named error saying what is wrong with the file.
 */
export async function readPdfFile(file: FilePath, options: { listed?: boolean } = {}): Promise<PdfFile> {
  const shown = readablePath(file);
  let read: Awaited<ReturnType<typeof readRegularFileWithStat>>;
  try {
    // Opened without blocking, its kind and size checked on the open file, and read to the size
    // it had then: a FIFO or a device named *.pdf neither blocks nor streams forever.
    read = await readRegularFileWithStat(file, { maxBytes: PDF_MAX_BYTES, limitFor: "Distillate reads of one PDF" });
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new PdfTooLargeError(shown, error.message);
    // A file the import found by listing its folder and that is gone now was moved or deleted
    // while the batch ran: said so, not as if the user had named a file that never was.
    const gone = options.listed && (error as NodeJS.ErrnoException).code === "ENOENT";
    throw new UnreadableFileError(shown, gone ? "it was in its folder when the import listed it and is gone now (moved or deleted while the import ran)" : describeFsError(error));
  }
  const { bytes } = read;
  if (bytes.length === 0) throw new EmptyFileError(shown);
  if (bytes.subarray(0, HEADER_WINDOW).indexOf(HEADER) < 0) throw new NotPdfError(shown, sniffFileKind(bytes));
  const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
  return { file, bytes, sha256, identity: fileIdentity(read.stat) };
}

/**
 * A file still being written (a download, a copy, an incremental save) is read as it stood at
 * one moment. Its state when opened is compared with its state once the paper is parsed (seconds
 * later, minutes with OCR), just before it is stored: a change at any time in between, the read
 * included, shows, and no paper is stored from bytes the file no longer holds.
 *
 * Throws PdfChangedError unless the file at the path is still the one read, in the state it was
 * opened in (the same file, size and change times: what `sameFile` compares).
 */
export async function confirmUnchanged(pdf: Pick<PdfFile, "file" | "identity">): Promise<void> {
  let now: FileIdentityText;
  try {
    now = fileIdentity(await fsp.stat(pdf.file, { bigint: true }));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const change = code === "ENOENT" || code === "ENOTDIR" ? "it was moved or deleted" : `it could no longer be looked at: ${describeFsError(error)}`;
    throw new PdfChangedError(readablePath(pdf.file), change);
  }
  const change = describeChange(pdf.identity, now);
  if (change) throw new PdfChangedError(readablePath(pdf.file), change);
}
