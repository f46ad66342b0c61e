import fs from "node:fs/promises";
import path from "node:path";
import { UnreadableFileError } from "./errors/UnreadableFileError.ts";
import { describeFsError } from "./describeFsError.ts";

/** One file of a batch; `error` when it is already known that it cannot be read. */
export interface BatchEntry {
  /** Absolute path. */
  file: string;
  error?: Error;
}

/**
 * Turns what the user picked into the files to import, in a stable order. A path that is not a
 * folder is taken as a file whatever its extension or whether it exists, so a typo or a missing
 * file shows up as a failed result instead of silently vanishing. A folder is walked for *.pdf
 * (any case), names sorted; hidden folders and files are skipped (`.git`, `.Trash`, and macOS's
 * `._paper.pdf` resource forks, which are not PDFs). Symbolic links to folders are not followed,
 * so a link loop cannot make the walk endless.
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
  const visit = async (folder: string): Promise<void> => {
    let children;
    try {
      children = await fs.readdir(folder, { withFileTypes: true });
    } catch (error) {
      // A subfolder we may not open is reported like a file we may not read.
      found.push({ file: folder, error: new UnreadableFileError(folder, describeFsError(error)) });
      return;
    }
    for (const child of children) {
      if (child.name.startsWith(".")) continue;
      const full = path.join(folder, child.name);
      if (child.isDirectory()) await visit(full);
      else if (/\.pdf$/i.test(child.name) && (child.isFile() || (child.isSymbolicLink() && !(await isFolder(full))))) {
        found.push({ file: full });
      }
    }
  };
  await visit(root);
  // Plain code-unit order, not the locale's: the same tree gives the same batch everywhere.
  return found.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** A symbolic link named like a PDF may point at a folder; such entries are left out. */
async function isFolder(file: string): Promise<boolean> {
  return (await fs.stat(file).catch(() => null))?.isDirectory() ?? false;
}
