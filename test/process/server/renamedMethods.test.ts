// The `pipeline` service was split into runs, judge, export, qaImport and library,
// `runs.retryFailed` (which only requeues) is `runs.requeueFailed`, the imported datasets left
// `library` for a `datasets` service and the imports for an `imports` service; a script that still calls a
// real `distillate serve` by the old names gets the same answers, under the same limits, for one
// release (docs/serve.md).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENAMED_METHODS } from "../../../src-main/contract/renamedMethods.ts";
import { fromWireJson, toWireJson } from "../../../src-main/contract/wireJson.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { planWorkItems } from "../../../src-main/core/db/repositories/workItems.ts";
import { claimNextWorkItem } from "../../../src-main/core/db/repositories/workItemQueue.ts";
import { failWorkItem } from "../../../src-main/core/db/repositories/workItemOutcomes.ts";
import { storeTextSource } from "../../../src-main/core/qaImport/storeTextSource.ts";
import { startServe, type ServeProcess } from "../../support/browser.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { seedReviewLibrary, type ReviewSeed } from "../../support/reviewData.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

let serve: ServeProcess;
let seed: ReviewSeed;
let pdfs: GeneratedPdfSet;
let work: string;
/** Runs alike, each with two failed items: one for each name of "put the failed items back in the queue". */
let failedRuns: number[];

/** A stopped run over the seeded papers whose two items both failed for good. */
function runWithFailedItems(db: LibraryDatabase, paperIds: number[]): number {
  const runId = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@1", settings: {}, model: { id: null, name: "tiny-test-model", sha256: null, quantization: "Q8_0" }, seed: 1, paperIds });
  planWorkItems(db, runId, paperIds.map((paperId) => ({ paperId, itemKey: `paper:${paperId}/paper`, kind: "paper", scope: {} })));
  for (let item = claimNextWorkItem(db, runId, null); item; item = claimNextWorkItem(db, runId, null)) {
    failWorkItem(db, item, { name: "GenerationFailedError", message: "no valid answer" }, 3, true);
  }
  return runId;
}

beforeAll(async () => {
  work = tempDirForSuite();
  pdfs = await writeGeneratedPdfs(path.join(work, "pdfs"));
  const page = path.join(work, "page");
  fs.mkdirSync(page);
  fs.writeFileSync(path.join(page, "index.html"), "<!doctype html><title>Distillate</title>");
  const dataDir = path.join(work, "data");
  fs.mkdirSync(dataDir);
  const db = openDatabase(path.join(dataDir, "library.sqlite"));
  try {
    seed = seedReviewLibrary(db, 2, 6);
    failedRuns = [0, 1, 2].map(() => runWithFailedItems(db, seed.paperIds));
    // An imported dataset of three texts, stored as an import stores them.
    for (const position of [1, 2, 3]) {
      storeTextSource(db, { text: `Zirconia film ${position} conducts oxide ions above ${500 + position} K.`, sourceName: `chemlit.csv (source ${position})`, title: null, doi: null, dataset: { dataset: "chemlit.csv", position } });
    }
  } finally {
    closeDatabase(db);
  }
  serve = await startServe(dataDir, { DISTILLATE_RENDERER_DIR: page });
}, 600_000);

afterAll(async () => {
  if (serve) expect(await serve.stop()).toBe(0);
});

async function call(method: string, args: unknown[]): Promise<{ status: number; json: { ok?: boolean; value?: unknown; error?: { name: string; message: string } } }> {
  const response = await fetch(`${serve.origin}/api/call/${method}`, {
    method: "POST",
    body: toWireJson(args),
    headers: { Authorization: `Bearer ${serve.token}`, "Content-Type": "application/json" },
  });
  const text = await response.text();
  return { status: response.status, json: (response.headers.get("content-type")?.includes("json") ? fromWireJson(text) : { text }) as { ok?: boolean; value?: unknown; error?: { name: string; message: string } } };
}

describe("a script calling distillate serve by the old pipeline.* names", () => {
  it("gets what the new names give: runs, a run, the export's count and text, a paper's key QAs and the strategies", async () => {
    const sciqag = seed.runs.sciqag;
    const paperId = seed.paperIds[0]!;
    const pairs: [string, unknown[]][] = [
      ["pipeline.listRuns", []],
      ["pipeline.getRun", [sciqag]],
      ["pipeline.runPapers", [sciqag]],
      ["pipeline.countExport", [{ runIds: [sciqag] }]],
      ["pipeline.exportContent", [{ format: "jsonl", query: { runIds: [sciqag] } }]],
      ["pipeline.keyQas", [paperId]],
      ["pipeline.paperGraph", [paperId]],
      ["pipeline.strategies", []],
    ];
    for (const [old, args] of pairs) {
      const current = RENAMED_METHODS[old as keyof typeof RENAMED_METHODS];
      const [before, after] = [await call(old, args), await call(current, args)];
      expect(after, current).toMatchObject({ status: 200, json: { ok: true } });
      expect(before, old).toEqual(after);
    }
    // Not a stand-in answer: the run and the export hold the seeded QAs.
    expect((await call("pipeline.countExport", [{ runIds: [sciqag] }])).json.value).toBeGreaterThan(0);
  });

  it("has the new name's limits: a list of 50,000 papers is taken by the old name of a method that takes a library's papers", async () => {
    const paperIds = Array.from({ length: 50_000 }, (_, i) => i + 1);
    const old = await call("pipeline.countExport", [{ paperIds }]);
    // The list holds the seeded papers' ids, so it counts their QAs.
    const seeded = await call("export.countExport", [{ paperIds: seed.paperIds }]);
    expect(seeded.json.value).toBeGreaterThan(0);
    expect(old).toMatchObject({ status: 200, json: { ok: true, value: seeded.json.value } });
    // The limit of a name that is not a method (10,000 items) would have refused it before it was read.
    const unknown = await call("pipeline.countExportz", [{ paperIds }]);
    expect(unknown.status).toBe(413);
  });

  it("refuses a name that never was a method, and the in-process ones that were never on the wire, in words", async () => {
    for (const name of ["pipeline.nothing", "pipeline.generate", "runs.exportDataset"]) {
      const refused = await call(name, []);
      expect(refused.json.ok, name).toBe(false);
      expect(refused.json.error, name).toMatchObject({ name: "InvalidCallError", message: `There is no method called "${name}".` });
    }
  });
});

describe("a script calling distillate serve by the library's old names for imported datasets", () => {
  it("lists the datasets and a dataset's texts as the datasets service does", async () => {
    const pairs: [string, unknown[]][] = [
      ["library.datasets", []],
      ["library.datasetTexts", [{ dataset: "chemlit.csv" }]],
    ];
    for (const [old, args] of pairs) {
      const current = RENAMED_METHODS[old as keyof typeof RENAMED_METHODS];
      const [before, after] = [await call(old, args), await call(current, args)];
      expect(after, current).toMatchObject({ status: 200, json: { ok: true } });
      expect(before, old).toEqual(after);
    }
    // Not a stand-in answer: the seeded dataset, its three texts in their own order.
    expect((await call("datasets.listDatasets", [])).json.value).toEqual([expect.objectContaining({ name: "chemlit.csv", texts: 3 })]);
    expect(((await call("library.datasetTexts", [{ dataset: "chemlit.csv" }])).json.value as { name: string }[]).map((t) => t.name)).toEqual(["Source 1", "Source 2", "Source 3"]);
    // The old name keeps the new name's argument check.
    expect((await call("library.datasetTexts", [{ dataset: "" }])).json).toMatchObject({ ok: false, error: { name: "InvalidCallError" } });
  });
});

describe("a script calling distillate serve by the library's old names for imports", () => {
  /** The old name and the new one answer the same call alike, and that answer is a success (or the same refusal when `refused` names it). */
  async function alike(old: string, args: unknown[], refused?: string) {
    const current = RENAMED_METHODS[old as keyof typeof RENAMED_METHODS];
    expect(current, old).toBe(old.replace(/^library\./, "imports."));
    const [before, after] = [await call(old, args), await call(current, args)];
    if (refused) expect(after, current).toMatchObject({ status: 200, json: { ok: false, error: { name: refused } } });
    else expect(after, current).toMatchObject({ status: 200, json: { ok: true } });
    expect(before, old).toEqual(after);
    return after.json.value;
  }

  it("imports files, keeps their batch, unlocks a protected PDF and clears the report as the imports service does", async () => {
    // A batch through the old name: the plain paper is imported, the protected one waits for its password.
    const first = await call("library.importPapers", [[pdfs.twoColumn, pdfs.encrypted], { batchId: "old-names", label: "Old names" }]);
    expect(first).toMatchObject({ status: 200, json: { ok: true } });
    const [paper, locked] = first.json.value as { status: string; paperId: number | null }[];
    expect(paper).toMatchObject({ status: "imported" });
    expect(locked).toMatchObject({ status: "failed", error: { name: "PasswordRequiredError" } });
    // The same file again: a duplicate of that paper by either name.
    expect(await alike("library.importPapers", [[pdfs.twoColumn]])).toEqual([expect.objectContaining({ status: "duplicate", paperId: paper!.paperId })]);

    const report = (await alike("library.importReport", [])) as { batches: { id: string; files: { index: number; status: string }[] }[] };
    const waiting = report.batches.find((b) => b.id === "old-names")!.files.find((f) => f.status === "needs-password")!;
    expect(waiting).toBeDefined();
    // A wrong password leaves it waiting, by either name; the right one through the old name imports it.
    expect(await alike("library.unlockImport", ["old-names", waiting.index, "not the password"])).toMatchObject({ status: "needs-password" });
    expect((await call("library.unlockImport", ["old-names", waiting.index, pdfs.encryptedPassword])).json).toMatchObject({ ok: true, value: { status: "imported" } });
    await alike("library.unlockImport", ["no-such-batch", 0, "x"], "ImportEntryNotFoundError");
    await alike("library.resolveDuplicate", ["no-such-batch", 0, true], "ImportEntryNotFoundError");

    // Clearing by the old name leaves what clearing by the new name leaves: no finished batch.
    expect(await alike("library.clearImports", [])).toEqual({ batches: [] });
  });

  it("takes uploads under the upload's own size limit and imports a Zotero export, as the new names do", async () => {
    // 2 MiB of bytes that are not a PDF: over the 1 MiB of an ordinary call, within an upload's limit.
    const notPdf = new Uint8Array(2 * 1024 * 1024).fill(0x41);
    const uploaded = (await alike("library.upload", [[{ name: "notes.pdf", data: notPdf }]])) as { status: string; error: { message: string } }[];
    expect(uploaded).toEqual([expect.objectContaining({ status: "failed" })]);
    expect(uploaded[0]!.error.message).toContain("notes.pdf");
    // A name that is no method has the ordinary limit, so the same body is refused before it is read.
    expect((await call("library.uploadz", [[{ name: "notes.pdf", data: notPdf }]])).status).toBe(413);

    const bib = path.join(work, "My Library.bib");
    fs.writeFileSync(bib, `@article{lee2018,\n  title = {Oxide films},\n  file = {${pdfs.lineNumbered}}\n}\n`);
    const first = await call("library.importZotero", [bib]);
    expect(first.json).toMatchObject({ ok: true, value: [{ entry: "lee2018", status: "imported" }] });
    // Its PDF is now in the library: both names find it there.
    expect(await alike("library.importZotero", [bib])).toEqual([expect.objectContaining({ entry: "lee2018", status: "matched" })]);
  });
});

describe("a script calling distillate serve by the old name of requeueing failed items", () => {
  it("puts them back in the queue as the new name does, by either old name", async () => {
    const names = ["runs.requeueFailed", "runs.retryFailed", "pipeline.retryFailed"];
    for (const [k, name] of names.entries()) {
      const runId = failedRuns[k]!;
      expect((await call("runs.failedItems", [runId])).json.value, name).toHaveLength(2);
      expect(await call(name, [runId]), name).toEqual({ status: 200, json: { ok: true, value: 2 } });
      // Not a stand-in answer: the run's items are queued again, none failed, and a second call finds none.
      expect((await call("runs.getRun", [runId])).json.value, name).toMatchObject({ items: { pending: 2, failed: 0 } });
      expect((await call(name, [runId])).json.value, name).toBe(0);
    }
  });

  it("retries by the old pipeline name as by the new, with the same refusal when nothing failed", async () => {
    const sciqag = seed.runs.sciqag;
    const [before, after] = [await call("pipeline.retryRun", [sciqag]), await call("runs.retryRun", [sciqag])];
    expect(after.json).toMatchObject({ ok: false, error: { name: "NothingToRetryError" } });
    expect(before).toEqual(after);
  });
});
