import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ImportProgressEventSchema, ImportResultSchema, type ImportProgressEvent } from "../../../src-main/contract/importResults.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { findPaperBySha256, listPapers } from "../../../src-main/core/db/repositories/papers.ts";
import { listPassages, listSections } from "../../../src-main/core/db/repositories/paperParts.ts";
import { importPapers } from "../../../src-main/core/documents/importPapers.ts";
import { writeGeneratedPdfs } from "../../support/generatedPdfs.ts";
import { writeImportTree } from "../../support/importTree.ts";
import { tempDir } from "../../support/tempDir.ts";

const opened: LibraryDatabase[] = [];
function library(dir: string): LibraryDatabase {
  const db = openDatabase(path.join(dir, "library.sqlite"));
  opened.push(db);
  return db;
}
afterEach(() => opened.splice(0).forEach(closeDatabase));

const sha256 = (file: string) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
const count = (db: LibraryDatabase, sql: string) => db.prepare(sql).pluck().get() as number;

describe("importing a batch of files and folders", () => {
  it("imports what it can, says why each other file failed, and finishes the batch", async () => {
    const root = tempDir();
    const { batch, expected, files, pdfs } = await writeImportTree(root);
    const db = library(root);
    const events: ImportProgressEvent[] = [];

    const results = await importPapers(db, batch, { onProgress: (e) => events.push(ImportProgressEventSchema.parse(e)) });

    // One result per file found, in batch order: hidden folders and non-PDF names in folders skipped.
    expect(results.map((r) => r.file)).toEqual(expected);
    for (const result of results) ImportResultSchema.parse(result);
    const byFile = new Map(results.map((r) => [r.file, r]));
    const outcome = (file: string) => {
      const r = byFile.get(file)!;
      return r.status === "failed" ? r.error!.name : r.status;
    };
    expect(outcome(files.empty)).toBe("EmptyFileError");
    expect(outcome(files.encrypted)).toBe("PasswordRequiredError");
    expect(outcome(files.notPdf)).toBe("NotPdfError");
    expect(outcome(files.ownerOnly)).toBe("imported");
    expect(outcome(files.textless)).toBe("NoTextLayerError");
    expect(outcome(files.truncated)).toBe("DamagedPdfError");
    expect(outcome(files.twoColumn)).toBe("imported");
    expect(outcome(files.duplicate)).toBe("duplicate");
    expect(outcome(files.preprint)).toBe("imported");
    expect(outcome(files.missing)).toBe("UnreadableFileError");
    // Messages are written for the researcher and name the file.
    expect(byFile.get(files.notPdf)!.error!.message).toMatch(/not-a-pdf\.pdf is not a PDF file \(it looks like plain text\)/);
    expect(byFile.get(files.missing)!.error!.message).toMatch(/missing\.pdf: no such file or folder/);
    // Each also says its cause and next step without the name, for the import panel, which shows
    // the name just beside it; the pieces differ, so the cause is not a trimmed message.
    for (const failed of results.filter((r) => r.status === "failed")) {
      const name = path.basename(failed.file);
      expect(failed.error!.message, name).toContain(name);
      expect(failed.error!.reason, name).toMatch(/^[A-Z].*\.$/);
      expect(failed.error!.reason, name).not.toContain(name);
    }
    expect(byFile.get(files.notPdf)!.error!.reason).toBe("It is not a PDF file (it looks like plain text). Only PDFs can be imported.");
    expect(byFile.get(files.missing)!.error!.reason).toMatch(/^Not read: no such file or folder/);
    // A damaged file is told in our words with what to do; pdf.js's own words ("Invalid PDF
    // structure", "Invalid XRef stream header") mean nothing to a researcher and are kept as the
    // detail, for a log and the CLI, never in what a screen shows.
    const damaged = byFile.get(files.truncated)!.error!;
    expect(damaged.reason).toBe("It is damaged or incomplete and cannot be read. Download or export it again.");
    expect(damaged.message).not.toMatch(/\(/);
    expect(damaged.detail).toMatch(/\S/);

    // The copy points at the paper stored for the first file with the same bytes.
    const original = byFile.get(files.twoColumn)!;
    expect(byFile.get(files.duplicate)).toMatchObject({ paperId: original.paperId, pages: pdfs.truth.pageCount, error: null });

    // The good ones are stored, with their file identity and their content.
    expect(listPapers(db)).toHaveLength(3);
    const stored = findPaperBySha256(db, sha256(files.twoColumn))!;
    expect(stored).toMatchObject({ id: original.paperId, sourcePath: files.twoColumn, fileSize: fs.statSync(files.twoColumn).size, title: pdfs.truth.title, pageCount: pdfs.truth.pageCount });
    expect(listSections(db, stored.id).length).toBeGreaterThan(0);
    expect(listPassages(db, stored.id).some((p) => p.kind === "paragraph" && p.sentences.length > 0)).toBe(true);
    expect(findPaperBySha256(db, sha256(files.preprint))!.sourcePath).toBe(files.preprint);

    // Progress: every file started and finished once, then one summary that adds up.
    const total = expected.length;
    expect(events.filter((e) => e.type === "started").map((e) => e.type === "started" && e.index)).toEqual([...Array(total).keys()]);
    const finished = events.filter((e) => e.type === "finished");
    expect(finished.map((e) => e.type === "finished" && e.result.file).sort()).toEqual([...expected].sort());
    for (const event of finished) if (event.type === "finished") expect(event).toEqual({ type: "finished", index: event.index, total, result: results[event.index] });
    expect(events.at(-1)).toMatchObject({ type: "summary", summary: { imported: 3, duplicate: 1, failed: 6, pages: pdfs.truth.pageCount * 2 + pdfs.lineNumberedTruth.pageCount } });

    // Importing the same batch again stores nothing new.
    const again = await importPapers(db, batch);
    expect(again.filter((r) => r.status === "imported")).toEqual([]);
    expect(again.filter((r) => r.status === "duplicate").map((r) => r.paperId).sort()).toEqual(
      results.filter((r) => r.status !== "failed").map((r) => r.paperId).sort(),
    );
    expect(listPapers(db)).toHaveLength(3);
  });

  it("opens an encrypted file with the right password and names a wrong one", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(dir);

    const wrong = await importPapers(library(tempDir()), [pdfs.encrypted], { password: "not-it" });
    expect(wrong).toMatchObject([{ status: "failed", paperId: null, error: { name: "IncorrectPasswordError" } }]);

    const db = library(dir);
    const [right] = await importPapers(db, [pdfs.encrypted], { password: pdfs.encryptedPassword });
    expect(right).toMatchObject({ status: "imported", pages: pdfs.truth.pageCount, error: null });
    expect(listPapers(db)[0]).toMatchObject({ id: right!.paperId, title: pdfs.truth.title, doi: pdfs.truth.doi });
  });

  it("tells what a file that is not a PDF seems to be", async () => {
    const dir = tempDir();
    const write = (name: string, bytes: Uint8Array | string) => {
      fs.writeFileSync(path.join(dir, name), bytes);
      return path.join(dir, name);
    };
    const files = [
      write("figure.pdf", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
      write("photo.pdf", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])),
      write("draft.pdf", Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from("word/document.xml")])),
      write("paywall.pdf", "<!DOCTYPE html>\n<html><head><title>Sign in</title></head><body>Access denied</body></html>"),
    ];
    const results = await importPapers(library(dir), files);
    expect(results.map((r) => r.error?.name)).toEqual(["NotPdfError", "NotPdfError", "NotPdfError", "NotPdfError"]);
    expect(results.map((r) => r.error!.message.match(/looks like (.*)\)/)?.[1])).toEqual([
      "a PNG image",
      "a JPEG image",
      "a Word document (.docx)",
      "an HTML page, perhaps a web page saved instead of the PDF",
    ]);
  });

  it("writes each paper whole or not at all: a write that fails midway leaves none of its rows", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(dir);
    const db = library(dir);
    // A real failure inside the write transaction, after the paper, its pages and its sections
    // are inserted: SQLite itself refuses the preprint's passages.
    db.exec(`CREATE TRIGGER refuse_preprint BEFORE INSERT ON passages
             WHEN (SELECT source_path FROM papers WHERE id = NEW.paper_id) LIKE '%line-numbered%'
             BEGIN SELECT RAISE(ABORT, 'disk full (simulated by the test)'); END`);

    const results = await importPapers(db, [pdfs.lineNumbered, pdfs.twoColumn]);

    expect(results).toMatchObject([
      { status: "failed", paperId: null, error: { name: "SqliteError", message: "disk full (simulated by the test)" } },
      { status: "imported", error: null },
    ]);
    const kept = results[1]!.paperId!;
    expect(findPaperBySha256(db, sha256(pdfs.lineNumbered))).toBeUndefined();
    expect(count(db, "SELECT count(*) FROM papers")).toBe(1);
    for (const table of ["pages", "sections", "passages", "paper_references"]) {
      expect(count(db, `SELECT count(*) FROM ${table} WHERE paper_id <> ${kept}`), table).toBe(0);
    }
    expect(count(db, "SELECT count(*) FROM sentences WHERE passage_id NOT IN (SELECT id FROM passages)")).toBe(0);
    expect(count(db, "SELECT count(*) FROM passages_fts")).toBe(count(db, "SELECT count(*) FROM passages"));

    // Nothing left behind blocks a later import of the same file.
    db.exec("DROP TRIGGER refuse_preprint");
    expect(await importPapers(db, [pdfs.lineNumbered])).toMatchObject([{ status: "imported" }]);
  });

  it("stops when aborted: the call rejects and nothing more is stored", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(dir);
    const db = library(dir);
    const controller = new AbortController();
    const run = importPapers(db, [pdfs.twoColumn, pdfs.lineNumbered, pdfs.ownerOnly], {
      signal: controller.signal,
      onProgress: (event) => event.type === "started" && controller.abort(),
    });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    expect(listPapers(db)).toEqual([]);
  });
});
