import crypto from "node:crypto";
import fs from "node:fs";
import { shownName } from "../../contract/shownName.ts";
import { FileNotWrittenError } from "./FileNotWrittenError.ts";

/**
 * Flags that create a file only where nothing stands at the name: never opening a FIFO (which
 * blocks until a reader comes), a folder, or a link (which would send the bytes to wherever it
 * points). O_NOFOLLOW is missing on Windows, where links need privileges to plant; O_EXCL already
 * refuses a name that exists, links included, everywhere.
 */
export const CREATE_EXCLUSIVE = fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_WRONLY | (fs.constants.O_NOFOLLOW ?? 0);

/** A temporary name beside `file` (same folder, so the rename is atomic) that nobody can have taken beforehand. */
export function besideName(file: string): string {
  return `${file}.${crypto.randomBytes(8).toString("hex")}.partial`;
}

/** Why a write failed, in words; `file` is the user's name for it (never the temporary one). */
export function writeFailure(file: string, error: unknown): FileNotWrittenError {
  if (error instanceof FileNotWrittenError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  // Node's own words would name the temporary file; the code alone is enough for a report.
  const reason = WRITE_REASONS[code ?? ""] ?? (code ? `the file system refused it (${code})` : shownName(error instanceof Error ? error.message : String(error)));
  return new FileNotWrittenError(file, reason, code);
}

const WRITE_REASONS: Record<string, string> = {
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  EROFS: "the disk is read-only",
  EACCES: "permission denied (the folder is not writable)",
  EPERM: "permission denied (the folder is not writable)",
  ENOENT: "its folder does not exist",
  ENOTDIR: "a part of its folder's path is a file, not a folder",
  EISDIR: "a folder stands at that name",
  ENAMETOOLONG: "the name is too long",
  EIO: "the disk reported an input/output error",
  // A FAT32 disk holds no file of 4 GiB or more; a file-size limit (`ulimit -f`) gives the same code.
  EFBIG: "the file is larger than this disk (or a limit set for this program) lets one file be",
};

export interface ReplaceFileOptions {
  /** The new file's permissions (before the umask): 0o600 for secrets. Defaults to 0o666. */
  mode?: number;
}

/**
 * Writes `data` to `file` whole or not at all: into a new file beside it, created exclusively
 * under an unguessable name, made durable, then renamed over `file` in one step (a rename replaces
 * a link or a FIFO standing at `file`, never writes through it). A failed write removes what it
 * made and leaves the file that was there untouched. Throws FileNotWrittenError naming `file`.
 */
export function replaceFileSync(file: string, data: string | Uint8Array, options: ReplaceFileOptions = {}): void {
  const temp = besideName(file);
  let fd: number | undefined;
  try {
    fd = fs.openSync(temp, CREATE_EXCLUSIVE, options.mode ?? 0o666);
    const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    for (let done = 0; done < bytes.length; ) done += fs.writeSync(fd, bytes, done, bytes.length - done);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = undefined;
    fs.renameSync(temp, file);
  } catch (error) {
    if (fd !== undefined) fs.closeSync(fd);
    removeQuietly(temp);
    throw writeFailure(file, error);
  }
}

/** Removes what a failed write made; a folder path that is not one (ENOTDIR) holds nothing to remove. */
function removeQuietly(temp: string): void {
  try {
    fs.rmSync(temp, { force: true });
  } catch {
    // Nothing was made there.
  }
}
