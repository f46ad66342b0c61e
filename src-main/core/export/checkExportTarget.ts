import fs from "node:fs";
import path from "node:path";
import type { ExportFormat } from "../../contract/exportFormat.ts";
import { kindInWords } from "../files/openRegularFile.ts";
import { checkFolderOwnership } from "./checkFolderOwnership.ts";
import { ExportInsideDataDirError } from "./errors/ExportInsideDataDirError.ts";
import { ExportOverwritesLibraryError } from "./errors/ExportOverwritesLibraryError.ts";
import { ExportTargetIsFileError } from "./errors/ExportTargetIsFileError.ts";
import { ExportTargetIsFolderError } from "./errors/ExportTargetIsFolderError.ts";
import { ExportTargetNotAFileError } from "./errors/ExportTargetNotAFileError.ts";
import { ExportTargetReadOnlyError } from "./errors/ExportTargetReadOnlyError.ts";
import { followTargetLink, isInside, realLocation, samePath, statOrNull } from "./targetLocation.ts";

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
