import fs from "node:fs";
import path from "node:path";
import type { ExportFormat } from "../../contract/exportFormat.ts";
import { shownName } from "../../contract/shownName.ts";
import { kindInWords } from "../files/openRegularFile.ts";
import { checkFolderOwnership } from "./checkFolderOwnership.ts";
import { ExportInsideDataDirError } from "./errors/ExportInsideDataDirError.ts";
import { ExportOverwritesLibraryError } from "./errors/ExportOverwritesLibraryError.ts";
import { ExportTargetBrokenLinkError } from "./errors/ExportTargetBrokenLinkError.ts";
import { ExportTargetIsFileError } from "./errors/ExportTargetIsFileError.ts";
import { ExportTargetIsFolderError } from "./errors/ExportTargetIsFolderError.ts";
import { ExportTargetNotAFileError } from "./errors/ExportTargetNotAFileError.ts";
import { ExportTargetReadOnlyError } from "./errors/ExportTargetReadOnlyError.ts";

/** Where the library lives, which an export must never write over. */
export interface LibraryLocation {
  dataDir: string;
  databasePath: string;
}

/**
 * A target that passed the checks: its absolute path (where a symlink named as the target leads,
 * so the link is kept and the file it names gets the export), and the mode of the file already
 * there (null if none).
 */
export interface ExportTarget {
  path: string;
  mode: number | null;
}

// SQLite's companions of the database: writing over any of them corrupts or empties the library.
const LIBRARY_SUFFIXES = ["", "-wal", "-shm", "-journal"];

/**
 * Refuses a destination that would harm the library: the database or a companion file (by its
 * name, through a symlink, or as a hard link, compared by device and inode), anything inside the
 * data folder, a folder, and a device, a named pipe or a socket (or a link to one). The rename at
 * the end of an export replaces whatever name it is given, so these checks are the only thing
 * standing between a typo and an erased library (or, run as root, a replaced /dev/null).
 * A symlink is checked as what it leads to, and written through to it (see followTargetLink).
 */
export function checkExportTarget(out: string, library: LibraryLocation): ExportTarget {
  // Refusals name what the user named; the stat follows links, so a link to a pipe is a pipe.
  const named = path.resolve(out);
  const stat = statOrNull(named);
  if (stat?.isDirectory() || /[\\/]$/.test(out)) throw new ExportTargetIsFolderError(named);
  if (stat && !stat.isFile()) throw new ExportTargetNotAFileError(named, kindInWords(stat));
  checkLibrary(named, stat, library);
  const target = followTargetLink(named);
  checkWritable(target, stat, "file");
  return { path: target, mode: stat?.isFile() ? stat.mode & 0o7777 : null };
}

/**
 * The same checks for a format written as a folder, which replaces the whole folder: refused
 * when the name is a file, or a folder that is not wholly an earlier export of the same format by
 * this installation, whose manifest `secret` signed (checkFolderOwnership.ts: the user's Documents
 * folder picked by mistake, a dataset folder holding anything the export did not write or that
 * changed since, or one with a manifest anyone could have written, is never swapped for a dataset).
 */
export async function checkExportFolder(out: string, library: LibraryLocation, format: ExportFormat, secret: Buffer): Promise<ExportTarget> {
  const named = path.resolve(out);
  const stat = statOrNull(named);
  if (stat && !stat.isDirectory() && !stat.isFile()) throw new ExportTargetNotAFileError(named, kindInWords(stat));
  if (stat && !stat.isDirectory()) throw new ExportTargetIsFileError(named, format);
  checkLibrary(named, stat, library);
  const target = followTargetLink(named);
  if (stat) await checkFolderOwnership(target, format, secret);
  checkWritable(target, stat, "folder");
  return { path: target, mode: stat ? stat.mode & 0o7777 : null };
}

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

/**
 * Refuses a target marked read-only (no write bit: the owner's wish, which even a root export
 * respects) and a folder the export could not create its temporary sibling in, before any work.
 */
function checkWritable(target: string, stat: fs.Stats | null, what: "file" | "folder"): void {
  if (stat && (stat.mode & 0o222) === 0) throw new ExportTargetReadOnlyError(target, what);
  let parent = path.dirname(target);
  while (!fs.existsSync(parent) && path.dirname(parent) !== parent) parent = path.dirname(parent);
  try {
    fs.accessSync(parent, fs.constants.W_OK);
  } catch {
    throw new ExportTargetReadOnlyError(target, "parent");
  }
}

function checkLibrary(target: string, stat: fs.Stats | null, library: LibraryLocation): void {
  const real = realLocation(target);
  for (const suffix of LIBRARY_SUFFIXES) {
    const file = library.databasePath + suffix;
    const own = statOrNull(file);
    const sameInode = own !== null && stat !== null && own.dev === stat.dev && own.ino === stat.ino;
    if (sameInode || samePath(real, realLocation(file))) throw new ExportOverwritesLibraryError(target, file);
  }
  const dataDir = realLocation(path.resolve(library.dataDir));
  if (samePath(real, dataDir) || isInside(real, dataDir) || isInside(dataDir, real)) throw new ExportInsideDataDirError(target, library.dataDir);
}

function statOrNull(file: string): fs.Stats | null {
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
function realLocation(file: string, depth = 0): string {
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

function samePath(a: string, b: string): boolean {
  return key(a) === key(b);
}

function isInside(file: string, folder: string): boolean {
  const relative = path.relative(key(folder), key(file));
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}
