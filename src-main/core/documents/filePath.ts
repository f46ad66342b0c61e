import { isUtf8 } from "node:buffer";

/**
 * A file's path as the file system gives it: a string, or its raw bytes when they are not UTF-8
 * (a name on Linux may hold any bytes but "/" and NUL, e.g. one written on an old Latin-1
 * system). Node's fs functions accept both, so the bytes open the file where a decoded string,
 * with U+FFFD in place of those bytes, would name a file that does not exist.
 */
export type FilePath = string | Buffer;

/** The path to show a researcher. Bytes that are not UTF-8 show as U+FFFD: it may not reopen the file. */
export function readablePath(file: FilePath): string {
  return typeof file === "string" ? file : file.toString("utf8");
}

/** A path read as bytes, as a plain string whenever that is lossless (nearly always). */
export function toFilePath(bytes: Buffer): FilePath {
  return isUtf8(bytes) ? bytes.toString("utf8") : bytes;
}

/** The bytes to keep beside a readable path so the file can be reopened later; null when the string is enough. */
export function pathBytesToKeep(file: FilePath): Buffer | null {
  return typeof file === "string" ? null : file;
}
