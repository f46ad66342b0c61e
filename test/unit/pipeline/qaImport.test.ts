import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { QaRecordSchema } from "../../../src-main/contract/exportRecord.ts";
import { describeOrigin, qaOriginOf } from "../../../src-main/contract/qaImport.ts";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { listPapers } from "../../../src-main/core/db/repositories/papers.ts";
import { listRuns } from "../../../src-main/core/db/repositories/runs.ts";
import { selectQaRecords } from "../../../src-main/core/export/selectQaRecords.ts";
import { tempDir } from "../../support/tempDir.ts";

// `import-qas` as a researcher uses it: a file of QAs made elsewhere, about a paper, a text or
// each row's own text, stored as an imported run that goes through the same filters, Review,
// report and exports as generated QAs, each QA with its origin.

let core: Core;
let dir: string;
beforeEach(() => {
  dir = tempDir();
  core = createCore({ dataDir: path.join(dir, "data") });
});
afterEach(() => core.closeAsync());

const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

const CHUNK = "Perovskite films were annealed at 150 °C for 10 min. The grains grew to about 20.000 nm². Figure 2 shows the XRD pattern.";

describe("importing a QA dataset", () => {
  it("reads a CSV with a byte-order mark, quoted newlines and each row's own source, and filters it as a run", async () => {
    const csv = write(
      "qac.csv",
      `\ufeffQuestion,Answer,Context,Difficulty,chunk,ID\n` +
        `"At what temperature were the films annealed?","At 150 °C, for ""10 min"".","['Perovskite films were annealed at 150 °C for 10 min.']",Easy,"${CHUNK}",7\n` +
        `"What does Figure 2 show?","The XRD\npattern.","[]",Medium,"${CHUNK}",8\n` +
        `"Why were the films annealed twice?","Answer not available from the given context.","[]",Negative,"${CHUNK}",9\n` +
        `"",no question,"[]",Easy,"${CHUNK}",10\n`,
    );
    const result = await core.services.qaImport.importQas({ file: csv, fields: { source: "chunk" } });
    expect(result).toMatchObject({ rows: 4, qas: 3, sources: 1, skippedTotal: 1, skipped: [{ row: 4, reason: "no question" }], judged: null });
    expect(result.notRun.map((n) => n.name)).toEqual(["dseper"]);
    const records = [...selectQaRecords(core.db(), "me", { runIds: [result.runId] })];
    const byQuestion = new Map(records.map((r) => [r.question, r]));
    const first = byQuestion.get("At what temperature were the films annealed?")!;
    expect(first).toMatchObject({ answer: 'At 150 °C, for "10 min".', difficulty: "easy", verdict: "accepted", negative: false });
    // The cited context is found in the source text, at its place.
    expect(first.evidence[0]).toMatchObject({ text: "Perovskite films were annealed at 150 °C for 10 min.", start: 0 });
    expect(byQuestion.get("What does Figure 2 show?")).toMatchObject({ verdict: "rejected", answer: "The XRD\npattern." });
    // ChemLit-QA-neg marks negatives by difficulty; a refusal passes the context check.
    const negative = byQuestion.get("Why were the films annealed twice?")!;
    expect(negative).toMatchObject({ negative: true, difficulty: null, verdict: "accepted" });
    // Every exported record carries its origin, and validates against the published schema.
    for (const record of records) {
      expect(QaRecordSchema.safeParse(record).success).toBe(true);
      expect(record.provenance).toMatchObject({ strategy: "imported", origin: { kind: "imported", file: "qac.csv", format: "csv" } });
      expect(record.provenance.origin!.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(describeOrigin(qaOriginOf(first.context)!)).toBe("Imported from qac.csv, row 1");
    // The flat formats carry it as a column.
    const sheet = await core.services.export.exportContent({ format: "csv", query: { runIds: [result.runId] }, options: { keepDuplicates: true } });
    expect(sheet.text.split("\r\n")[0]).toMatch(/,origin,evidence_tables,question_corrected_by,answer_corrected_by$/);
    expect(sheet.text).toContain(',"qac.csv, row 1"');
    expect(first.labels).toEqual({ imported: { ID: "7" } });
    // The report names the file its QAs came from.
    const report = await core.services.report.forRun(result.runId);
    expect(report.origins).toEqual([{ file: "qac.csv", sha256: records[0]!.provenance.origin!.sha256, qas: 3 }]);
    expect(report.counts).toMatchObject({ qas: 3, accepted: 2, rejected: 1 });
  });

  it("spreads a JSON record's list of QAs, keeps going past a broken JSONL line, and reads a text file as the source", async () => {
    const json = write("papers.json", JSON.stringify([{ doi: "10.1/x", txt: CHUNK, "Q&A": [{ Q: "How long were the films annealed?", A: "10 min." }, { Q: "How large did the grains grow?", A: "About 20,000 nm²." }] }]));
    const nested = await core.services.qaImport.importQas({ file: json, fields: { qas: "Q&A", question: "Q", answer: "A", source: "txt", doi: "doi" } });
    expect(nested).toMatchObject({ qas: 2, accepted: 2, sources: 1 });
    const second = [...selectQaRecords(core.db(), "me", { runIds: [nested.runId] })].find((r) => r.question.startsWith("How large"))!;
    expect(second.provenance.origin).toMatchObject({ row: 1, item: 2, format: "json" });
    // "20.000" in the source is twenty thousand read the German way: the number is found.
    expect(second.scores.find((s) => s.metric === "numeric-source")).toMatchObject({ verdict: "pass" });
    expect(second.paper.doi).toBe("10.1/x");

    const jsonl = write("qas.jsonl", `{"question":"How long were the films annealed?","answer":"10 min."}\n{broken\n\n{"question":"What was measured?","answer":"The XRD pattern."}\n`);
    const text = write("notes.txt", CHUNK);
    const lines = await core.services.qaImport.importQas({ file: jsonl, sourceText: text, name: "My QAs" });
    expect(lines).toMatchObject({ rows: 3, qas: 2, skippedTotal: 1, skipped: [{ row: 2, reason: "the line is not valid JSON" }] });
    // The same text imported again (a second copy, asked for) is the same library entry, not a second copy of it.
    const papers = listPapers(core.db()).length;
    const again = await core.services.qaImport.importQas({ file: jsonl, sourceText: text, again: true });
    expect(listPapers(core.db())).toHaveLength(papers);
    expect((await core.services.runs.getRun(again.runId)).papers).toBe(1);
    expect((await core.services.runs.getRun(lines.runId)).settings).toMatchObject({ name: "My QAs", file: "qas.jsonl", format: "jsonl" });
  });

  it("imports QAs without a source, saying which filters could not run", async () => {
    const file = write("bare.jsonl", `{"q":"What is the Cronin effect?","a":"An enhancement at intermediate momentum."}\n{"q":"Why do grains grow?","a":"To lower boundary energy."}\n`);
    const result = await core.services.qaImport.importQas({ file });
    expect(result.notRun.map((n) => n.name).sort()).toEqual(["dseper", "evidence-found", "numeric-source"]);
    expect(result.filters).toEqual(["context-dependence", "definitional", "near-duplicate"]);
    expect(result.rejected).toBe(1);
    // Resuming a finished import finds nothing left to do and stores nothing again.
    expect(await core.services.runs.resume(result.runId)).toMatchObject({ status: "completed", qas: 2, done: 1, total: 1 });
  });

  it("stores nothing when the file cannot be used, and says why", async () => {
    const runsBefore = listRuns(core.db()).length;
    await expect(core.services.qaImport.importQas({ file: write("odd.csv", "prompt,completion\nA,B\n") })).rejects.toMatchObject({ name: "QaFieldsNotFoundError", message: expect.stringContaining("prompt, completion") });
    await expect(core.services.qaImport.importQas({ file: write("bad.json", "{not json") })).rejects.toMatchObject({ name: "QaFileUnreadableError" });
    await expect(core.services.qaImport.importQas({ file: write("ok.jsonl", `{"question":"Q?","answer":"A."}`), filters: ["no-such-filter"] })).rejects.toMatchObject({ name: "UnknownFilterError" });
    await expect(core.services.qaImport.importQas({ file: write("ok2.jsonl", `{"question":"Q?","answer":"A."}`), paperId: 999 })).rejects.toMatchObject({ name: "PaperNotFoundError" });
    await expect(core.services.qaImport.importQas({ file: path.join(dir, "missing.csv") })).rejects.toMatchObject({ name: "QaFileUnreadableError", message: expect.stringContaining("no such file") });
    expect(listRuns(core.db())).toHaveLength(runsBefore);
    expect(listPapers(core.db())).toHaveLength(0);
  });
});
