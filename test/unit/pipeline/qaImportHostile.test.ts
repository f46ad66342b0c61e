import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RunProgressView } from "../../../src-main/contract/runProgress.ts";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { listPapers } from "../../../src-main/core/db/repositories/papers.ts";
import { listDatasets } from "../../../src-main/core/db/repositories/datasets.ts";
import { listRuns } from "../../../src-main/core/db/repositories/runs.ts";
import { listWorkItems } from "../../../src-main/core/db/repositories/workItems.ts";
import { selectQaRecords } from "../../../src-main/core/export/selectQaRecords.ts";
import { tempDir } from "../../support/tempDir.ts";

// `import-qas` on files made to hurt (issue 35): rows nested or sized past what can be held, a
// CSV of thousands of columns, the same file twice, a large file stopped partway. Each row over a
// limit is left out with why, the others import; a file that is nothing but that is refused;
// a stopped import goes on from where it stopped, never storing a QA twice.

let core: Core;
let dir: string;
beforeEach(() => {
  dir = tempDir();
  core = createCore({ dataDir: path.join(dir, "data") });
});
afterEach(() => core.closeAsync());

const write = (name: string, text: string | Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

const GOOD = { question: "At what temperature were the perovskite films annealed?", answer: "At 150 °C for ten minutes." };
const RULE_FILTERS = ["context-dependence", "definitional"];

/** Distinct, plain QAs: a question about sample i that no other row repeats. */
function rows(count: number, from = 0): string {
  const lines: string[] = [];
  for (let i = from; i < from + count; i++) lines.push(JSON.stringify({ question: `Which annealing time gave grain size number ${i} in series ${i % 7}?`, answer: `Run ${i} took ${(i % 50) + 5} minutes.` }));
  return lines.join("\n") + "\n";
}

describe("rows past the import's limits", () => {
  it("skips a record nested a million levels deep with why, instead of a stack overflow", async () => {
    const deep = "[".repeat(1_000_000) + "]".repeat(1_000_000);
    const file = write("deep.json", `[{"question":${deep},"answer":"A."},${JSON.stringify(GOOD)}]`);
    const result = await core.services.qaImport.importQas({ file, filters: RULE_FILTERS });
    expect(result).toMatchObject({ rows: 2, qas: 1, skippedTotal: 1, skipped: [{ row: 1, reason: expect.stringContaining("nested more than 64 levels deep") }] });
    // A file holding nothing else is refused in words, and stores nothing.
    const only = write("only-deep.json", `[{"question":${deep},"answer":"A."}]`);
    await expect(core.services.qaImport.importQas({ file: only })).rejects.toMatchObject({ name: "QaFileUnreadableError", message: expect.stringMatching(/none of its 1 rows.*nested more than 64 levels deep.*Nothing was stored/) });
    expect(listRuns(core.db())).toHaveLength(1);
  });

  it("skips a field over 100,000 characters and a line over 16 MB, importing the rest", async () => {
    const longQuestion = JSON.stringify({ question: "Why?".repeat(37_500), answer: "Because." });
    const hugeLine = JSON.stringify({ question: "Q".repeat(17 * 1024 * 1024), answer: "A." });
    const file = write("sizes.jsonl", `${longQuestion}\n${hugeLine}\n${JSON.stringify(GOOD)}\n`);
    const result = await core.services.qaImport.importQas({ file, filters: RULE_FILTERS });
    expect(result).toMatchObject({ rows: 3, qas: 1, skippedTotal: 2 });
    expect(result.skipped).toEqual([
      { row: 1, reason: "its question is 150,000 characters, more than the 100,000 a field may hold" },
      { row: 2, reason: "the line is 17 MB, more than the 16 MB a row may be" },
    ]);
    const [stored] = [...selectQaRecords(core.db(), "me", { runIds: [result.runId] })];
    expect(stored!.question).toBe(GOOD.question);
  });

  it("refuses a CSV whose header names more columns than an import reads", async () => {
    const header = ["question", "answer", ...Array.from({ length: 1_998 }, (_, i) => `c${i}`)];
    const file = write("wide.csv", `${header.join(",")}\nQ?,A.${",x".repeat(1_998)}\n`);
    await expect(core.services.qaImport.importQas({ file })).rejects.toMatchObject({
      name: "QaFileUnreadableError",
      message: "wide.csv cannot be imported: its header names 2,000 columns, more than the 1,000 an import reads. Nothing was stored.",
    });
    expect(listRuns(core.db())).toEqual([]);
  });

  it("skips a CSV row with more fields than its header, importing the rest", async () => {
    const file = write("ragged.csv", `question,answer\nQ one?,A one.\n"Q, two?",A two.,extra\nQ three?,A three.\n`);
    const result = await core.services.qaImport.importQas({ file, filters: RULE_FILTERS });
    expect(result).toMatchObject({ rows: 3, qas: 2, skipped: [{ row: 2, reason: "3 fields where the header names 2" }] });
  });
});

describe("importing the same file again", () => {
  it("says so, naming the earlier run, and stores nothing; --again stores a second copy", async () => {
    const file = write("qas.jsonl", rows(20));
    const text = write("paper.txt", "Grain size grew with annealing time.");
    const first = await core.services.qaImport.importQas({ file, sourceText: text, filters: RULE_FILTERS });
    expect(first.qas).toBe(20);
    await expect(core.services.qaImport.importQas({ file, sourceText: text, filters: RULE_FILTERS })).rejects.toMatchObject({
      name: "QaFileAlreadyImportedError",
      runId: first.runId,
      message: expect.stringContaining(`run ${first.runId}`),
    });
    // The same bytes under another name are the same file.
    const copy = write("copy.jsonl", fs.readFileSync(file));
    await expect(core.services.qaImport.importQas({ file: copy, sourceText: text })).rejects.toMatchObject({ name: "QaFileAlreadyImportedError" });
    expect(listRuns(core.db())).toHaveLength(1);
    // Into another source it is another import.
    const other = await core.services.qaImport.importQas({ file, sourceText: write("other.txt", "Another paper entirely."), filters: RULE_FILTERS });
    expect(other.qas).toBe(20);
    // Asked for explicitly, a second copy.
    const again = await core.services.qaImport.importQas({ file, sourceText: text, filters: RULE_FILTERS, again: true });
    expect(again).toMatchObject({ qas: 20, continued: false });
    expect(again.runId).not.toBe(first.runId);
  });
});

describe("a large import", () => {
  it("is stored in work items of at most 250 QAs, comparing each QA with those of the earlier items", async () => {
    // Row 502 repeats row 1 word for word: two work items later, it is still found a near-duplicate.
    const file = write("big.jsonl", rows(501) + JSON.stringify({ question: "Which annealing time gave grain size number 0 in series 0?", answer: "Run 0 took 5 minutes." }) + "\n");
    const result = await core.services.qaImport.importQas({ file, filters: ["near-duplicate"] });
    expect(result).toMatchObject({ rows: 502, qas: 502, status: "completed" });
    const items = listWorkItems(core.db(), result.runId);
    expect(items.map((i) => i.scope)).toEqual([
      { rows: 250, first: 1, last: 250 },
      { rows: 250, first: 251, last: 500 },
      { rows: 2, first: 501, last: 502 },
    ]);
    const last = [...selectQaRecords(core.db(), "me", { runIds: [result.runId] })].find((r) => r.provenance.origin?.row === 502)!;
    expect(last.scores.find((s) => s.metric === "near-duplicate")).toMatchObject({ verdict: "fail" });
  });

  it("stopped partway keeps what it stored as a cancelled run, and resume finishes it without storing a QA twice", async () => {
    const file = write("many.jsonl", rows(4_500));
    const stop = new AbortController();
    const seen: RunProgressView[] = [];
    const stopped = await core.services.qaImport.importQas(
      { file, filters: RULE_FILTERS },
      {
        signal: stop.signal,
        onProgress: (p) => {
          seen.push(p);
          if (p.done >= 1) stop.abort(new Error("stopped by the user"));
        },
      },
    );
    expect(stopped.status).toBe("cancelled");
    expect(stopped.qas).toBeGreaterThan(0);
    expect(stopped.qas).toBeLessThan(4_500);
    expect(seen[0]).toMatchObject({ runId: stopped.runId, total: 18 });
    const run = await core.services.runs.getRun(stopped.runId);
    expect(run.outcome).toBe("cancelled");

    const final = await core.services.runs.resume(stopped.runId);
    expect(final).toMatchObject({ status: "completed", total: 18, done: 18, qas: 4_500 });
    const origins = [...selectQaRecords(core.db(), "me", { runIds: [stopped.runId] })].map((r) => r.provenance.origin!.row);
    expect(new Set(origins).size).toBe(4_500);
    // Importing it again now says it is there.
    await expect(core.services.qaImport.importQas({ file, filters: RULE_FILTERS })).rejects.toMatchObject({ name: "QaFileAlreadyImportedError", runId: stopped.runId });
    // Its QAs have no source text: the one entry standing for the file is a dataset's, not a paper.
    expect(listPapers(core.db())).toHaveLength(0);
    expect(listDatasets(core.db())).toEqual([expect.objectContaining({ name: "many.jsonl", texts: 1 })]);
  });

  it("imported again while unfinished, goes on with the earlier run instead of starting a second", async () => {
    const file = write("many.jsonl", rows(2_500));
    const stop = new AbortController();
    const stopped = await core.services.qaImport.importQas({ file, filters: RULE_FILTERS }, { signal: stop.signal, onProgress: (p) => p.done >= 1 && stop.abort() });
    expect(stopped.status).toBe("cancelled");
    const continued = await core.services.qaImport.importQas({ file, filters: RULE_FILTERS });
    expect(continued).toMatchObject({ runId: stopped.runId, continued: true, status: "completed", qas: 2_500, rows: 2_500 });
    expect(listRuns(core.db())).toHaveLength(1);
  });
});
