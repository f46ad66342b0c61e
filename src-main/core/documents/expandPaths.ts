import fs from "node:fs/promises";
import path from "node:path";
import { UnreadableFileError } from "./errors/UnreadableFileError.ts";
import { describeFsError } from "../files/describeFsError.ts";
import { readablePath, toFilePath, type FilePath } from "./filePath.ts";

/** One file of a batch; `error` when it is already known that it cannot be read. */
export interface BatchEntry {
  /** Absolute path; its bytes when they are not UTF-8. */
  file: FilePath;
  error?: Error;
}

/**
 * Turns what the user picked into the files to import, in a stable order. A path that is not a
 * folder is taken as a file whatever its extension or whether it exists, so a typo or a missing
 * file shows up as a failed result instead of silently vanishing. A folder is walked for *.pdf
 * (any case), names sorted; hidden folders and files are skipped (`.git`, `.Trash`, and macOS's
 * `._paper.pdf` resource forks, which are not PDFs). Symbolic links to folders are not followed,
 * so a link loop cannot make the walk endless. Folders are listed as bytes, so a file whose name
 * is not UTF-8 keeps a path that opens it.
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

async function walkFolder(root: string): Promise<BatchEntry[]> {
  const found: BatchEntry[] = [];
  const visit = async (folder: Buffer): Promise<void> => {
    let children;
    try {
      children = await fs.readdir(folder, { withFileTypes: true, encoding: "buffer" });
    } catch (error) {
      // A subfolder we may not open is reported like a file we may not read.
      const file = toFilePath(folder);
      found.push({ file, error: new UnreadableFileError(readablePath(file), describeFsError(error)) });
      return;
    }
    for (const child of children) {
      const name = child.name.toString("latin1"); // one character per byte: enough for "." and ".pdf"
      if (name.startsWith(".")) continue;
      const full = joinBytes(folder, child.name);
      if (child.isDirectory()) await visit(full);
      else if (/\.pdf$/i.test(name) && (child.isFile() || (child.isSymbolicLink() && !(await isFolder(full))))) {
        found.push({ file: toFilePath(full) });
      }
    }
  };
  await visit(Buffer.from(root));
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

/** A symbolic link named like a PDF may point at a folder; such entries are left out. */
async function isFolder(file: Buffer): Promise<boolean> {
  return (await fs.stat(file).catch(() => null))?.isDirectory() ?? false;
}
