import crypto from "node:crypto";
import { describeFsError } from "../files/describeFsError.ts";
import { FileTooLargeError } from "../files/FileTooLargeError.ts";
import { readRegularFile } from "../files/regularFile.ts";
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
  let bytes: Buffer;
  try {
    // Opened without blocking, its kind and size checked on the open file, and read to the size
    // it had then: a FIFO or a device named *.pdf neither blocks nor streams forever.
    bytes = await readRegularFile(file, { maxBytes: PDF_MAX_BYTES, limitFor: "Distillate reads of one PDF" });
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new PdfTooLargeError(shown, error.message);
    // A file the import found by listing its folder and that is gone now was moved or deleted
    // while the batch ran: said so, not as if the user had named a file that never was.
    const gone = options.listed && (error as NodeJS.ErrnoException).code === "ENOENT";
    throw new UnreadableFileError(shown, gone ? "it was in its folder when the import listed it and is gone now (moved or deleted while the import ran)" : describeFsError(error));
  }
  if (bytes.length === 0) throw new EmptyFileError(shown);
  if (bytes.subarray(0, HEADER_WINDOW).indexOf(HEADER) < 0) throw new NotPdfError(shown, sniffFileKind(bytes));
  const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
  return { file, bytes, sha256 };
}
