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

const fmt = (value: string | bigint): string => BigInt(value).toLocaleString("en-US");

/**
 * What differs between two looks at a path, in words for a researcher ("its size went from 1,000
 * to 2,000 bytes"); null when `sameFile` holds. The most telling difference is named: a size
 * first (a download or a copy still going), then an edit, then a replacement.
 */
export function describeChange(before: FileIdentityText, after: FileIdentityText): string | null {
  if (after.size !== before.size) return `its size went from ${fmt(before.size)} to ${fmt(after.size)} bytes`;
  if (after.ino !== before.ino || after.dev !== before.dev) return "it was replaced by another file";
  if (after.mtimeNs !== before.mtimeNs) return "it was modified";
  // Only the change time moved: written to with its old modification time put back, or its
  // permissions or links changed; either way not the state it was read in.
  if (after.ctimeNs !== before.ctimeNs) return "it was written to or its permissions changed";
  return null;
}
