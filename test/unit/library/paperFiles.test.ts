import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEvent } from "../../../src-main/contract/events.ts";
import { ImportResultSchema } from "../../../src-main/contract/importResults.ts";
import { PaperReadingSchema } from "../../../src-main/contract/paperDetail.ts";
import type { ImportsService, LibraryService } from "../../../src-main/contract/services.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { upsertAnnotation } from "../../../src-main/core/db/repositories/annotations.ts";
import { insertQaItem } from "../../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { libraryServicesEachTest } from "../../support/libraryServicesEachTest.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

let pdfs: GeneratedPdfSet;
let pool: ParserPool;
beforeAll(async () => {
  pdfs = await writeGeneratedPdfs(tempDirForSuite());
  pool = new ParserPool();
});
afterAll(() => pool.dispose());

let dataDir: string;
let db: LibraryDatabase;
let events: AppEvent[];
let library: LibraryService;
let imports: ImportsService;
libraryServicesEachTest(
  () => pool,
  (opened) => ({ dataDir, db, events, library, imports } = opened),
);

const uploads = () => path.join(dataDir, "uploads");
const bytesOf = (file: string) => new Uint8Array(fs.readFileSync(file));

describe("a paper's stored text and file", () => {
  it("reads back passages whose boxes cover ranges of their own text on their pages", async () => {
    const [result] = await imports.importPapers([pdfs.twoColumn]);
    const reading = PaperReadingSchema.parse(await library.reading(result!.paperId!));
    expect(reading.pages).toHaveLength(pdfs.truth.pageCount);
    expect(reading.sections.map((s) => s.heading)).toEqual(pdfs.truth.sections.map((s) => s.heading));
    expect(reading.references).toHaveLength(pdfs.truth.references.length);
    const body = reading.passages.filter((p) => p.kind === "paragraph");
    expect(body.length).toBeGreaterThan(3);
    const pageNumbers = new Set(reading.pages.map((p) => p.number));
    for (const passage of reading.passages) {
      expect(passage.boxes.length).toBeGreaterThan(0);
      for (const box of passage.boxes) {
        expect(box.start).toBeGreaterThanOrEqual(0);
        expect(box.end).toBeGreaterThan(box.start);
        expect(box.end).toBeLessThanOrEqual(passage.text.length);
        expect(pageNumbers.has(box.page)).toBe(true);
        expect(box.w).toBeGreaterThan(0);
      }
    }
    await expect(library.reading(424242)).rejects.toMatchObject({ name: "PaperNotFoundError" });
  });

  it("serves the PDF's bytes, and says to import again once the file is gone", async () => {
    const copy = path.join(tempDir(), "moving.pdf");
    fs.copyFileSync(pdfs.lineNumbered, copy);
    const [result] = await imports.importPapers([copy]);
    const bytes = await library.paperFile(result!.paperId!);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(bytes).equals(fs.readFileSync(copy))).toBe(true);

    fs.renameSync(copy, `${copy}.moved`);
    const error = await library.paperFile(result!.paperId!).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "PaperFileMissingError" });
    expect((error as Error).message).toContain(copy);
    expect((error as Error).message).toMatch(/import/i);
    await expect(library.paperFile(424242)).rejects.toMatchObject({ name: "PaperNotFoundError" });
  });

  it("announces an import batch file by file under the caller's batch id, then the library change", async () => {
    const results = await imports.importPapers([pdfs.twoColumn, pdfs.notPdf], { batchId: "batch-7" });
    expect(results.map((r) => r.status)).toEqual(["imported", "failed"]);
    const progress = events.filter((e) => e.type === "import.progress");
    expect(progress.every((e) => e.batchId === "batch-7")).toBe(true);
    expect(progress.map((e) => e.event.type).sort()).toEqual(["finished", "finished", "started", "started", "summary"]);
    // The change names the paper stored, so a view of another paper need not refetch.
    expect(events.at(-1)).toEqual({ type: "library.changed", paperIds: [results[0]!.paperId] });

    // Nothing new: no "library.changed"; no batch id: no progress events.
    events.length = 0;
    expect((await imports.importPapers([pdfs.twoColumn]))[0]!.status).toBe("duplicate");
    expect(events).toEqual([]);
  });
});

describe("uploading PDFs from the page", () => {
  it("stores each upload in the data folder and imports it like a file from disk; a bad file fails alone", async () => {
    const results = await imports.upload([
      { name: "paper.pdf", data: bytesOf(pdfs.twoColumn) },
      { name: "notes.pdf", data: new TextEncoder().encode("just some notes, not a PDF") },
    ]);
    for (const result of results) ImportResultSchema.parse(result);
    expect(results[0]).toMatchObject({ status: "imported", file: path.join(uploads(), "paper.pdf"), pages: pdfs.truth.pageCount, error: null });
    expect(results[1]).toMatchObject({ status: "failed", paperId: null, error: { name: "NotPdfError" } });
    // Named as the user knows it, not by the copy in the data folder.
    expect(results[1]!.error!.message).toMatch(/^notes\.pdf is not a PDF file/);
    expect(results[1]!.error!.message).not.toContain(uploads());
    // The paper reads from its stored copy, and the refused file is not kept.
    expect(Buffer.from(await library.paperFile(results[0]!.paperId!)).equals(fs.readFileSync(pdfs.twoColumn))).toBe(true);
    expect(fs.readdirSync(uploads())).toEqual(["paper.pdf"]);
    expect(events.at(-1)).toEqual({ type: "library.changed", paperIds: [results[0]!.paperId] });
  });

  it("keeps every upload inside the uploads folder whatever its name says", async () => {
    const names = ["../../evil.pdf", "..\\..\\windows.pdf", "/etc/passwd.pdf", "..", "CON.pdf", "a\u0000b.pdf"];
    const data = bytesOf(pdfs.twoColumn);
    const results = await imports.upload(names.map((name, i) => ({ name, data: i === 0 ? data : new TextEncoder().encode(`not a pdf ${i}`) })));
    expect(results[0]).toMatchObject({ status: "imported", file: path.join(uploads(), "evil.pdf") });
    for (const result of results) expect(path.dirname(result.file)).toBe(uploads());
    expect(fs.existsSync(path.join(dataDir, "..", "..", "evil.pdf"))).toBe(false);
    expect(fs.readdirSync(dataDir).sort()).toEqual(["library.sqlite", "library.sqlite-shm", "library.sqlite-wal", "uploads"].sort());
  });

  it("gives a clashing name a suffix, and reuses the stored copy for the same bytes", async () => {
    const first = await imports.upload([{ name: "paper.pdf", data: bytesOf(pdfs.twoColumn) }]);
    const again = await imports.upload([{ name: "paper.pdf", data: bytesOf(pdfs.twoColumn) }]);
    expect(again[0]).toMatchObject({ status: "duplicate", paperId: first[0]!.paperId, file: path.join(uploads(), "paper.pdf") });
    const other = await imports.upload([{ name: "paper.pdf", data: bytesOf(pdfs.lineNumbered) }]);
    expect(other[0]).toMatchObject({ status: "imported", file: path.join(uploads(), "paper (2).pdf") });
    expect(fs.readdirSync(uploads()).sort()).toEqual(["paper (2).pdf", "paper.pdf"]);
    // No temporary files are left behind.
    expect(fs.readdirSync(uploads()).filter((f) => f.startsWith("."))).toEqual([]);
  });
});

describe("removing a paper", () => {
  it("deletes it with its QAs and reviews, leaves the file alone, and announces it", async () => {
    const [result] = await imports.importPapers([pdfs.twoColumn]);
    const paperId = result!.paperId!;
    const runId = createRun(db, { strategy: "sciqag", promptVersion: "1", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: [paperId] });
    const qaId = insertQaItem(db, { runId, workItemId: null, paperId, question: "Q?", answer: "A." });
    upsertAnnotation(db, { qaId, reviewer: "me", decision: "keep" });
    events.length = 0;

    await library.removePaper(paperId);
    expect(events).toEqual([{ type: "library.changed", paperIds: [paperId] }]);
    expect((await library.browse()).papers).toEqual([]);
    const counts = (await library.dbInfo()).counts;
    expect(counts).toMatchObject({ papers: 0, qa_items: 0, annotations: 0, passages: 0, run_papers: 0 });
    expect(fs.existsSync(pdfs.twoColumn)).toBe(true);
    await expect(library.removePaper(paperId)).rejects.toMatchObject({ name: "PaperNotFoundError" });
    expect(events).toHaveLength(1);
  });
});
