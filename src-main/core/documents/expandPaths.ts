import fs from "node:fs/promises";
import path from "node:path";
import { UnreadableFileError } from "./errors/UnreadableFileError.ts";
import { describeFsError } from "../files/describeFsError.ts";
import { readablePath, toFilePath, type FilePath } from "./filePath.ts";
import { FolderLinkNotFollowedError } from "./errors/FolderLinkNotFollowedError.ts";
import { FolderWalkLimitError } from "./errors/FolderWalkLimitError.ts";
import { folderEntryKind } from "./folderEntryKind.ts";

/** One file of a batch; `error` when it is already known that it cannot be read. */
export interface BatchEntry {
  /** Absolute path; its bytes when they are not UTF-8. */
  file: FilePath;
  error?: Error;
  /** Found by listing a folder (so a file gone when it is read was moved or deleted meanwhile). Defaults to false. */
  listed?: boolean;
}

/**
 * Turns what the user picked into the files to import, in a stable order. A path that is not a
 * folder is taken as a file whatever its extension or whether it exists, so a typo or a missing
 * file shows up as a failed result instead of silently vanishing. A folder is walked for *.pdf
 * (any case), names sorted; hidden folders and files are skipped (`.git`, `.Trash`, and macOS's
 * `._paper.pdf` resource forks, which are not PDFs). Every entry a user could take for a paper and
 * that is not imported gets its reason as a failed entry: a pipe, socket or device named *.pdf, a
 * link to one, to nowhere or round a loop, and a symbolic link to a folder (not followed, so a
 * link loop cannot make the walk endless). The walk is bounded in entries and depth. Folders are
 * listed as bytes, so a file whose name is not UTF-8 keeps a path that opens it.
 */
export async function expandPaths(paths: string[]): Promise<BatchEntry[]> {
  const entries: BatchEntry[] = [];
  for (const given of paths) {
    const file = path.resolve(given);
    const stats = await fs.stat(file).catch(() => null);
    if (stats?.isDirectory()) entries.push(...(await walkFolder(file)));
    else entries.push({ file });
  }
  return entries;
}

/** Entries one import lists, of every kind, over all its folders: a folder of a million files is cut there, not held. */
export const WALK_MAX_ENTRIES = 200_000;
/** Folders below the one named: deeper trees are cut there (each level holds an open folder). */
export const WALK_MAX_DEPTH = 64;

async function walkFolder(root: string): Promise<BatchEntry[]> {
  const found: BatchEntry[] = [];
  let listed = 0;
  let cut = false;
  const refuse = (full: Buffer, error: Error) => found.push({ file: toFilePath(full), error });
  const visit = async (folder: Buffer, depth: number): Promise<void> => {
    let dir;
    try {
      // Listed a batch of entries at a time (opendir), not all at once: a folder of a million
      // names is never held whole.
      dir = await fs.opendir(folder, { encoding: "buffer" as BufferEncoding, bufferSize: 256 });
    } catch (error) {
      // A subfolder we may not open is reported like a file we may not read.
      const file = toFilePath(folder);
      found.push({ file, error: new UnreadableFileError(readablePath(file), describeFsError(error)) });
      return;
    }
    const subfolders: Buffer[] = [];
    try {
      for await (const child of dir) {
        if (++listed > WALK_MAX_ENTRIES) {
          if (!cut) refuse(Buffer.from(root), new FolderWalkLimitError(root, `it holds more than ${WALK_MAX_ENTRIES.toLocaleString("en-US")} files and folders, and the import stopped listing there`));
          cut = true;
          return;
        }
        const nameBytes = child.name as unknown as Buffer;
        const name = nameBytes.toString("latin1"); // one character per byte: enough for "." and ".pdf"
        if (name.startsWith(".")) continue;
        const full = joinBytes(folder, nameBytes);
        const kind = await folderEntryKind(child, full, /\.pdf$/i.test(name));
        if (kind.kind === "folder") subfolders.push(full);
        else if (kind.kind === "pdf") found.push({ file: toFilePath(full), listed: true });
        else if (kind.kind === "folderLink") refuse(full, new FolderLinkNotFollowedError(readablePath(toFilePath(full)), kind.target));
        else if (kind.kind === "refused") refuse(full, new UnreadableFileError(readablePath(toFilePath(full)), kind.reason));
      }
    } catch (error) {
      refuse(folder, new UnreadableFileError(readablePath(toFilePath(folder)), describeFsError(error)));
      return;
    } finally {
      await dir.close().catch(() => undefined);
    }
    for (const sub of subfolders) {
      if (cut) return;
      if (depth + 1 > WALK_MAX_DEPTH) {
        refuse(sub, new FolderWalkLimitError(readablePath(toFilePath(sub)), `it lies more than ${WALK_MAX_DEPTH} folders below ${root}, and the import does not list deeper`));
        continue;
      }
      await visit(sub, depth + 1);
    }
  };
  await visit(Buffer.from(root), 0);
  // Plain code-unit order of the readable paths, not the locale's: the same tree gives the same
  // batch everywhere.
  const key = (entry: BatchEntry) => readablePath(entry.file);
  return found.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

const SEPARATOR = Buffer.from(path.sep);

/** `path.join` for a folder and a name given as bytes ("/" itself already ends in the separator). */
function joinBytes(folder: Buffer, name: Buffer): Buffer {
  return folder.subarray(-SEPARATOR.length).equals(SEPARATOR) ? Buffer.concat([folder, name]) : Buffer.concat([folder, SEPARATOR, name]);
}
