import crypto from "node:crypto";
import fs from "node:fs/promises";
import { describeFsError } from "../files/describeFsError.ts";
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

/** pdf.js, like Acrobat, accepts a header preceded by up to 1 KiB of junk; so do we. */
const HEADER_WINDOW = 1024;
const HEADER = Buffer.from("%PDF-", "latin1");

/**
 * Reads a file and checks it is worth handing to the parser: readable, not empty, a PDF by its
 * bytes (not its name). Every refusal is a named error saying what is wrong with the file.
 */
export async function readPdfFile(file: FilePath): Promise<PdfFile> {
  const shown = readablePath(file);
  let bytes: Buffer;
  try {
    // Checked first because reading a FIFO or a device named *.pdf would block or never end.
    const stats = await fs.stat(file);
    if (stats.isDirectory()) throw Object.assign(new Error("folder"), { code: "EISDIR" });
    if (!stats.isFile()) throw new Error("it is not a regular file");
    bytes = await fs.readFile(file);
  } catch (error) {
    throw new UnreadableFileError(shown, describeFsError(error));
  }
  if (bytes.length === 0) throw new EmptyFileError(shown);
  if (bytes.subarray(0, HEADER_WINDOW).indexOf(HEADER) < 0) throw new NotPdfError(shown, sniffFileKind(bytes));
  const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
  return { file, bytes, sha256 };
}
