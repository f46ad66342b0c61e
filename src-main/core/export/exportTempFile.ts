import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { MANIFEST_FILE } from "./exportManifest.ts";
import { asidePathFor, partialPathFor } from "./exportPartials.ts";
import { openRegularFile } from "../files/openRegularFile.ts";
import { CREATE_EXCLUSIVE } from "../files/replaceFile.ts";

/** The file an export is written to before it is renamed onto its target. */
export interface ExportTempFile {
  path: string;
  handle: fsp.FileHandle;
}

/**
 * Creates the temporary file next to `target` (same folder, so the final rename is atomic), under
 * a name nobody can guess and opened exclusively: in a shared folder another user cannot plant a
 * symlink at the name in advance and have the export written through it. The file gets `mode`
 * (the existing target's, so an export that replaces a file keeps its permissions), or the
 * usual mode for a new file.
 */
export async function createExportTemp(target: string, mode: number | null): Promise<ExportTempFile> {
  const file = partialPathFor(target);
  const handle = await fsp.open(file, CREATE_EXCLUSIVE, mode ?? 0o666);
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

/**
 * Creates the folder a folder format is written into before it takes the target's name: next
 * to the target (same file system, so the rename is atomic), under an unguessable name,
 * private until it is renamed into place (mkdir fails on a name that exists, links included).
 * It holds from the start the signed manifest `writingManifest` makes for its name, by which a
 * later export knows it for the work of a killed export of this installation (exportPartials.ts).
 */
export async function createExportTempFolder(target: string, writingManifest: (folderName: string) => string): Promise<string> {
  const folder = partialPathFor(target);
  await fsp.mkdir(folder, { mode: 0o700 });
  try {
    await fsp.writeFile(path.join(folder, MANIFEST_FILE), writingManifest(path.basename(folder)), { flag: "wx" });
  } catch (error) {
    await discardExportTempFolder(folder);
    throw error;
  }
  return folder;
}

/**
 * Replaces the folder's first manifest with the finished export's (`manifest`), written beside
 * and renamed over it, so the folder never holds half a manifest; returns its size in bytes.
 */
export async function sealExportTempFolder(folder: string, manifest: string): Promise<number> {
  const beside = path.join(folder, `${MANIFEST_FILE}.sealing`);
  await fsp.writeFile(beside, manifest, { flag: "wx" });
  await fsp.rename(beside, path.join(folder, MANIFEST_FILE));
  return Buffer.byteLength(manifest, "utf8");
}

/**
 * Puts a finished folder in the target's place. A folder cannot be renamed over a non-empty
 * one, so an earlier export is first renamed aside and removed only once the new one is in
 * place (put back if that fails): a stopped or failed export leaves the earlier one whole, and
 * only a crash between the two renames, a matter of microseconds, leaves it under the aside name
 * (which the next export removes, exportPartials.ts). `checkReplaceable` runs right before an
 * existing target is set aside: the export took a while, and the folder may have changed since
 * it was first checked.
 */
export async function commitExportTempFolder(temp: string, target: string, mode: number | null, checkReplaceable: () => Promise<void>): Promise<void> {
  await syncTree(temp);
  // A new folder gets the usual mode of a shared dataset folder; a replaced one keeps its own.
  await fsp.chmod(temp, mode ?? 0o755);
  let aside: string | null = null;
  if (fs.existsSync(target)) {
    await checkReplaceable();
    aside = asidePathFor(temp);
    await fsp.rename(target, aside);
  }
  try {
    await fsp.rename(temp, target);
  } catch (error) {
    if (aside) await fsp.rename(aside, target).catch(() => undefined);
    throw error;
  }
  await syncFolder(path.dirname(target));
  if (aside) await fsp.rm(aside, { recursive: true, force: true });
}

/** Removes an unfinished export folder; never throws. */
export async function discardExportTempFolder(temp: string): Promise<void> {
  await fsp.rm(temp, { recursive: true, force: true }).catch(() => undefined);
}

/** Makes every file and folder under `folder` durable before the rename publishes them. */
async function syncTree(folder: string): Promise<void> {
  for (const entry of await fsp.readdir(folder, { withFileTypes: true })) {
    const inner = path.join(folder, entry.name);
    if (entry.isDirectory()) await syncTree(inner);
    else if (entry.isFile()) {
      // Opened without blocking or following a link: only the regular files written here are synced.
      const { handle } = await openRegularFile(inner, { maxBytes: Number.MAX_SAFE_INTEGER, noFollow: true });
      await handle.sync().finally(() => handle.close());
    }
  }
  await syncFolder(folder);
}
