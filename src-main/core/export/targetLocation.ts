import fs from "node:fs";
import path from "node:path";
import { shownName } from "../../contract/shownName.ts";
import { ExportTargetBrokenLinkError } from "./errors/ExportTargetBrokenLinkError.ts";

// Where a name an export is given really leads (through links, to files not there yet) and how
// two such places compare: what the target checks (checkExportTarget.ts) decide on.

/**
 * Where a target named by a symbolic link really is. A user who names a link (`latest.jsonl`
 * pointing at this week's file) expects what a shell's `>` or `cp` does: the file it points at
 * gets the new content and the link stays. The rename at the end of a write replaces the name it
 * is given, so renaming onto the link itself lost the link and left its file as it was. A link
 * that leads nowhere (nothing at its end, or a loop) is refused: there is no file to write
 * through to, and making one wherever it points is not what naming the link asked for.
 */
export function followTargetLink(target: string): string {
  let link: fs.Stats;
  try {
    link = fs.lstatSync(target);
  } catch {
    return target;
  }
  if (!link.isSymbolicLink()) return target;
  try {
    return fs.realpathSync.native(target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ELOOP") throw new ExportTargetBrokenLinkError(target, "goes round a loop of links");
    // Where the link points is whatever its maker wrote (a line feed, a bidi override): shown as a name is.
    if (code === "ENOENT" || code === "ENOTDIR") throw new ExportTargetBrokenLinkError(target, `points at ${shownName(realLocation(target))}, where there is nothing`);
    throw new ExportTargetBrokenLinkError(target, `cannot be followed (${shownName((error as Error).message)})`);
  }
}

export function statOrNull(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

/**
 * The path a name really leads to, even when the file (or the end of a symlink chain) does not
 * exist yet: a dangling link to the library's -wal, absent while the library is closed, must be
 * recognised as much as one that resolves.
 */
export function realLocation(file: string, depth = 0): string {
  try {
    return fs.realpathSync.native(file);
  } catch {
    // Not there (or not readable): resolve what does exist.
  }
  let link: string | null = null;
  try {
    if (depth < 40 && fs.lstatSync(file).isSymbolicLink()) link = fs.readlinkSync(file);
  } catch {
    // Nothing at this name at all.
  }
  if (link !== null) return realLocation(path.resolve(path.dirname(file), link), depth + 1);
  const parent = path.dirname(file);
  if (parent === file) return file;
  return path.join(realLocation(parent, depth), path.basename(file));
}

// macOS and Windows file systems ignore case by default, so "Library.SQLITE" is the library there.
const foldCase = process.platform === "darwin" || process.platform === "win32";
const key = (file: string) => (foldCase ? file.toLowerCase() : file);

export function samePath(a: string, b: string): boolean {
  return key(a) === key(b);
}

export function isInside(file: string, folder: string): boolean {
  const relative = path.relative(key(folder), key(file));
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}
