import crypto from "node:crypto";
import { PDF_MAX_BYTES } from "../documents/readPdfFile.ts";
import { FileTooLargeError } from "../files/FileTooLargeError.ts";
import { NotARegularFileError } from "../files/NotARegularFileError.ts";
import { readRegularFile } from "../files/readRegularFile.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { getPaper } from "../db/repositories/papers.ts";
import { PaperFileMissingError } from "../errors/PaperFileMissingError.ts";
import { PaperNotFoundError } from "../errors/PaperNotFoundError.ts";

/**
 * The bytes of the PDF a paper was imported from. They must still hash to what was imported:
 * the stored boxes belong to that file, and drawing them over an edited PDF would highlight the
 * wrong words.
 */
export async function readPaperFile(db: LibraryDatabase, id: number): Promise<Uint8Array> {
  const paper = getPaper(db, id);
  if (!paper) throw new PaperNotFoundError(id);
  let bytes: Buffer;
  try {
    // The raw bytes when the name is not UTF-8: the readable path names no file then. Opened
    // without blocking and read to a limit: a FIFO or a device put in the PDF's place is refused.
    bytes = await readRegularFile(paper.sourcePathBytes ?? paper.sourcePath, { maxBytes: PDF_MAX_BYTES });
  } catch (error) {
    if (error instanceof NotARegularFileError || error instanceof FileTooLargeError) throw new PaperFileMissingError(id, paper.sourcePath, "changed");
    throw new PaperFileMissingError(id, paper.sourcePath, "missing");
  }
  if (crypto.createHash("sha256").update(bytes).digest("hex") !== paper.sha256) {
    throw new PaperFileMissingError(id, paper.sourcePath, "changed");
  }
  // A plain Uint8Array: a Buffer would cross structured clone and JSON transports differently.
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
