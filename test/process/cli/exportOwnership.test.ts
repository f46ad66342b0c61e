import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { runCli } from "../../../src-main/server/cli/main.ts";
import { seedReviewLibrary } from "../../support/reviewData.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

// Exports through the real CLI into folders holding the user's files: what an export may replace
// is only what an export of the same format wrote and nobody changed since (its manifest says).

let dataDir: string;
beforeAll(() => {
  dataDir = tempDirForSuite();
  const db = openDatabase(path.join(dataDir, "library.sqlite"));
  seedReviewLibrary(db, 3, 3);
  closeDatabase(db);
});

async function exportTo(out: string, format: "beir" | "huggingface" | "jsonl") {
  let stdout = "";
  let stderr = "";
  const code = await runCli(["--data-dir", dataDir, "--json", "export", "--preset", "all", "--format", format, "--out", out], { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {} });
  const error = code === 0 ? null : (JSON.parse(stderr) as { error: { name: string; message: string } }).error;
  return { code, stdout, error };
}

/** Every file under `folder` with its bytes, folders marked by a trailing slash: what must not change. */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const at = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    files[entry.isDirectory() ? `${at}/` : at] = entry.isDirectory() ? "" : fs.readFileSync(path.join(entry.parentPath, entry.name), "latin1");
  }
  return files;
}

/** A folder holding `files` (relative path to text). */
function folderWith(files: Record<string, string>): string {
  const folder = path.join(tempDir(), "dataset");
  for (const [at, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, at)), { recursive: true });
    fs.writeFileSync(path.join(folder, at), text);
  }
  fs.mkdirSync(folder, { recursive: true });
  return folder;
}

describe("a folder export over a folder holding the user's files", () => {
  const userFolders: [string, "beir" | "huggingface", Record<string, string>, string][] = [
    ["a BEIR dataset of the user's own", "beir", { "corpus.jsonl": '{"_id":"d1","text":"my corpus"}\n', "queries.jsonl": '{"_id":"q1","text":"my query"}\n', "qrels/test.tsv": "query-id\tcorpus-id\tscore\nq1\td1\t1\n" }, "corpus.jsonl"],
    ["data/train.jsonl of the user's own", "huggingface", { "data/train.jsonl": '{"question":"mine"}\n' }, "data/"],
    ["a report.json of the user's own", "huggingface", { "report.json": '{"mine":true}\n' }, "report.json"],
    ["only a README that mentions Distillate", "huggingface", { "README.md": "# Notes on Distillate\nMy thesis plan.\n" }, "README.md"],
    ["a folder named data/train.jsonl/ with the user's files in it", "huggingface", { "data/train.jsonl/notes.txt": "years of work\n" }, "data/"],
  ];
  for (const [what, format, files, named] of userFolders) {
    it(`is refused when it holds ${what}, naming it, and changes nothing`, async () => {
      const folder = folderWith(files);
      const before = snapshot(folder);
      const result = await exportTo(folder, format);
      expect(result.code).not.toBe(0);
      expect(result.error).toMatchObject({ name: "ExportFolderNotEmptyError" });
      expect(result.error!.message).toContain(`"${named}"`);
      expect(result.error!.message).toContain("no distillate-export.json");
      expect(snapshot(folder)).toEqual(before);
      expect(fs.readdirSync(path.dirname(folder))).toEqual(["dataset"]);
    });
  }

  it("replaces an earlier export of the same format that nobody changed, and lists every file it wrote in its manifest", async () => {
    const folder = path.join(tempDir(), "dataset");
    expect((await exportTo(folder, "huggingface")).code).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, "distillate-export.json"), "utf8")) as { format: string; files: { path: string }[] };
    expect(manifest.format).toBe("huggingface");
    expect(manifest.files.map((f) => f.path).sort()).toEqual(Object.keys(snapshot(folder)).filter((at) => !at.endsWith("/") && at !== "distillate-export.json").sort());
    expect((await exportTo(folder, "huggingface")).code).toBe(0);
  });

  const changes: [string, (folder: string) => void, string, string][] = [
    ["a file of the user's added to it", (folder) => fs.writeFileSync(path.join(folder, "data", "notes.txt"), "mine\n"), "ExportFolderNotEmptyError", "data/notes.txt"],
    ["a file of the export edited", (folder) => fs.appendFileSync(path.join(folder, "README.md"), "\nMy own section.\n"), "ExportFolderChangedError", "README.md"],
    ["a file of the export replaced by a folder of the user's", (folder) => {
      fs.rmSync(path.join(folder, "data", "train.jsonl"));
      fs.mkdirSync(path.join(folder, "data", "train.jsonl"));
      fs.writeFileSync(path.join(folder, "data", "train.jsonl", "notes.txt"), "mine\n");
    }, "ExportFolderChangedError", "data/train.jsonl"],
    ["its manifest edited", (folder) => {
      const file = path.join(folder, "distillate-export.json");
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace('"README.md"', '"README.old.md"'));
    }, "ExportFolderUnverifiedError", "distillate-export.json"],
  ];
  for (const [what, change, name, named] of changes) {
    it(`is refused over an earlier export with ${what}, which stays`, async () => {
      const folder = path.join(tempDir(), "dataset");
      expect((await exportTo(folder, "huggingface")).code).toBe(0);
      change(folder);
      const before = snapshot(folder);
      const result = await exportTo(folder, "huggingface");
      expect(result.error).toMatchObject({ name });
      expect(result.error!.message).toContain(`"${named}"`);
      expect(snapshot(folder)).toEqual(before);
    });
  }

  it("is refused over an export of the other folder format, both ways", async () => {
    const hf = path.join(tempDir(), "hf");
    expect((await exportTo(hf, "huggingface")).code).toBe(0);
    const hfBefore = snapshot(hf);
    const overHf = await exportTo(hf, "beir");
    expect(overHf.error).toMatchObject({ name: "ExportFolderOtherKindError" });
    expect(overHf.error!.message).toContain("holds a huggingface export, and this is a beir export");
    expect(snapshot(hf)).toEqual(hfBefore);
    const beir = path.join(tempDir(), "beir");
    expect((await exportTo(beir, "beir")).code).toBe(0);
    const beirBefore = snapshot(beir);
    expect((await exportTo(beir, "huggingface")).error).toMatchObject({ name: "ExportFolderOtherKindError" });
    expect(snapshot(beir)).toEqual(beirBefore);
  });
});

describe("the report written beside an export", () => {
  for (const format of ["jsonl", "huggingface"] as const) {
    it(`never replaces a file of the user's at <out>.report.json (${format}), and nothing is exported`, async () => {
      const dir = tempDir();
      const out = path.join(dir, format === "jsonl" ? "qa.jsonl" : "dataset");
      fs.writeFileSync(`${out}.report.json`, '{"my": "own notes"}\n');
      const result = await exportTo(out, format);
      expect(result.error).toMatchObject({ name: "ExportReportFileTakenError" });
      expect(result.error!.message).toContain(`${out}.report.json`);
      expect(fs.readFileSync(`${out}.report.json`, "utf8")).toBe('{"my": "own notes"}\n');
      expect(fs.readdirSync(dir)).toEqual([path.basename(`${out}.report.json`)]);
    });
  }

  it("replaces the report of an earlier export", async () => {
    const out = path.join(tempDir(), "qa.jsonl");
    expect((await exportTo(out, "jsonl")).code).toBe(0);
    const first = JSON.parse(fs.readFileSync(`${out}.report.json`, "utf8")) as { generatedAt: string };
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await exportTo(out, "jsonl")).code).toBe(0);
    expect((JSON.parse(fs.readFileSync(`${out}.report.json`, "utf8")) as { generatedAt: string }).generatedAt).not.toBe(first.generatedAt);
  });
});
