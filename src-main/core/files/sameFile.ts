import type fs from "node:fs";

/** What tells one file's state from another's: where it lives, its size and its change times. */
export type IdentityStats = Pick<fs.BigIntStats, "dev" | "ino" | "size" | "mtimeNs" | "ctimeNs">;

/** The identity of a stat, as a plain value (for a message to a child process: decimal strings). */
export function fileIdentity(stat: IdentityStats): FileIdentityText {
  return { dev: String(stat.dev), ino: String(stat.ino), size: String(stat.size), mtimeNs: String(stat.mtimeNs), ctimeNs: String(stat.ctimeNs) };
}

/** A file's identity stats in decimal strings: survives JSON. */
export type FileIdentityText = Record<keyof IdentityStats, string>;

/**
 * Whether two looks at a path saw the same file in the same state: the same inode on the same
 * device, of the same size, modified and changed at the same times. The change time (ctime) is
 * set by the system on every write, rename or `utimes`, and no user can set it back, so a file
 * edited in place and given its old modification time still differs.
 */
export function sameFile(a: FileIdentityText, b: FileIdentityText): boolean {
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}
