import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { QaRecordSchema } from "../../../src-main/contract/exportRecord.ts";
import { PaperDetailSchema, type PaperDetail } from "../../../src-main/contract/paperDetail.ts";
import type { Core } from "../../../src-main/core/createCore.ts";
import { insertQaItem } from "../../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { selectQaRecords } from "../../../src-main/core/export/selectQaRecords.ts";
import { loadPaperForGeneration } from "../../../src-main/core/pipeline/papers/loadPaperForGeneration.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";
import { coreEachTest } from "../../support/coreEachTest.ts";

// Corrections made through the one dispatcher every transport uses, on a real library file
// with a real imported PDF.

let pdfs: GeneratedPdfSet;
beforeAll(async () => {
  pdfs = await writeGeneratedPdfs(tempDirForSuite());
});

let core: Core;
const { call, importOne } = coreEachTest((opened) => (core = opened));

const correction = {
  title: "  A Corrected   Title ",
  authors: ["Ada Lovelace", "Alan Turing", " "],
  doi: "https://doi.org/10.1234/Fixed.5",
  year: 2021,
  venue: "Journal of Careful Reading",
  abstract: "What the paper is really about.",
  keywords: ["catalysis", "catalysis", "zeolites"],
};

describe("correcting a paper's metadata", () => {
  it("stores the corrected values, marks them edited and keeps what the reader found", async () => {
    const id = await importOne(pdfs.twoColumn);
    const before = await call<PaperDetail>("library.getPaper", id);
    expect(before.edited).toEqual([]);

    const after = PaperDetailSchema.parse(await call("library.editPaper", id, { changes: correction }));
    expect(after).toMatchObject({
      title: "A Corrected Title",
      name: "A Corrected Title",
      authors: ["Ada Lovelace", "Alan Turing"],
      doi: "10.1234/Fixed.5",
      year: 2021,
      venue: "Journal of Careful Reading",
      abstract: "What the paper is really about.",
      keywords: ["catalysis", "zeolites"],
    });
    expect(after.edited.map((e) => e.field).sort()).toEqual(["abstract", "authors", "doi", "keywords", "title", "venue", "year"]);
    expect(after.edited.every((e) => e.source === "user")).toBe(true);
    expect(after.edited.find((e) => e.field === "title")?.extracted).toBe(before.title);

    // The library list and search see the corrected title too.
    const list = await call<{ papers: { id: number; name: string }[] }>("library.browse", { search: "Careful" });
    expect(list.papers).toEqual([]);
    const found = await call<{ papers: { id: number; name: string }[] }>("library.browse", { search: "Corrected" });
    expect(found.papers.map((p) => p.name)).toEqual(["A Corrected Title"]);
  });

  it("reverts a field to what the reader found, and a second edit keeps the first found value", async () => {
    const id = await importOne(pdfs.twoColumn);
    const before = await call<PaperDetail>("library.getPaper", id);
    await call("library.editPaper", id, { changes: { title: "First try" } });
    const second = await call<PaperDetail>("library.editPaper", id, { changes: { title: "Second try" } });
    expect(second.edited).toMatchObject([{ field: "title", extracted: before.title }]);
    const reverted = await call<PaperDetail>("library.editPaper", id, { revert: ["title"] });
    expect(reverted.title).toBe(before.title);
    expect(reverted.edited).toEqual([]);
  });

  it("keeps the corrections when the same file is removed and imported again", async () => {
    const id = await importOne(pdfs.twoColumn);
    await call("library.editPaper", id, { changes: { title: "Kept Title", year: 1999 } });
    // Imported again while still there: a duplicate, nothing changes.
    expect(await importOne(pdfs.twoColumn)).toBe(id);
    await call("library.removePaper", id);
    const copy = path.join(tempDir(), "same-bytes.pdf");
    fs.copyFileSync(pdfs.twoColumn, copy);
    const again = await importOne(copy);
    const detail = await call<PaperDetail>("library.getPaper", again);
    expect(detail).toMatchObject({ title: "Kept Title", year: 1999 });
    expect(detail.edited.map((e) => e.field).sort()).toEqual(["title", "year"]);
    expect(detail.edited.find((e) => e.field === "title")?.extracted).toBe(pdfs.truth.title);
  });

  it("is what generation prompts read and what exports carry, marked as edited", async () => {
    const id = await importOne(pdfs.twoColumn);
    await call("library.editPaper", id, { changes: { title: "Prompted Title", abstract: "Corrected abstract.", keywords: ["k1"], doi: "10.5/x" } });
    const db = core.db();
    expect(loadPaperForGeneration(db, id)).toMatchObject({ title: "Prompted Title", abstract: "Corrected abstract.", keywords: ["k1"] });
    const runId = createRun(db, { strategy: "sciqag", promptVersion: "1", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: [id] });
    insertQaItem(db, { runId, workItemId: null, paperId: id, question: "Q?", answer: "A." });
    const [record] = [...selectQaRecords(db, "me", { paperIds: [id] })];
    expect(QaRecordSchema.parse(record).paper).toMatchObject({ title: "Prompted Title", doi: "10.5/x", edited: ["abstract", "doi", "keywords", "title"] });
  });

  it("refuses an unknown paper and a malformed value in the researcher's words", async () => {
    await expect(call("library.editPaper", 4242, { changes: { title: "x" } })).rejects.toMatchObject({ name: "PaperNotFoundError" });
    const id = await importOne(pdfs.twoColumn);
    await expect(call("library.editPaper", id, { changes: { year: "soon" } })).rejects.toMatchObject({ name: "InvalidCallError" });
  });

  it("refuses a DOI that is not one and saves nothing of that edit; a doi.org link is stored as its DOI", async () => {
    const id = await importOne(pdfs.twoColumn);
    const before = await call<PaperDetail>("library.getPaper", id);
    await expect(call("library.editPaper", id, { changes: { doi: "not a doi", title: "Also changed" } })).rejects.toMatchObject({
      name: "InvalidDoiError",
      message: expect.stringMatching(/^“not a doi” is not a DOI: .* Nothing was saved\.$/),
    });
    expect(await call<PaperDetail>("library.getPaper", id)).toEqual(before);
    const fixed = await call<PaperDetail>("library.editPaper", id, { changes: { doi: "https://doi.org/10.1021%2Facs.jpcc.0c01234" } });
    expect(fixed.doi).toBe("10.1021/acs.jpcc.0c01234");
  });

  it("takes one field back to the PDF's and saves another field's correction in the same request", async () => {
    const id = await importOne(pdfs.twoColumn);
    const before = await call<PaperDetail>("library.getPaper", id);
    await call("library.editPaper", id, { changes: { title: "Typed title" } });
    const after = await call<PaperDetail>("library.editPaper", id, { revert: ["title"], changes: { venue: "Journal of Careful Reading" } });
    expect(after).toMatchObject({ title: before.title, venue: "Journal of Careful Reading" });
    expect(after.edited.map((e) => e.field)).toEqual(["venue"]);
  });
});
