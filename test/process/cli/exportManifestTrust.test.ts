// What lets an export replace or clean up a folder is a manifest this installation signed: a
// manifest anyone can write (the folder's files listed with their recomputed SHA-256), a file that
// merely has the manifest's name, or an export of another installation never makes an export
// delete what is in the folder.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { EXPORT_FORMAT_VERSIONS } from "../../../src-main/contract/exportFormat.ts";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { runCli } from "../../../src-main/server/cli/main.ts";
import { seedReviewLibrary } from "../../support/reviewData.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

let dataDir: string;
beforeAll(() => {
  dataDir = tempDirForSuite();
  const db = openDatabase(path.join(dataDir, "library.sqlite"));
  seedReviewLibrary(db, 3, 3);
  closeDatabase(db);
});

async function exportTo(out: string, format: "beir" | "huggingface", library = dataDir) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(["--data-dir", library, "--json", "export", "--preset", "all", "--format", format, "--out", out], { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {} });
  const error = code === 0 ? null : (JSON.parse(stderr) as { error: { name: string; message: string } }).error;
  return { code, error, result: code === 0 ? (JSON.parse(stdout) as { removedPartials?: string[] }) : null };
}

/** Every file under `folder` with its bytes: what must not change. */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files[path.relative(folder, path.join(entry.parentPath, entry.name))] = fs.readFileSync(path.join(entry.parentPath, entry.name), "latin1");
  }
  return files;
}

const sha256 = (data: string) => crypto.createHash("sha256").update(data).digest("hex");

/** The manifest anyone can write for `files` (the layout of manifests before they were signed, its own hash recomputed). */
function forgedManifest(format: "beir" | "huggingface", files: Record<string, string>): string {
  const listed = Object.entries(files)
    .map(([at, text]) => ({ path: at, bytes: Buffer.byteLength(text), sha256: sha256(text) }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  const formatVersion = EXPORT_FORMAT_VERSIONS[format];
  const digest = sha256(JSON.stringify({ format, formatVersion, files: listed.map((f) => [f.path, f.bytes, f.sha256]) }));
  return `${JSON.stringify({ written_by: "Distillate export", manifestVersion: 1, format, formatVersion, createdAt: new Date().toISOString(), files: listed, sha256: digest }, null, 2)}\n`;
}

function folderWith(folder: string, files: Record<string, string>): string {
  for (const [at, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, at)), { recursive: true });
    fs.writeFileSync(path.join(folder, at), text);
  }
  return folder;
}

const USERS_FILES = { "thesis.tex": "\\chapter{Five years of work}\n", "corpus.jsonl": '{"_id":"d1","text":"my corpus"}\n' };

/** A name an export gives its leftovers, owned by a process of this machine that has ended. */
function deadOwnersName(target: string, kind: "partial" | "previous"): string {
  const pid = spawnSync(process.execPath, ["-e", ""]).pid;
  const tag = crypto.createHash("sha256").update(os.hostname()).digest("hex").slice(0, 8);
  return path.join(path.dirname(target), `.${path.basename(target)}.${crypto.randomBytes(12).toString("hex")}.${tag}-${pid}.${kind}`);
}

describe("a folder export over a folder whose manifest this installation did not sign", () => {
  it("is refused when a forged manifest lists the user's files with their SHA-256, and deletes none of them", async () => {
    const folder = folderWith(path.join(tempDir(), "dataset"), USERS_FILES);
    fs.writeFileSync(path.join(folder, "distillate-export.json"), forgedManifest("beir", USERS_FILES));
    const before = snapshot(folder);
    const outcome = await exportTo(folder, "beir");
    expect(outcome.error).toMatchObject({ name: "ExportFolderUnverifiedError" });
    expect(outcome.error!.message).toContain(folder);
    expect(outcome.error!.message).toContain("not signed");
    expect(snapshot(folder)).toEqual(before);
    expect(fs.readdirSync(path.dirname(folder))).toEqual(["dataset"]);
  });

  it("is refused over an export of another installation (another data folder), which stays", async () => {
    const otherLibrary = tempDir();
    const db = openDatabase(path.join(otherLibrary, "library.sqlite"));
    seedReviewLibrary(db, 1, 2);
    closeDatabase(db);
    const folder = path.join(tempDir(), "dataset");
    expect((await exportTo(folder, "huggingface", otherLibrary)).code).toBe(0);
    const before = snapshot(folder);
    expect((await exportTo(folder, "huggingface")).error).toMatchObject({ name: "ExportFolderUnverifiedError" });
    expect(snapshot(folder)).toEqual(before);
    // Its own installation still replaces it.
    expect((await exportTo(folder, "huggingface", otherLibrary)).code).toBe(0);
  });
});

describe("the clean-up of what killed exports left", () => {
  it("leaves a set-aside folder holding the user's thesis beside a file named like a manifest, and one with a forged manifest", async () => {
    const target = path.join(tempDir(), "dataset");
    const notAManifest = folderWith(deadOwnersName(target, "previous"), { ...USERS_FILES, "distillate-export.json": "my notes on the export\n" });
    const forged = folderWith(deadOwnersName(target, "previous"), USERS_FILES);
    fs.writeFileSync(path.join(forged, "distillate-export.json"), forgedManifest("huggingface", USERS_FILES));
    const forgedPartial = folderWith(deadOwnersName(target, "partial"), USERS_FILES);
    fs.writeFileSync(path.join(forgedPartial, "distillate-export.json"), forgedManifest("huggingface", USERS_FILES));
    const before = [notAManifest, forged, forgedPartial].map(snapshot);
    const outcome = await exportTo(target, "huggingface");
    expect(outcome.code).toBe(0);
    expect(outcome.result!.removedPartials).toBeUndefined();
    expect([notAManifest, forged, forgedPartial].map(snapshot)).toEqual(before);
  });

  it("removes an earlier export of this installation left set aside, and says so", async () => {
    const target = path.join(tempDir(), "dataset");
    expect((await exportTo(target, "huggingface")).code).toBe(0);
    const aside = deadOwnersName(target, "previous");
    fs.renameSync(target, aside);
    const outcome = await exportTo(target, "huggingface");
    expect(outcome.code).toBe(0);
    expect(outcome.result!.removedPartials).toEqual([path.basename(aside)]);
    expect(fs.existsSync(aside)).toBe(false);
  });
});
