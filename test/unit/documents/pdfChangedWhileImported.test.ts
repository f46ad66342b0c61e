import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { listPapers } from "../../../src-main/core/db/repositories/papers.ts";
import { importPapers } from "../../../src-main/core/documents/importPapers.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import type { ParseOptions } from "../../../src-main/core/documents/pool/parserPoolOptions.ts";
import { confirmUnchanged, readPdfFile } from "../../../src-main/core/documents/readPdfFile.ts";
import { writeVariedPaper } from "../../support/generatedPdfs.ts";
import { tempDir } from "../../support/tempDir.ts";

const opened: LibraryDatabase[] = [];
afterEach(() => opened.splice(0).forEach(closeDatabase));

/**
 * A real pool whose parse of `target` ends with another program writing to that file: the write
 * lands at a known moment (after the bytes were read and parsed, before the paper is stored),
 * as a download, a copy or an incremental save still going would land at some moment.
 */
class WrittenDuringParse extends ParserPool {
  readonly target: string;
  readonly write: (file: string) => void;
  constructor(target: string, write: (file: string) => void) {
    super({ size: 1 });
    this.target = target;
    this.write = write;
  }
  override async parse(data: Uint8Array, options: ParseOptions, signal?: AbortSignal) {
    try {
      return await super.parse(data, options, signal);
    } finally {
      if (options.file === this.target) this.write(this.target);
    }
  }
}

describe("a PDF that changes while it is imported", () => {
  it("is not stored when written to during its parse; the rest of the batch is", async () => {
    const dir = tempDir();
    const growing = path.join(dir, "growing.pdf");
    const steady = path.join(dir, "steady.pdf");
    await writeVariedPaper(growing, 1);
    await writeVariedPaper(steady, 2);
    const sizeBefore = fs.statSync(growing).size;
    const db = openDatabase(path.join(dir, "library.sqlite"));
    opened.push(db);
    // An incremental save appends to a PDF; the start of the file stays a readable PDF.
    const pool = new WrittenDuringParse(growing, (file) => fs.appendFileSync(file, "%% an incremental save, half written\n"));
    try {
      const results = await importPapers(db, [growing, steady], { pool });
      expect(results[0]).toMatchObject({ status: "failed", paperId: null, error: { name: "PdfChangedError" } });
      expect(results[0]!.error!.message).toContain(`growing.pdf changed while it was being imported (its size went from ${sizeBefore.toLocaleString("en-US")} to`);
      expect(results[0]!.error!.message).toContain("import it again once that has finished");
      expect(results[1]).toMatchObject({ status: "imported", error: null });
      expect(listPapers(db).map((paper) => path.basename(paper.sourcePath))).toEqual(["steady.pdf"]);
    } finally {
      await pool.dispose();
    }
    // Once the writing is over, the file imports.
    expect(await importPapers(db, [growing])).toMatchObject([{ status: "imported" }]);
  });

  it("is not stored when replaced, or rewritten to its old size, during its parse", async () => {
    const dir = tempDir();
    const file = path.join(dir, "saved.pdf");
    await writeVariedPaper(file, 3);
    const db = openDatabase(path.join(dir, "library.sqlite"));
    opened.push(db);
    // An application saving in place: a new file written beside it and renamed over it.
    const replaced = new WrittenDuringParse(file, (target) => {
      fs.copyFileSync(target, `${target}.tmp`);
      fs.renameSync(`${target}.tmp`, target);
    });
    // Bytes rewritten in place, the size unchanged.
    const rewritten = new WrittenDuringParse(file, (target) => {
      const fd = fs.openSync(target, "r+");
      fs.writeSync(fd, Buffer.from("%"), 0, 1, fs.fstatSync(fd).size - 1);
      fs.closeSync(fd);
    });
    try {
      expect((await importPapers(db, [file], { pool: replaced }))[0]!.error!.message).toContain("(it was replaced by another file)");
      expect((await importPapers(db, [file], { pool: rewritten }))[0]!.error!.message).toMatch(/\(it was (modified|written to or its permissions changed)\)/);
      expect(listPapers(db)).toEqual([]);
    } finally {
      await replaced.dispose();
      await rewritten.dispose();
    }
  });

  it("says a file read half-downloaded changed, not that it is damaged", async () => {
    const dir = tempDir();
    const whole = path.join(dir, "whole.pdf");
    const downloading = path.join(dir, "downloading.pdf");
    await writeVariedPaper(whole, 5);
    const bytes = fs.readFileSync(whole);
    fs.writeFileSync(downloading, bytes.subarray(0, bytes.length >> 1));
    const db = openDatabase(path.join(dir, "library.sqlite"));
    opened.push(db);
    // The download goes on while the first half is parsed (and fails to parse: its end is missing).
    const pool = new WrittenDuringParse(downloading, (file) => fs.appendFileSync(file, bytes.subarray(bytes.length >> 1)));
    try {
      const [result] = await importPapers(db, [downloading], { pool });
      expect(result).toMatchObject({ status: "failed", error: { name: "PdfChangedError" } });
      expect(result!.error!.message).toContain(`(its size went from ${(bytes.length >> 1).toLocaleString("en-US")} to ${bytes.length.toLocaleString("en-US")} bytes)`);
    } finally {
      await pool.dispose();
    }
    expect(listPapers(db)).toEqual([]);
    expect(await importPapers(db, [downloading])).toMatchObject([{ status: "imported" }]);
  });

  it("says what changed since the read: grown, cut, deleted, or nothing", async () => {
    const dir = tempDir();
    const file = path.join(dir, "paper.pdf");
    await writeVariedPaper(file, 4);
    const read = await readPdfFile(file);
    await expect(confirmUnchanged(read)).resolves.toBeUndefined();
    const size = read.bytes.byteLength;

    fs.truncateSync(file, 1000);
    await expect(confirmUnchanged(read)).rejects.toMatchObject({ name: "PdfChangedError", message: expect.stringContaining(`its size went from ${size.toLocaleString("en-US")} to 1,000 bytes`) });
    fs.rmSync(file);
    await expect(confirmUnchanged(read)).rejects.toMatchObject({ name: "PdfChangedError", message: expect.stringContaining("(it was moved or deleted)") });
  });
});
