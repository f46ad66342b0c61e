// A damaged library file seen from a script: `--json` commands print one JSON error object on
// stderr and nothing else (no stack trace), and the file is left as it was found.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { writeGeneratedPdfs } from "../../support/generatedPdfs.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

const hash = (file: string) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");

/** Exactly one line on stderr, a JSON error object, and nothing that looks like a stack frame. */
function onlyJsonError(result: { stdout: string; stderr: string }): { name: string; message: string } {
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stderr.trim().split("\n")).toHaveLength(1);
  return (JSON.parse(result.stderr) as { error: { name: string; message: string } }).error;
}

function overwritePages(file: string, pages: number[]): void {
  const db = new Database(file, { readonly: true });
  const pageSize = db.pragma("page_size", { simple: true }) as number;
  db.close();
  const fd = fs.openSync(file, "r+");
  for (const page of pages) fs.writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, (page - 1) * pageSize);
  fs.closeSync(fd);
}

const damages: Record<string, (file: string) => void> = {
  "zero bytes": (file) => fs.writeFileSync(file, ""),
  "a text file": (file) => fs.writeFileSync(file, "not a database\n".repeat(100)),
  "cut short": (file) => {
    closeDatabase(openDatabase(file));
    fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
  },
  "a malformed schema": (file) => {
    closeDatabase(openDatabase(file));
    const fd = fs.openSync(file, "r+");
    fs.writeSync(fd, Buffer.alloc(2000, 0xa5), 0, 2000, 100);
    fs.closeSync(fd);
  },
};

describe("a damaged library through the CLI", () => {
  for (const [damage, make] of Object.entries(damages)) {
    it(`${damage}: db info --json and show --json print one DamagedLibraryError and leave the file alone`, () => {
      const dataDir = tempDir();
      const file = path.join(dataDir, "library.sqlite");
      make(file);
      const before = hash(file);
      for (const args of [["db", "info"], ["show", "1"]]) {
        const result = runCliProcess([...args, "--json", "--data-dir", dataDir]);
        expect(result.code).toBe(1);
        expect(result.stdout).toBe("");
        const error = onlyJsonError(result);
        expect(error.name).toBe("DamagedLibraryError");
        expect(error.message).toContain(file);
      }
      expect(hash(file)).toBe(before);
      expect(fs.readdirSync(dataDir).filter((name) => !/-(wal|shm)$/.test(name))).toEqual(["library.sqlite"]);
    });
  }

  it("damage met after opening (a table's pages) still gives one JSON error, with no stack trace after it", async () => {
    const pdfs = await writeGeneratedPdfs(tempDir());
    const dataDir = tempDir();
    expect(runCliProcess(["import", pdfs.twoColumn, "--data-dir", dataDir]).code).toBe(0);
    const file = path.join(dataDir, "library.sqlite");
    const db = new Database(file, { readonly: true });
    const root = db.prepare("SELECT rootpage FROM sqlite_schema WHERE name = 'passages'").pluck().get() as number;
    db.close();
    overwritePages(file, [root]);

    const shown = runCliProcess(["show", "1", "--json", "--data-dir", dataDir]);
    expect(shown.code).toBe(1);
    expect(shown.stdout).toBe("");
    expect(onlyJsonError(shown).message).toMatch(/malformed/);
  });
});
