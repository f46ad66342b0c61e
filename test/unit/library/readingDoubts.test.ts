import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PaperDetailSchema, type PaperDetail } from "../../../src-main/contract/paperDetail.ts";
import { PaperListSchema, type PaperList } from "../../../src-main/contract/papers.ts";
import type { Core } from "../../../src-main/core/createCore.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { saveReadingDoubts } from "../../../src-main/core/db/repositories/readingDoubts.ts";
import { DOUBTFUL_TITLE, writeDoubtfulPdf } from "../../support/doubtfulPdf.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";
import { coreEachTest } from "../../support/coreEachTest.ts";

// Doubts go through the one dispatcher every transport uses, on a real library file with real
// imported PDFs: stored at import, shown in the list and the paper, settled by a correction.

let pdfs: GeneratedPdfSet;
let doubtfulFile: string;
beforeAll(async () => {
  const dir = tempDirForSuite();
  pdfs = await writeGeneratedPdfs(dir);
  doubtfulFile = path.join(dir, "doubtful.pdf");
  await writeDoubtfulPdf(doubtfulFile);
});

let core: Core;
const { call, importOne } = coreEachTest((opened) => (core = opened));

const browse = async (query: object = {}) => PaperListSchema.parse(await call<PaperList>("library.browse", query));
const detail = async (id: number) => PaperDetailSchema.parse(await call<PaperDetail>("library.getPaper", id));
const messages = (doubts: { message: string }[]) => doubts.map((d) => d.message);

describe("doubts about a paper's details", () => {
  it("are stored at import and shown in the library row and the paper, with how each detail was found", async () => {
    const doubtful = await importOne(doubtfulFile);
    const sound = await importOne(pdfs.twoColumn);

    const list = await browse();
    const row = (id: number) => list.papers.find((p) => p.id === id)!;
    expect(messages(row(doubtful).doubts)).toContain("No sections found");
    expect(row(sound).doubts).toEqual([]);

    const paper = await detail(doubtful);
    expect(paper.name).toBe(DOUBTFUL_TITLE);
    expect(messages(paper.reading.doubts)).toContain("No sections found");
    expect(paper.reading.found).toMatchObject({ title: "largest-text", sections: "not-found" });
    expect((await detail(sound)).reading).toMatchObject({ doubts: [], found: { abstract: "abstract-heading", sections: "headings" } });

    // The filter finds exactly the doubtful one.
    expect((await browse({ details: "doubtful" })).papers.map((p) => p.id)).toEqual([doubtful]);
  });

  it("about a field are settled by correcting it, and come back when the correction is taken back", async () => {
    const id = await importOne(pdfs.twoColumn);
    await call("library.editPaper", id, { changes: { abstract: "Too short." }, revert: [] });
    // A corrected abstract is the user's word: no doubt about it, whatever it looks like.
    expect((await detail(id)).reading.doubts).toEqual([]);

    // A paper whose reader found neither title nor abstract (as judged at import).
    await call("library.editPaper", id, { revert: ["abstract"] });
    saveReadingDoubts(core.db(), id, ["no-abstract", "no-title"]);
    expect(messages((await detail(id)).reading.doubts)).toEqual(["No title found", "No abstract found"]);

    const corrected = PaperDetailSchema.parse(await call("library.editPaper", id, { changes: { abstract: "What the paper is really about, in one sentence." } }));
    expect(messages(corrected.reading.doubts)).toEqual(["No title found"]);
    expect(corrected.reading.found.abstract).toBe("corrected");
    const row = (await browse()).papers.find((p) => p.id === id)!;
    expect(messages(row.doubts)).toEqual(["No title found"]);
    expect(row.editedFields).toEqual(["abstract"]);
    expect((await browse({ details: "edited" })).papers.map((p) => p.id)).toEqual([id]);

    await call("library.editPaper", id, { changes: { title: "The real title" } });
    expect((await detail(id)).reading.doubts).toEqual([]);
    expect((await browse({ details: "doubtful" })).papers).toEqual([]);

    await call("library.editPaper", id, { revert: ["title", "abstract"] });
    expect(messages((await detail(id)).reading.doubts)).toEqual(["No title found", "No abstract found"]);
    expect((await browse({ details: "edited" })).papers).toEqual([]);
  });

  it("are judged for papers imported before doubts were kept, on first read", async () => {
    const db = core.db();
    const old = insertPaperDocument(db, { ...samplePaper("old"), title: "Journal of Old Imports", sections: [], passages: [] });
    const fine = insertPaperDocument(db, samplePaper("fine"));
    expect(db.prepare(`SELECT count(*) AS n FROM papers WHERE reading_doubts_json IS NULL`).get()).toEqual({ n: 2 });

    const list = await browse();
    expect(messages(list.papers.find((p) => p.id === old)!.doubts)).toEqual(["Title looks like a journal name", "No sections found"]);
    expect(list.papers.find((p) => p.id === fine)!.doubts).toEqual([]);
    expect(db.prepare(`SELECT count(*) AS n FROM papers WHERE reading_doubts_json IS NULL`).get()).toEqual({ n: 0 });
    // Their origins were not kept: what is there says so, what is missing says "not found".
    expect((await detail(old)).reading.found).toMatchObject({ title: "not-recorded", sections: "not-found" });
  });
});

describe("finding the papers not judged yet", () => {
  it("reads the partial index rather than the whole library", () => {
    const plan = core
      .db()
      .prepare(`EXPLAIN QUERY PLAN SELECT p.id FROM papers p WHERE p.reading_doubts_json IS NULL ORDER BY p.id LIMIT 500`)
      .all() as { detail: string }[];
    expect(plan.map((row) => row.detail).join("\n")).toContain("papers_unjudged");
  });
});

describe("judging a paper imported before doubts were kept, whose title was corrected", () => {
  it("judges the title the reader found, so taking the correction back brings its doubt back", async () => {
    const db = core.db();
    const id = insertPaperDocument(db, { ...samplePaper("corrected"), title: "Chemical Science" });
    await call("library.editPaper", id, { changes: { title: "Bright red fluorescent proteins" } });
    expect((await browse()).papers[0]!.doubts).toEqual([]);
    await call("library.editPaper", id, { revert: ["title"] });
    expect(messages((await browse()).papers[0]!.doubts)).toEqual(["Title looks like a journal name"]);
  });
});
