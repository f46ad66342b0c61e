import { describe, expect, it } from "vitest";
import { SynthesisConditionsSchema } from "../../src-main/contract/synthesisConditions.ts";
import { upsertAnnotation } from "../../src-main/core/db/repositories/annotations.ts";
import { getPaperSynthesis } from "../../src-main/core/db/repositories/paperSyntheses.ts";
import { listQaItemsForRun } from "../../src-main/core/db/repositories/qaItems.ts";
import { countWorkItems, listWorkItems } from "../../src-main/core/db/repositories/workItems.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";
import { readAgreement } from "../../src-main/core/review/agreement/readAgreement.ts";
import { describeAgreement } from "../../src-main/server/cli/commands/reviewAgreement.ts";
import { generatedPapers, useTinyModelLibrary } from "./support/tinyModelLibrary.ts";

// RetChemQA on the tiny model with random weights: the grammar makes every output schema-valid,
// which is what is checked here (items complete, evidence on exact sentences, the synthesis
// record stored and exported, the multi-hop check recorded), not the quality of the text.

const library = useTinyModelLibrary({ papers: generatedPapers("twoColumn", "lineNumbered") });
// Fewer QAs and materials than the paper's defaults keep the random model's output short; every
// step of the method still runs.
const small = { factual: 2, reasoning: 1, trueFalse: 2, maxTokens: 1024, maxMaterials: 2, synthesisMaxTokens: 2048 };

async function run(settings: Record<string, unknown>, seed: number) {
  const { runId, items } = library.startRun({ strategy: "retchem", settings, seed });
  const final = await executeRun(library.db, runId, await library.port({ seed, lanes: 2 }));
  return { runId, items, final };
}

describe("RetChemQA with real inference", () => {
  it("single-hop: completes every item, cites exact sentences, stores each paper's synthesis conditions and exports them with the QAs", async () => {
    const { runId, items, final } = await run(small, 11);
    const { db, paperIds } = library;
    expect(items).toBe(4 * paperIds.length); // three question types and the synthesis record, per paper
    expect(final.status).toBe("completed");
    expect(countWorkItems(db, runId)).toMatchObject({ pending: 0, running: 0, failed: 0, done: items });

    const qas = listQaItemsForRun(db, runId);
    expect(qas.length).toBeGreaterThan(0);
    for (const qa of qas) {
      expect(["factual", "reasoning", "true-false"]).toContain(qa.type);
      expect(qa.hop).toBe("single");
      expect(qa.evidence.length).toBeGreaterThan(0);
      library.expectExactSpans(qa.paperId, qa.evidence);
      if (qa.type === "true-false") {
        expect(qa.question).toMatch(/^True or false: /);
        expect(["True", "False"]).toContain(qa.labels.truthValue);
        expect(qa.answer.startsWith(String(qa.labels.truthValue))).toBe(true);
      }
    }

    for (const paperId of paperIds) {
      const stored = getPaperSynthesis(db, paperId, runId);
      expect(stored, `synthesis of paper ${paperId}`).not.toBeNull();
      const conditions = SynthesisConditionsSchema.parse(stored!.conditions);
      expect(conditions.promptVersion).toBe("retchem@4");
      // "None reported" carries no values; a reported synthesis has named materials with conditions.
      if (!conditions.reported) expect(conditions.materials).toEqual([]);
      expect(conditions.materials.length).toBeLessThanOrEqual(small.maxMaterials);
      for (const m of conditions.materials) {
        expect(m.material.length).toBeGreaterThan(0);
        const values = [...m.reagents, ...m.solvents, ...m.temperatures, ...m.times, ...m.steps];
        expect(values.length).toBeGreaterThan(0);
        for (const v of values) {
          expect(v.evidence.length).toBeGreaterThan(0);
          library.expectExactSpans(paperId, v.evidence);
        }
      }
    }
    // The synthesis item says what it stored instead of QAs.
    const synthesisItems = listWorkItems(db, runId).filter((w) => w.kind === "synthesis");
    expect(synthesisItems).toHaveLength(paperIds.length);
    for (const w of synthesisItems) expect(["synthesis-extracted", "no-synthesis-reported"]).toContain(w.reason?.code);

    const exported = await library.exportRun(runId); // every record valid against the published schema
    expect(exported.records).toBe(qas.length);
    for (const record of exported.lines) {
      expect(record.provenance).toMatchObject({ runId, strategy: "retchem", promptVersion: "retchem@4" });
      expect(record.synthesis).toEqual(getPaperSynthesis(db, record.paper.id, runId)!.conditions);
    }

    // Review labels on the run's QAs give RetChemQA's table, overall and per question type.
    qas.forEach((qa, i) => upsertAnnotation(db, { qaId: qa.id, reviewer: "ana", decision: "keep", answerable: i % 4 !== 3, answerCorrect: i % 3 === 2 ? "no" : "yes" }));
    const agreement = readAgreement(db, qas.map((q) => q.id));
    const table = agreement.retChemQa[0]!;
    expect(table.TP + table.FP + table.TN + table.FN).toBe(qas.length);
    const byType = agreement.retChemQaGroups!.filter((t) => t.by === "type");
    expect(byType.reduce((n, t) => n + t.TP + t.FP + t.TN + t.FN, 0)).toBe(qas.length);
    expect(describeAgreement(agreement).join("\n")).toMatch(/ana, type (factual|reasoning|true-false): TP \d+/);
  });

  it("multi-hop: every kept QA records the hop check it passed (each cited paragraph adds to the answer), and drops are explained", async () => {
    const { runId, items, final } = await run({ ...small, hop: "multi", synthesis: false }, 12);
    const { db, paperIds } = library;
    expect(items).toBe(3 * paperIds.length);
    expect(final.status).toBe("completed");
    expect(countWorkItems(db, runId)).toMatchObject({ pending: 0, running: 0, failed: 0, done: items });
    for (const qa of listQaItemsForRun(db, runId)) {
      expect(qa.hop).toBe("multi");
      library.expectExactSpans(qa.paperId, qa.evidence);
      const check = qa.labels.hopCheck as { passed: boolean; contributing: number; places: number; required: number; perPlace: { paragraph: number; contributes: string[] }[] };
      expect(check).toMatchObject({ passed: true, required: 2 });
      expect(check.contributing).toBeGreaterThanOrEqual(2);
      expect(new Set(check.perPlace.map((p) => p.paragraph)).size).toBe(check.places);
      expect(check.perPlace.filter((p) => p.contributes.length > 0)).toHaveLength(check.contributing);
      expect(typeof qa.labels.reasoning).toBe("string");
      expect((qa.labels.hops as unknown[]).length).toBeGreaterThanOrEqual(2);
    }
    // The random model's answers seldom reuse its cited sentences' words, so most QAs fail the
    // check: every item either kept QAs that passed it or says, with its numbers, why it kept
    // fewer (the pass path with meaningful text is the unit test's, with canned output).
    const kept = new Set(listQaItemsForRun(db, runId).map((qa) => qa.workItemId));
    for (const w of listWorkItems(db, runId)) {
      if (!kept.has(w.id)) expect(["multi-hop-check", "placeholders"], w.itemKey).toContain(w.reason?.code);
      if (w.reason?.code === "multi-hop-check") expect(w.reason.message).toMatch(/rejected by the multi-hop check \((at most )?\d+ cited paragraphs? adding something of (its|their) own, 2 required\)/);
    }
  });
});
