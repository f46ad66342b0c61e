import fs from "node:fs/promises";
import { kindInWords } from "../files/openRegularFile.ts";
import { brokenLinkReason } from "../files/BrokenLinkError.ts";

/** What a folder entry named like a PDF, or a link, turns out to be once looked at. */
export type FolderEntryKind = { kind: "pdf" } | { kind: "folder" } | { kind: "folderLink"; target: string } | { kind: "refused"; reason: string } | { kind: "other" };

/**
 * Sorts an entry of an imported folder, from its directory entry and, for a link, from what the
 * link leads to: a file named *.pdf to import, a folder to walk, or a reason in words why it is
 * not imported. Only entries a user could take for a paper get a reason (named *.pdf, or a link
 * to a folder, which may hold papers); anything else in the folder (notes, data) is not a paper
 * and is passed over, as before.
 */
export async function folderEntryKind(entry: { isFile(): boolean; isDirectory(): boolean; isSymbolicLink(): boolean; isFIFO(): boolean; isSocket(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean }, full: Buffer, namedPdf: boolean): Promise<FolderEntryKind> {
  if (entry.isDirectory()) return { kind: "folder" };
  if (entry.isSymbolicLink()) return linkKind(full, namedPdf);
  if (!namedPdf) return { kind: "other" };
  if (entry.isFile()) return { kind: "pdf" };
  const what = entry.isFIFO() ? "a named pipe (FIFO)" : entry.isSocket() ? "a socket" : entry.isCharacterDevice() || entry.isBlockDevice() ? "a device" : "not a regular file";
  return { kind: "refused", reason: `it is ${what}, not a file, so it holds no paper to import` };
}

async function linkKind(full: Buffer, namedPdf: boolean): Promise<FolderEntryKind> {
  const target = await fs.readlink(full, { encoding: "buffer" }).then((bytes) => bytes.toString("utf8")).catch(() => "?");
  let stat;
  try {
    stat = await fs.stat(full);
  } catch (error) {
    if (!namedPdf) return { kind: "other" };
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ELOOP") return { kind: "refused", reason: `it is a symbolic link that goes round a loop of links (it points at ${target}), so it leads to no file` };
    if (code === "ENOENT" || code === "ENOTDIR") return { kind: "refused", reason: brokenLinkReason(target) };
    return { kind: "refused", reason: `it is a symbolic link to ${target}, which cannot be looked at (${code ?? String(error)})` };
  }
  // The folder by its full name, for the user to import it by that name.
  if (stat.isDirectory()) return { kind: "folderLink", target: await fs.realpath(full, { encoding: "buffer" }).then((bytes) => bytes.toString("utf8")).catch(() => target) };
  if (!namedPdf) return { kind: "other" };
  if (stat.isFile()) return { kind: "pdf" };
  return { kind: "refused", reason: `it is a symbolic link to ${kindInWords(stat)} (${target}), not to a file, so it holds no paper to import` };
}
