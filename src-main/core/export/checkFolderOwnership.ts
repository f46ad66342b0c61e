import crypto from "node:crypto";
import type fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { ExportFormat } from "../../contract/exportFormat.ts";
import { ExportFolderChangedError } from "./errors/ExportFolderChangedError.ts";
import { ExportFolderNotEmptyError } from "./errors/ExportFolderNotEmptyError.ts";
import { ExportFolderOtherKindError } from "./errors/ExportFolderOtherKindError.ts";
import { readRegularFile, readRegularFileChunks } from "../files/readRegularFile.ts";
import { ExportFolderUnverifiedError } from "./errors/ExportFolderUnverifiedError.ts";
import { MANIFEST_FILE, readManifestText, type ExportManifest, type ManifestFile } from "./exportManifest.ts";

/** A manifest is a few KiB; anything far larger at its name is not one. */
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Refuses to replace the existing folder `target` unless an export of `format` by this
 * installation wrote everything in it: it must hold the manifest such an export leaves, signed
 * with `secret` (exportManifest.ts), every entry must be a file the manifest lists (or a folder
 * on the way to one), and each listed file still there must have the bytes the manifest's hash
 * names. An empty folder is replaced; files of the export the user deleted are no loss. Anything
 * else is the user's: a file the export did not write, a file it wrote and the user edited, a
 * folder where it wrote a file, an export of another format, a manifest it cannot verify.
 */
export async function checkFolderOwnership(target: string, format: ExportFormat, secret: Buffer): Promise<void> {
  const top = await sortedEntries(target);
  if (top.length === 0) return;
  if (!top.some((entry) => entry.name === MANIFEST_FILE)) throw new ExportFolderNotEmptyError(target, shown(top[0]!, top[0]!.name), false);
  const manifest = await signedManifestIn(target, secret);
  if (manifest.state !== "complete") throw new ExportFolderUnverifiedError(target, "belongs to an export that never finished");
  if (manifest.format !== format) throw new ExportFolderOtherKindError(target, manifest.format, format);
  await checkListedFiles(target, manifest);
}

/**
 * Whether clean-up may remove `folder`, left by an export that was killed: it is wholly a finished
 * export of this installation (as checkFolderOwnership has it, any format), or the private folder
 * an export of this installation was writing into under this very name. Anything else is left.
 */
export async function isAbandonedExportFolder(folder: string, secret: Buffer): Promise<boolean> {
  try {
    const manifest = await signedManifestIn(folder, secret);
    if (manifest.state === "writing") return manifest.folder === path.basename(folder);
    await checkListedFiles(folder, manifest);
    return true;
  } catch {
    return false;
  }
}

/** The manifest in `folder`, when this installation signed it; ExportFolderUnverifiedError otherwise. */
async function signedManifestIn(folder: string, secret: Buffer): Promise<ExportManifest> {
  const text = await readManifest(path.join(folder, MANIFEST_FILE));
  const reading = text === null ? { unverified: "is not a manifest an export writes (a link, a special file, or too large)" } : readManifestText(text, secret);
  if ("unverified" in reading) throw new ExportFolderUnverifiedError(folder, reading.unverified);
  return reading.manifest;
}

/** Refuses anything in `target` the manifest does not account for, and any listed file whose bytes changed. */
async function checkListedFiles(target: string, manifest: ExportManifest): Promise<void> {
  const present = await listedFilesIn(target, manifest);
  for (const file of present) {
    const found = await hashRegularFile(path.join(target, ...file.path.split("/")));
    if (!found || found.bytes !== file.bytes || found.sha256 !== file.sha256) throw new ExportFolderChangedError(target, file.path, "was changed");
  }
}

/**
 * The manifest's files present in `target`, after refusing any entry it does not account for.
 * Folders are walked only where the manifest lists files, so a large unrelated tree is refused
 * at its first entry rather than read whole.
 */
async function listedFilesIn(target: string, manifest: ExportManifest): Promise<ManifestFile[]> {
  const listed = new Map(manifest.files.map((file) => [file.path, file]));
  const folders = new Set(manifest.files.flatMap((file) => file.path.split("/").slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join("/"))));
  const present: ManifestFile[] = [];
  const walk = async (relative: string): Promise<void> => {
    for (const entry of await sortedEntries(path.join(target, ...relative.split("/").filter(Boolean)))) {
      const at = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (at === MANIFEST_FILE) continue;
      const file = listed.get(at);
      if (entry.isDirectory() && folders.has(at)) await walk(at);
      else if (entry.isFile() && file) present.push(file);
      else if (file) throw new ExportFolderChangedError(target, at, entry.isDirectory() ? "was replaced by a folder" : "was replaced by a link or a special file");
      else throw new ExportFolderNotEmptyError(target, shown(entry, at), true);
    }
  };
  await walk("");
  return present;
}

async function sortedEntries(folder: string): Promise<fs.Dirent[]> {
  return (await fsp.readdir(folder, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** An entry's path as the user would look for it: a folder with its trailing slash. */
const shown = (entry: fs.Dirent, at: string) => (entry.isDirectory() ? `${at}/` : at);

async function readManifest(file: string): Promise<string | null> {
  // Not following a final link, without blocking, and never more than a manifest's size.
  const bytes = await readRegularFile(file, { maxBytes: MANIFEST_MAX_BYTES, noFollow: true }).catch(() => null);
  return bytes === null ? null : bytes.toString("utf8");
}

/** The size and SHA-256 of a regular file, read in chunks; null for anything else. */
async function hashRegularFile(file: string): Promise<{ bytes: number; sha256: string } | null> {
  try {
    const hash = crypto.createHash("sha256");
    let bytes = 0;
    // Not following a final link, without blocking, and to the size the file had when opened.
    for await (const chunk of readRegularFileChunks(file, { maxBytes: Number.MAX_SAFE_INTEGER, noFollow: true })) {
      hash.update(chunk);
      bytes += chunk.length;
    }
    return { bytes, sha256: hash.digest("hex") };
  } catch {
    return null;
  }
}

