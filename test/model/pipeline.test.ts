import { describe, expect, it } from "vitest";
import { listQaItemsForRun } from "../../src-main/core/db/repositories/qaItems.ts";
import { getRun } from "../../src-main/core/db/repositories/runs.ts";
import { listScores } from "../../src-main/core/db/repositories/scores.ts";
import { countWorkItems } from "../../src-main/core/db/repositories/workItems.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";
import { keyQas } from "../../src-main/core/pipeline/summary/keyQas.ts";
import { TINY_MODEL_IDENTITY } from "../support/llmFixtures.ts";
import { useTinyModelLibrary } from "./support/tinyModelLibrary.ts";

const library = useTinyModelLibrary({ sequences: 3 }); // 2 lanes + 1 for scoring

/** What a reviewer relies on for every stored QA: exact evidence offsets and every verdict with its reason. */
function checkStoredQas(runId: number) {
  const { db } = library;
  const qas = listQaItemsForRun(db, runId);
  for (const qa of qas) {
    library.expectExactSpans(library.paperIds[0]!, qa.evidence.filter((e) => e.passageId !== null), { onSentences: false });
    const metrics = listScores(db, qa.id).map((s) => s.metric);
    expect(metrics).toEqual(expect.arrayContaining(["context-dependence", "definitional", "numeric-source", "near-duplicate", "evidence-found"]));
    if (!qa.isNegative) expect(metrics).toContain("dseper");
    for (const s of listScores(db, qa.id)) expect(s.reason.length).toBeGreaterThan(0);
    expect(["accepted", "rejected"]).toContain(qa.verdict);
  }
  return qas;
}

/**
 * Evidence is cited by sentence id, so even a model with random weights can only cite sentences
 * of the paper: every span is found, on exactly a stored sentence, and evidence-found passes.
 */
function checkCitedEvidence(qas: ReturnType<typeof listQaItemsForRun>) {
  const citing = qas.filter((qa) => qa.evidence.length > 0);
  expect(citing.length).toBeGreaterThan(0);
  for (const qa of citing) {
    library.expectExactSpans(library.paperIds[0]!, qa.evidence);
    expect(listScores(library.db, qa.id).find((s) => s.metric === "evidence-found")).toMatchObject({ value: 1, verdict: "pass" });
  }
}

describe("generating QAs end to end with real inference", () => {
  for (const strategy of ["sciqag", "chemlit", "retchem"]) {
    it(`runs ${strategy} on an imported paper and stores scored QAs with provenance`, async () => {
      const { db } = library;
      const { runId, items } = library.startRun({ strategy, seed: 3 });
      expect(items).toBeGreaterThan(0);
      const port = await library.port({ seed: 3, lanes: 2 });
      const events: number[] = [];
      const final = await executeRun(db, runId, port, { scorer: port, onProgress: (p) => events.push(p.done) });
      expect(final.status).toBe("completed");
      expect(countWorkItems(db, runId)).toMatchObject({ pending: 0, running: 0, done: items });
      expect(events.at(-1)).toBe(items);
      const run = getRun(db, runId)!;
      expect(run.promptTokens).toBeGreaterThan(0);
      expect(run.generatedTokens).toBeGreaterThan(0);
      const qas = checkStoredQas(runId);
      if (strategy === "sciqag") expect(qas).toHaveLength(10); // the schema asks for exactly 10
      checkCitedEvidence(qas);
      // SciQAG and RetChemQA must cite at least one sentence; ChemLit-QA may leave its context empty.
      if (strategy !== "chemlit") for (const qa of qas) expect(qa.evidence.length).toBeGreaterThan(0);
      const exported = await library.exportRun(runId); // every record valid against the published schema
      expect(exported.records).toBe(qas.length);
      for (const record of exported.lines) {
        expect(record.provenance).toMatchObject({ runId, strategy, seed: 3, model: { name: TINY_MODEL_IDENTITY.name } });
      }
    });
  }

  it("reuses the evaluated paper text across a paper's items on a lane", async () => {
    const { db, generator } = library;
    const before = generator.tokenCounts();
    const { runId } = library.startRun({ strategy: "retchem", seed: 4 });
    const port = await library.port({ seed: 4, lanes: 2 });
    await executeRun(db, runId, port, { scorer: port });
    const after = generator.tokenCounts();
    const submitted = after.promptTokensSubmitted - before.promptTokensSubmitted;
    const evaluated = after.promptTokensEvaluated - before.promptTokensEvaluated;
    // Three items share the paper text: it is evaluated once per lane (2), not once per item,
    // and scoring runs on its own sequence so it never evicts it.
    expect(evaluated).toBeLessThan(submitted * 0.8);
  });

  it("summarises the paper's key QAs from accepted ones only", () => {
    const summary = keyQas(library.db, library.paperIds[0]!, { count: 5 });
    for (const key of summary) expect(key.qa.verdict).toBe("accepted");
    expect(summary.length).toBeLessThanOrEqual(5);
  });
});
