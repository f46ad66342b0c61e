import { describeFsError } from "../../files/describeFsError.ts";
import { FileTooLargeError } from "../../files/FileTooLargeError.ts";
import { NotARegularFileError } from "../../files/NotARegularFileError.ts";
import { readRegularFileSync } from "../../files/readRegularFile.ts";
import { TesseractCommandError } from "./TesseractCommandError.ts";

/** The most a page's hOCR may hold: a dense 300 dpi page writes about 0.5 MB. */
const OUTPUT_LIMIT = 64 * 1024 * 1024;

/** Why the command failed, in words: its own messages are for developers, not the paper's notes. */
export function failure(code: number | null, signal: NodeJS.Signals | null, stderr: string): string {
  if (/Failed loading language|Could not initialize tesseract/i.test(stderr)) return "could not load its language data";
  if (/Error in (pixRead|findFileFormat)|Unsupported image type/i.test(stderr)) return "could not read the page's picture";
  return signal ? `stopped (${signal})` : `failed (exit code ${code})`;
}

/**
 * The command's result, read as the app reads any file it did not write itself (openRegularFile.ts):
 * opened without blocking and without following a link, its kind and size checked on the opened
 * file, read only up to the size it had then. A command that leaves a named pipe at the name
 * (a wrapper script, a damaged install) would otherwise hold the thread for good, a link would
 * have another file read as the page's words, and a file still growing would be read without end.
 */
export function readLimited(file: string, pages = 1): string {
  try {
    return readRegularFileSync(file, { maxBytes: OUTPUT_LIMIT * pages, noFollow: true }).toString("utf8");
  } catch (error) {
    if (error instanceof NotARegularFileError) throw new TesseractCommandError(`wrote ${error.kind} instead of a page's result`);
    if (error instanceof FileTooLargeError) throw new TesseractCommandError(`wrote more than ${OUTPUT_LIMIT / 1024 / 1024} MB a page`);
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new TesseractCommandError("wrote no result");
    throw new TesseractCommandError(`wrote a result that could not be read (${describeFsError(error)})`);
  }
}

export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
