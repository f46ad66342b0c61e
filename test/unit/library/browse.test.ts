import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PAPER_PAGE_MAX, PaperListQuerySchema, PaperListSchema, type PaperListQuery } from "../../../src-main/contract/papers.ts";
import type { LibraryService } from "../../../src-main/contract/services.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { upsertAnnotation } from "../../../src-main/core/db/repositories/annotations.ts";
import { createRun, setRunStatus } from "../../../src-main/core/db/repositories/runs.ts";
import { planWorkItems } from "../../../src-main/core/db/repositories/workItems.ts";
import { cancelPendingItems, claimWorkItems } from "../../../src-main/core/db/repositories/workItemQueue.ts";
import { completeWorkItem } from "../../../src-main/core/db/repositories/workItemOutcomes.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { createLibraryService } from "../../../src-main/core/library/createLibraryService.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { seedDecisions, seedReviewLibrary, type ReviewSeed } from "../../support/reviewData.ts";
import { tempDir } from "../../support/tempDir.ts";

let db: LibraryDatabase;
let seed: ReviewSeed;
let library: LibraryService;
/** A paper without QAs, in German, with a long title and few pages. */
let german: number;

beforeEach(() => {
  const dir = tempDir();
  db = openDatabase(path.join(dir, "library.sqlite"));
  // Papers 0-2 with 4 QAs each (paper 0's last one from a "chemlit" run).
  seed = seedReviewLibrary(db, 3, 4);
  seedDecisions(db, seed.qaIds);
  // Paper 1 fully decided by "me".
  for (const qaId of seed.qaIds.slice(4, 8)) upsertAnnotation(db, { qaId, reviewer: "me", decision: "drop" });
  german = insertPaperDocument(db, {
    ...samplePaper("german"),
    title: "Zur Stabilität von Perowskit-Schichten 100% _sicher_",
    authors: ["Jürgen Müller"],
    doi: null,
    language: "de",
    pageCount: 1,
  });
  library = createLibraryService({ db: () => db, databasePath: "", pool: () => new ParserPool() });
});
afterEach(() => closeDatabase(db));

const ids = async (query: PaperListQuery) => (await library.browse(query)).papers.map((p) => p.id);

describe("browsing the library", () => {
  it("lists every paper newest first with its QA counts, review status and strategies", async () => {
    const list = PaperListSchema.parse(await library.browse());
    const [p0, p1, p2] = seed.paperIds as [number, number, number];
    expect(list.papers.map((p) => p.id)).toEqual([german, p2, p1, p0]);
    const byId = new Map(list.papers.map((p) => [p.id, p]));
    // QA i: verdict accepted when i % 4 < 2; "me" keeps i % 3 == 0, else drops i % 5 == 0;
    // "someone-else" drops i % 4 == 0. Reviewed counts QAs anyone decided.
    expect(byId.get(p0)).toMatchObject({ qas: 4, accepted: 2, reviewed: 2, status: "generated", strategies: ["chemlit", "sciqag"] });
    expect(byId.get(p1)).toMatchObject({ qas: 4, accepted: 2, reviewed: 4, status: "reviewed", strategies: ["sciqag"] });
    expect(byId.get(p2)).toMatchObject({ qas: 4, accepted: 2, reviewed: 3, status: "generated", strategies: ["sciqag"] });
    expect(byId.get(german)).toMatchObject({ qas: 0, accepted: 0, reviewed: 0, status: "not-run", strategies: [], language: "de", authors: ["Jürgen Müller"] });
    expect(list).toMatchObject({ totalPapers: 4, totalQas: 12, languages: ["de", "en"], strategies: ["chemlit", "sciqag"] });
  });

  it("counts every reviewer's decisions, as Review's status does: a paper is reviewed once each QA has a keep or a drop from someone", async () => {
    // Paper 2 (QAs 8-11): "me" kept 9 and dropped 10, "someone-else" dropped 8; nobody decided 11.
    const paper2 = () => library.browse().then((list) => list.papers.find((p) => p.id === seed.paperIds[2]));
    expect(await paper2()).toMatchObject({ reviewed: 3, status: "generated" });
    upsertAnnotation(db, { qaId: seed.qaIds[11]!, reviewer: "someone-else", decision: "keep" });
    expect(await paper2()).toMatchObject({ reviewed: 4, status: "reviewed" });
    // A "pending" decision is no decision.
    upsertAnnotation(db, { qaId: seed.qaIds[11]!, reviewer: "someone-else", decision: "pending" });
    expect(await paper2()).toMatchObject({ reviewed: 3, status: "generated" });
  });

  it("matches every searched word, in any case, in title, authors, DOI or abstract", async () => {
    expect(await ids({ search: "PEROVSKITES" })).toEqual([seed.paperIds[2], seed.paperIds[1], seed.paperIds[0]]);
    expect(await ids({ search: "perovskites review-1" })).toEqual([seed.paperIds[1]]);
    expect(await ids({ search: "  yang   LEE " })).toHaveLength(3);
    expect(await ids({ search: "Müller" })).toEqual([german]);
    expect(await ids({ search: "10.1000/review-2" })).toEqual([seed.paperIds[2]]);
    expect(await ids({ search: "annealed cubic" })).toHaveLength(4); // from the abstract
    expect(await ids({ search: "perovskites nowhere" })).toEqual([]);
    // LIKE's wildcards are searched as themselves.
    expect(await ids({ search: "100%" })).toEqual([german]);
    expect(await ids({ search: "_sicher_" })).toEqual([german]);
    expect(await ids({ search: "%" })).toEqual([german]);
    expect(await ids({ search: "'\"\\" })).toEqual([]);
  });

  it("finds a paper by words only its body holds, through the passage index import fills", async () => {
    const base = samplePaper("body-only", 2);
    const body = "The electrolyte was degassed with argon before the galvanostatic cycling.";
    const bodyOnly = insertPaperDocument(db, {
      ...base,
      passages: [...base.passages, { section: 1, kind: "paragraph", text: body, page: 2, boxes: [], sentences: [[0, body.length]] }],
    });
    // Neither word is in any title, author list, DOI or abstract; "galvanostatic" is in one body.
    expect(await ids({ search: "galvanostatic" })).toEqual([bodyOnly]);
    // Every word must match, each in the metadata or in the body: the title's "formamidinium" and the body's "degassed".
    expect(await ids({ search: "degassed formamidinium" })).toEqual([bodyOnly]);
    expect(await ids({ search: "GALVANOSTATIC nowhere" })).toEqual([]);
    // Words are matched as index words: part of a word in the body does not count.
    expect(await ids({ search: "galvano" })).toEqual([]);
  });

  it("filters by status, language and strategy", async () => {
    expect(await ids({ status: "not-run" })).toEqual([german]);
    expect(await ids({ status: "reviewed" })).toEqual([seed.paperIds[1]]);
    expect(await ids({ status: "generated" })).toEqual([seed.paperIds[2], seed.paperIds[0]]);
    expect(await ids({ language: "de" })).toEqual([german]);
    expect(await ids({ strategy: "chemlit" })).toEqual([seed.paperIds[0]]);
    expect(await ids({ strategy: "sciqag", status: "generated", search: "review-2" })).toEqual([seed.paperIds[2]]);
    // What Review's and Export's paper menus offer: papers with QAs, counted as such.
    expect(await ids({ withQas: true })).toEqual([seed.paperIds[2], seed.paperIds[1], seed.paperIds[0]]);
    expect(await library.browse({ withQas: true, limit: 1 })).toMatchObject({ matching: 3, totalPapers: 4 });
    expect(await ids({ withQas: true, search: "Stabilität" })).toEqual([]);
    // Totals and menus describe the whole library whatever the query.
    expect(await library.browse({ language: "xx" })).toMatchObject({ papers: [], totalPapers: 4, totalQas: 12, languages: ["de", "en"] });
  });

  it("returns one page at a time with the number of papers the query selects, the pages together making the whole list", async () => {
    const [p0, p1, p2] = seed.paperIds as [number, number, number];
    const first = await library.browse({ limit: 3 });
    expect(first.papers.map((p) => p.id)).toEqual([german, p2, p1]);
    expect(first).toMatchObject({ offset: 0, matching: 4, totalPapers: 4 });
    expect(await library.browse({ offset: 3, limit: 3 })).toMatchObject({ papers: [{ id: p0 }], offset: 3, matching: 4 });
    expect(await library.browse({ offset: 9, limit: 3 })).toMatchObject({ papers: [], offset: 9, matching: 4 });
    // Filtered: the count is of the papers that match, not of the library.
    const filtered = await library.browse({ status: "generated", limit: 1 });
    expect(filtered).toMatchObject({ papers: [{ id: p2 }], matching: 2, totalPapers: 4 });
    expect(await library.browse({ status: "generated", offset: 1, limit: 1 })).toMatchObject({ papers: [{ id: p0 }], matching: 2 });
    expect(await library.browse({ search: "perovskites", sort: "title", offset: 2, limit: 2 })).toMatchObject({ papers: [{ id: p2 }], matching: 3 });
    // A page is for showing: asking for the whole library at once is refused by the contract.
    expect(PaperListQuerySchema.safeParse({ limit: PAPER_PAGE_MAX + 1 }).success).toBe(false);
  });

  it("names chosen papers by id whatever page or search they fall on, and counts only those", async () => {
    const [p0, , p2] = seed.paperIds as [number, number, number];
    // In the list's order (title), not the order asked; a removed paper is left out.
    expect(await ids({ ids: [german, p0], sort: "title" })).toEqual([p0, german]);
    await library.removePaper(p2);
    expect(await library.browse({ ids: [p2, german] })).toMatchObject({ papers: [{ id: german, name: "Zur Stabilität von Perowskit-Schichten 100% _sicher_" }], matching: 1, totalPapers: 3 });
    // A full page of chosen papers counts the chosen ones that exist, not the whole library.
    expect(await library.browse({ ids: [p0, german, 999_999], limit: 1 })).toMatchObject({ papers: [{ id: german }], matching: 2 });
    // The other filters still apply.
    expect(await ids({ ids: [p0, german], language: "de" })).toEqual([german]);
    expect(PaperListQuerySchema.safeParse({ ids: Array.from({ length: PAPER_PAGE_MAX + 1 }, (_, i) => i + 1) }).success).toBe(false);
  });

  it("sorts by import time, title, pages and QA count, both ways", async () => {
    const [p0, p1, p2] = seed.paperIds as [number, number, number];
    expect(await ids({ sort: "imported", order: "asc" })).toEqual([p0, p1, p2, german]);
    expect(await ids({ sort: "title" })).toEqual([p0, p1, p2, german]);
    expect(await ids({ sort: "title", order: "desc" })).toEqual([german, p2, p1, p0]);
    expect((await ids({ sort: "pages" }))[0]).toBe(german);
    expect((await ids({ sort: "pages", order: "desc" })).at(-1)).toBe(german);
    await library.removePaper(p1);
    expect(await ids({ sort: "qas", order: "asc" })).toEqual([german, p0, p2]);
    expect(await ids({ sort: "qas", order: "desc" })).toEqual([p2, p0, german]);
  });

  it("says a paper was run when a run covered it and made no QAs, and files it under that run's strategy", async () => {
    // A RetChemQA run over the German paper, its three items done without a single QA: the
    // ledger as the pipeline leaves it after a run whose outputs were all rejected.
    const model = { id: null, name: "tiny-test-model", sha256: null, quantization: "Q8_0" };
    const runId = createRun(db, { strategy: "retchem", promptVersion: "retchem@2", settings: { hop: "multi" }, model, seed: 1, paperIds: [german] });
    planWorkItems(db, runId, ["factual", "reasoning", "true-false"].map((kind) => ({ paperId: german, itemKey: kind, kind, scope: {} })));
    for (const item of claimWorkItems(db, runId, 3)) completeWorkItem(db, item, { prompt: 900, generated: 1100 }, () => undefined);
    setRunStatus(db, runId, "completed");

    const row = (await library.browse()).papers.find((p) => p.id === german);
    expect(row).toMatchObject({ qas: 0, status: "no-qas", strategies: ["retchem"] });
    expect(await ids({ status: "not-run" })).toEqual([]);
    expect(await ids({ status: "no-qas" })).toEqual([german]);
    expect(await ids({ strategy: "retchem" })).toEqual([german]);
    expect((await library.browse()).strategies).toEqual(["chemlit", "retchem", "sciqag"]);
    // Papers with QAs keep their review status whatever other runs made.
    expect(await ids({ status: "generated" })).toEqual([seed.paperIds[2], seed.paperIds[0]]);
  });

  it("does not count a run cancelled before it reached a paper as having run on it", async () => {
    const model = { id: null, name: "tiny-test-model", sha256: null, quantization: "Q8_0" };
    const runId = createRun(db, { strategy: "retchem", promptVersion: "retchem@2", settings: {}, model, seed: 1, paperIds: [german] });
    planWorkItems(db, runId, [{ paperId: german, itemKey: "factual", kind: "factual", scope: {} }]);
    // Planned: it is to run on the paper, so the paper waits for its QAs.
    expect((await library.browse()).papers.find((p) => p.id === german)).toMatchObject({ status: "no-qas", strategies: ["retchem"] });
    cancelPendingItems(db, runId);
    setRunStatus(db, runId, "cancelled");
    expect((await library.browse()).papers.find((p) => p.id === german)).toMatchObject({ status: "not-run", strategies: [] });
    expect(await ids({ strategy: "retchem" })).toEqual([]);
    expect((await library.browse()).strategies).toEqual(["chemlit", "sciqag"]);
  });
});
