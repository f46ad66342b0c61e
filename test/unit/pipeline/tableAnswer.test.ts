import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { ParsedTable } from "../../../src-main/contract/tables.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { planWorkItems, listWorkItems } from "../../../src-main/core/db/repositories/workItems.ts";
import { WordVectorEmbedder } from "../../../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { selectQaRecords } from "../../../src-main/core/export/selectQaRecords.ts";
import { filtersNamed, methodFilters, runFilterNames } from "../../../src-main/core/pipeline/filters/methodFilters.ts";
import { loadPaperForGeneration, paperSourceText } from "../../../src-main/core/pipeline/papers/loadPaperForGeneration.ts";
import { scoreItemResult, storeScoredQas } from "../../../src-main/core/pipeline/jobs/processItemResult.ts";
import { getStrategy } from "../../../src-main/core/pipeline/strategies/index.ts";
import { strategyQa } from "../../support/strategyQa.ts";
import { storeTablePaper } from "../../support/tableLibrary.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";

// The table questions' evidence check cannot fail (their rows are cited by the ids their prompt
// listed), so a run with "Questions from tables" on also checks each table answer against the
// rows it cites: a value read from a cell passes, an answer holding none of the rows' values is
// refused with a reason a reviewer can check. Real PDF table, real SQLite, the runner's scoring.

let printed: ParsedTable[];
beforeAll(async () => {
  printed = await writeTablePaper(path.join(tempDirForSuite(), "tables.pdf"));
});

let db: LibraryDatabase;
libraryEachTest((opened) => (db = opened));

type Kind = "table-value" | "table-comparison";
const qa = (type: Kind, question: string, answer: string, evidenceQuotes: string[]) => strategyQa(question, answer, { type, hop: null, evidenceQuotes, context: { policy: "table" } });
const model = { id: null, name: "m", sha256: null, quantization: null };
const retchem = getStrategy("retchem");

/** Scores and stores the QAs of one table item as a RetChemQA run with the given filters does; returns its export records by QA. */
async function runItem(paperId: number, qas: ReturnType<typeof qa>[], shown: number[], filters: string[]) {
  const runId = createRun(db, { strategy: "retchem", promptVersion: "retchem@1", settings: { tableQuestions: true }, model, seed: 1, paperIds: [paperId] });
  planWorkItems(db, runId, [{ paperId, itemKey: "table:0:1", kind: "table", scope: {} }]);
  const item = listWorkItems(db, runId)[0]!;
  const scored = await scoreItemResult(db, runId, loadPaperForGeneration(db, paperId), paperSourceText(db, paperId), { qas, tokens: { prompt: 0, evaluated: 0, generated: 0 }, evidenceScope: shown }, {
    scorer: null,
    embedder: new WordVectorEmbedder(),
    filters: filtersNamed(filters),
  });
  storeScoredQas(db, runId, item.id, paperId, scored);
  return [...selectQaRecords(db, "me", { runIds: [runId] })].sort((a, b) => a.id - b.id);
}

const gate = (record: { scores: { metric: string; verdict: string; reason: string }[] }) => record.scores.find((s) => s.metric === "table-answer");

describe("a table answer checked against its cited rows", () => {
  it("comes with the table questions option, whatever filters were asked for, and is never offered on its own", () => {
    expect(runFilterNames(retchem, undefined, undefined, { tableQuestions: true })).toEqual(["evidence-found", "table-answer"]);
    expect(runFilterNames(retchem, ["numeric-source"], undefined, { tableQuestions: true })).toEqual(["numeric-source", "table-answer"]);
    expect(runFilterNames(retchem, undefined, undefined, { tableQuestions: false })).toEqual(["evidence-found"]);
    expect(methodFilters(retchem).map((f) => f.name)).not.toContain("table-answer");
  });

  it("accepts a cell's value, a comparison naming its rows, and refuses a nonsense answer with why", async () => {
    const { paperId, row } = storeTablePaper(db, "gate", printed);
    const kantarci = row("Kantarci");
    const ligers = row("Ligers");
    const qas = [
      qa("table-value", "How many people with multiple sclerosis did the 2003 study by Kantarci in the USA genotype?", "It genotyped 1024 cases.", [kantarci.text]),
      qa("table-value", "Which genotyping method did the 2003 study by Kantarci in the USA use?", "TaqMan", [kantarci.text]),
      qa("table-comparison", "Which genotyped more cases, the study by Kantarci or the one by Ligers?", "Kantarci's.", [ligers.text, kantarci.text]),
      // As the tiny model writes them: the rows are cited by id, so their evidence is found.
      qa("table-value", "How many people with multiple sclerosis did the 2003 study by Kantarci in the USA genotype?", "It's a spectrighter,", [kantarci.text]),
      // The question's own words given back are no value read from the row.
      qa("table-value", "How many cases did the 2003 study by Kantarci genotype?", "The 2003 study by Kantarci.", [kantarci.text]),
      qa("table-comparison", "Which genotyped more cases, the study by Kantarci or the one by Ligers?", "The larger one, by far.", [ligers.text, kantarci.text]),
    ];
    const records = await runItem(paperId, qas, [kantarci.id, ligers.id], runFilterNames(retchem, undefined, undefined, { tableQuestions: true }));
    expect(records.map((r) => r.verdict)).toEqual(["accepted", "accepted", "accepted", "rejected", "rejected", "rejected"]);
    expect(gate(records[0]!)).toMatchObject({ verdict: "pass", reason: 'its answer holds a value of a cited row: "Cases / n: 1,024"' });
    expect(gate(records[1]!)!.reason).toContain("TaqMan");
    expect(gate(records[2]!)!.reason).toContain("Study: Kantarci");
    expect(gate(records[3]!)).toMatchObject({ verdict: "fail", reason: "its answer holds no value of the cited row that its question does not already state" });
    expect(gate(records[4]!)!.verdict).toBe("fail");
    expect(gate(records[5]!)).toMatchObject({ verdict: "fail", reason: "its answer holds no value of the 2 cited rows, nor names one of them" });
    // Their evidence is found all the same: without this check the nonsense answers were accepted.
    for (const r of records.slice(3)) expect(r.scores.find((s) => s.metric === "evidence-found")!.verdict).toBe("pass");
    const before = await runItem(paperId, qas, [kantarci.id, ligers.id], runFilterNames(retchem, undefined, undefined, { tableQuestions: false }));
    expect(before.map((r) => r.verdict)).toEqual(["accepted", "accepted", "accepted", "accepted", "accepted", "accepted"]);
  });

  it("gives no verdict on a question not from a table", async () => {
    const { paperId, row } = storeTablePaper(db, "other", printed);
    const kantarci = row("Kantarci");
    const records = await runItem(paperId, [strategyQa("What did the study by Kantarci find?", "Nothing of note.", { evidenceQuotes: [kantarci.text] })], [kantarci.id], ["evidence-found", "table-answer"]);
    expect(gate(records[0]!)).toBeUndefined();
  });
});
