import fs from "node:fs";
import fsp from "node:fs/promises";
import { BrokenLinkError } from "./BrokenLinkError.ts";
import { FileTooLargeError } from "./FileTooLargeError.ts";
import { NotARegularFileError } from "./NotARegularFileError.ts";

/**
 * Every path a user (or a request) names may be a FIFO, a device, a socket, a folder or a link to
 * any of them. Reading a FIFO waits for a writer forever (holding a thread of Node's file pool, so
 * every other file call waits too); a device such as /dev/zero never ends and `stat` says its
 * size is 0. So a file is opened without blocking, its kind and size are checked on the open
 * descriptor (the file actually opened, not whatever the name pointed at a moment before), and
 * it is read only up to the size it had then.
 */

// O_NONBLOCK makes opening a FIFO return at once instead of waiting for a writer. Windows has no
// FIFOs in the file system and no O_NONBLOCK.
const READ_NONBLOCKING = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0);
const NO_FOLLOW = fs.constants.O_NOFOLLOW ?? 0;

export interface RegularFileOptions {
  /** The largest size accepted, in bytes; a larger file is refused with FileTooLargeError. */
  maxBytes: number;
  /** Refuse a symbolic link as the path's last part (for files the app itself wrote). Defaults to false. */
  noFollow?: boolean;
  /** What the limit is for, to finish "more than the N MB ..." in the error. Defaults to "read at once". */
  limitFor?: string;
}

/** The kind of a file that is not a regular one, in words ("a named pipe (FIFO)"). */
export function kindInWords(stat: fs.Stats | fs.BigIntStats): string {
  if (stat.isDirectory()) return "a folder";
  if (stat.isFIFO()) return "a named pipe (FIFO)";
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return "a device";
  if (stat.isSocket()) return "a socket";
  if (stat.isSymbolicLink()) return "a symbolic link";
  return "not a regular file";
}

/** A path as a string, or as raw bytes when the name is not UTF-8. */
export type PathName = string | Buffer;

const shown = (file: PathName): string => (typeof file === "string" ? file : file.toString("utf8"));

function check(file: PathName, stat: fs.BigIntStats, options: RegularFileOptions): void {
  if (!stat.isFile()) throw new NotARegularFileError(shown(file), kindInWords(stat));
  if (Number(stat.size) > options.maxBytes) throw new FileTooLargeError(shown(file), Number(stat.size), options.maxBytes, options.limitFor);
}

/** Errors of the open call itself that say what the path is. */
function openError(file: PathName, error: unknown, noFollow: boolean): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  // A socket cannot be opened (ENXIO); O_NOFOLLOW on a link gives ELOOP.
  if (code === "ENXIO") return new NotARegularFileError(shown(file), "a socket or a device with nothing behind it");
  if (code === "ELOOP" && noFollow) return new NotARegularFileError(shown(file), "a symbolic link");
  // Following links, ELOOP means they go round (or chain past the system's limit): "a symbolic
  // link, not a regular file" would read as if links were refused, which they are not.
  if (code === "ELOOP") return new NotARegularFileError(shown(file), "a loop of symbolic links", "it is a symbolic link that goes round a loop of links, so it leads to no file");
  // "No such file" of a link the user can see in their folder reads as wrong: name what it points at.
  if ((code === "ENOENT" || code === "ENOTDIR") && !noFollow) return brokenLink(file) ?? error;
  return error;
}

/** A BrokenLinkError when `file` itself is a symbolic link (its target being what is missing); null otherwise. */
function brokenLink(file: PathName): BrokenLinkError | null {
  try {
    if (!fs.lstatSync(file).isSymbolicLink()) return null;
    return new BrokenLinkError(shown(file), fs.readlinkSync(file, { encoding: "buffer" }).toString("utf8"));
  } catch {
    return null;
  }
}

/** An open regular file within the limit, with its size and what fstat said of it when opened. */
export interface OpenedFile {
  handle: fsp.FileHandle;
  size: number;
  /** The open descriptor's stat (bigint: nanosecond times), for `sameFile`. */
  stat: fs.BigIntStats;
}

/**
 * Opens `file` for reading when it is a regular file of at most `maxBytes`. Throws
 * NotARegularFileError or FileTooLargeError (their messages finish "Cannot read X: ..."), or the
 * file system's own error (describeFsError words it). The caller closes the handle.
 */
export async function openRegularFile(file: PathName, options: RegularFileOptions): Promise<OpenedFile> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(file, READ_NONBLOCKING | (options.noFollow ? NO_FOLLOW : 0));
  } catch (error) {
    throw openError(file, error, options.noFollow === true);
  }
  try {
    const stat = await handle.stat({ bigint: true });
    check(file, stat, options);
    return { handle, size: Number(stat.size), stat };
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}

/** As openRegularFile, synchronously: a file descriptor the caller closes. */
export function openRegularFileSync(file: PathName, options: RegularFileOptions): { fd: number; size: number; stat: fs.BigIntStats } {
  let fd: number;
  try {
    fd = fs.openSync(file, READ_NONBLOCKING | (options.noFollow ? NO_FOLLOW : 0));
  } catch (error) {
    throw openError(file, error, options.noFollow === true);
  }
  try {
    const stat = fs.fstatSync(fd, { bigint: true });
    check(file, stat, options);
    return { fd, size: Number(stat.size), stat };
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
}
