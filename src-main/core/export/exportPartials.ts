import crypto from "node:crypto";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isAbandonedExportFolder } from "./checkFolderOwnership.ts";

/**
 * Names of the temporary files and folders an export writes next to its target. Each carries
 * its owner (a tag of the machine's name and the process id), so an export that was killed
 * (SIGKILL, a power cut) leaves litter the next export can tell from the work of one still
 * running, here or in another process, and remove.
 */
const HOST_TAG = crypto.createHash("sha256").update(os.hostname()).digest("hex").slice(0, 8);
const OWNED = /^\.(.+)\.[0-9a-f]{24}\.([0-9a-f]{8})-(\d+)\.(partial|previous)$/;
// Written by versions before the owner was in the name: removed only once surely abandoned.
const UNOWNED = /^\.(.+)\.[0-9a-f]{24}\.(partial|previous)$/;
/** How old an unowned temporary must be to be taken as abandoned; an export that slow would be rewriting it all along. */
const UNOWNED_ABANDONED_MS = 24 * 60 * 60 * 1000;

/** The temporary name for an export to `target`: same folder (the final rename is atomic), unguessable, owned by this process. */
export function partialPathFor(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${crypto.randomBytes(12).toString("hex")}.${HOST_TAG}-${process.pid}.partial`);
}

/** Where an earlier export is set aside while its replacement is renamed in. */
export function asidePathFor(partial: string): string {
  return partial.replace(/\.partial$/, ".previous");
}

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, run by someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes from `folder` the temporary files and folders of exports that died: named as an
 * export names them, owned by this user, and either made on this machine by a process that no
 * longer runs, or (older versions' names) untouched for a day. A folder ("partial" or the
 * set-aside "previous") is removed only when its manifest, signed with `secret`, shows that an
 * export of this installation wrote it (isAbandonedExportFolder): deleting a folder's contents
 * takes the right to write in it, which the name alone does not prove; a file ("partial") is
 * removed by its name, which anyone able to rename it could as well have deleted. Returns the
 * names removed. Never throws: this is tidying, and the export it precedes goes on regardless.
 */
export async function removeAbandonedPartials(folder: string, secret: Buffer): Promise<string[]> {
  const removed: string[] = [];
  const names = await fsp.readdir(folder).catch(() => [] as string[]);
  for (const name of names.sort()) {
    const owned = OWNED.exec(name);
    const unowned = owned ? null : UNOWNED.exec(name);
    if (!owned && !unowned) continue;
    const full = path.join(folder, name);
    const stat = await fsp.lstat(full).catch(() => null);
    if (!stat || stat.isSymbolicLink() || (process.getuid && stat.uid !== process.getuid())) continue;
    const abandoned = owned ? owned[2] === HOST_TAG && !alive(Number(owned[3])) : Date.now() - stat.mtimeMs > UNOWNED_ABANDONED_MS;
    if (!abandoned) continue;
    const kind = (owned?.[4] ?? unowned?.[2]) as "partial" | "previous";
    // What is set aside is always a folder: a file of that name is not an export's.
    const removable = stat.isDirectory() ? await isAbandonedExportFolder(full, secret) : stat.isFile() && kind === "partial";
    if (!removable) continue;
    try {
      await fsp.rm(full, { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Left for another time (a file in it not ours to delete, a read-only folder).
    }
  }
  return removed;
}
