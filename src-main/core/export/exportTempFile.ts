import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

/** The file an export is written to before it is renamed onto its target. */
export interface ExportTempFile {
  path: string;
  handle: fsp.FileHandle;
}

// O_NOFOLLOW is missing on Windows, where symlinks need privileges to plant; O_EXCL already
// refuses a name that exists, links included, everywhere.
const EXCLUSIVE = fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_WRONLY | (fs.constants.O_NOFOLLOW ?? 0);

/**
 * Creates the temporary file next to `target` (same folder, so the final rename is atomic), under
 * a name nobody can guess and opened exclusively: in a shared folder another user cannot plant a
 * symlink at the name in advance and have the export written through it. The file gets `mode`
 * (the existing target's, so an export that replaces a file keeps its permissions), or the
 * usual mode for a new file.
 */
export async function createExportTemp(target: string, mode: number | null): Promise<ExportTempFile> {
  const file = path.join(path.dirname(target), `.${path.basename(target)}.${crypto.randomBytes(12).toString("hex")}.partial`);
  const handle = await fsp.open(file, EXCLUSIVE, mode ?? 0o666);
  try {
    // The process umask applies to the open; a kept mode must be exactly the old one.
    if (mode !== null) await handle.chmod(mode);
  } catch (error) {
    await discardExportTemp({ path: file, handle });
    throw error;
  }
  return { path: file, handle };
}

/** Makes the written data durable, renames it onto `target` in one step, and makes the rename durable. */
export async function commitExportTemp(temp: ExportTempFile, target: string): Promise<void> {
  await temp.handle.sync();
  await temp.handle.close();
  await fsp.rename(temp.path, target);
  await syncFolder(path.dirname(target));
}

/** Closes and removes an unfinished temporary file; never throws. */
export async function discardExportTemp(temp: ExportTempFile): Promise<void> {
  await temp.handle.close().catch(() => undefined);
  await fsp.rm(temp.path, { force: true }).catch(() => undefined);
}

async function syncFolder(folder: string): Promise<void> {
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(folder, "r");
    await handle.sync();
  } catch {
    // Windows cannot open a folder for syncing; its file system orders the rename itself.
  } finally {
    await handle?.close().catch(() => undefined);
  }
}
