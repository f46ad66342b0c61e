// The run-level stage with a hand-written judge: ChemLit-QA's faithfulness and relevancy are
// scored per QA, ruled over the whole run (mean − 0.5 sd), and decide each QA's overall verdict;
// a QA the judge cannot score leaves the others scored, and a pause keeps what was scored.
import { describe, expect, it } from "vitest";
import { defaultJudgeThresholds, judgeScorer } from "../../../src-main/contract/judge.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { insertQaItem, listQaItemsForRun, setQaVerdict } from "../../../src-main/core/db/repositories/qaItems.ts";
import { createRun, getRun } from "../../../src-main/core/db/repositories/runs.ts";
import { listScores, upsertScore } from "../../../src-main/core/db/repositories/scores.ts";
import { noteRunFiltersWithoutJudge, runFilterStage } from "../../../src-main/core/pipeline/judge/runFilterStage.ts";
import type { GenerationPort, StructuredRequest, StructuredResult } from "../../../src-main/core/pipeline/ports.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";

let db: LibraryDatabase;
libraryEachTest((opened) => (db = opened));

const scorer = judgeScorer("a".repeat(64));
const model = { id: null, name: "m", sha256: null, quantization: null };

let papers = 0;

/** A chemlit run (on a paper of its own) with one QA per answer, each written from the paper's first body paragraph, all accepted by the rule filters. */
function chemlitRun(answers: string[], strategy = "chemlit") {
  const paperId = insertPaperDocument(db, samplePaper(`runfilters ${papers++}`, 3));
  const passage = listPassages(db, paperId).find((p) => p.kind === "paragraph")!;
  const runId = createRun(db, { strategy, promptVersion: `${strategy}@3`, settings: {}, model, seed: 1, paperIds: [paperId] });
  const ids = answers.map((answer, ordinal) => {
    const id = insertQaItem(db, { runId, workItemId: null, paperId, ordinal, question: `Question ${ordinal}?`, answer, type: "causal", difficulty: "easy", hop: "single", context: { sourceChunk: 0, sourceSegments: [[passage.id, 0, passage.text.length]] } });
    upsertScore(db, { qaId: id, metric: "evidence-found", scorer: "filters", value: 1, verdict: "pass", reason: "found" });
    setQaVerdict(db, id, "accepted");
    return id;
  });
  const negative = insertQaItem(db, { runId, workItemId: null, paperId, ordinal: answers.length, question: "Unanswerable?", answer: "The answer is not available from the given context.", isNegative: true });
  return { runId, ids, negative, passage };
}

/** A judge that marks the statements of answer "A<n>" as n of 4 supported and all relevant; "boom" throws. */
function cannedJudge(seen: string[] = []): GenerationPort {
  return {
    contextSize: 4096,
    lanes: 1,
    model: { name: "judge", sha256: "a".repeat(64), quantization: null },
    countTokens: (t) => Math.ceil(t.length / 4),
    async generate<T>(request: StructuredRequest): Promise<StructuredResult<T>> {
      seen.push(request.prompt);
      const answer = /Answer: (.*)/.exec(request.prompt)![1]!;
      if (answer === "boom") throw new Error("the judge's output did not parse");
      const n = Number(answer.slice(1));
      const statements = [0, 1, 2, 3].map((i) => ({ statement: `s${i}`, supported: i < n ? "yes" : "no", relevant: "yes" }));
      return { output: { statements } as T, tokens: { prompt: 10, evaluated: 10, generated: 10 } };
    },
  };
}

describe("the run-level filter stage", () => {
  it("scores every answered QA against its chunk, fails those below the run's mean − 0.5 sd, and rejects them", async () => {
    const { runId, ids, negative, passage } = chemlitRun(["A4", "A4", "A4", "A2", "A0"]);
    const seen: string[] = [];
    await runFilterStage(db, runId, cannedJudge(seen), { scorer, judgeName: "judge", thresholds: defaultJudgeThresholds() });
    // The judge reads the chunk rebuilt from the QA's stored ranges; the negative is not scored.
    expect(seen).toHaveLength(5);
    expect(seen[0]).toContain(passage.text);
    expect(listScores(db, negative).some((s) => s.metric === "faithfulness")).toBe(false);
    // Shares 1, 1, 1, 0.5, 0: mean 0.7, sd 0.4, bar 0.5; only the last is below it.
    const faithful = ids.map((id) => listScores(db, id).find((s) => s.metric === "faithfulness" && s.scorer === scorer)!);
    expect(faithful.map((s) => [s.value, s.verdict])).toEqual([[1, "pass"], [1, "pass"], [1, "pass"], [0.5, "pass"], [0, "fail"]]);
    expect(faithful[4]!.reason).toMatch(/^0 of the answer's 4 statements .*; the run's bar is mean 0\.70 − 0\.5 × sd 0\.40 = 0\.50 over 5 QAs, and this QA is below it$/);
    // What each share rests on stays beside it after the bar is ruled: "50% (2 of 4)" in Review.
    expect(faithful.map((s) => s.counts)).toEqual([...Array(3).fill({ found: 4, checked: 4 }), { found: 2, checked: 4 }, { found: 0, checked: 4 }]);
    // Every statement on the question: equal scores, nothing below the bar.
    expect(ids.map((id) => listScores(db, id).find((s) => s.metric === "answer-relevancy")!.verdict)).toEqual(["pass", "pass", "pass", "pass", "pass"]);
    expect(listQaItemsForRun(db, runId).filter((q) => !q.isNegative).map((q) => q.verdict)).toEqual(["accepted", "accepted", "accepted", "accepted", "rejected"]);
    expect(getRun(db, runId)!.engine.runFilters).toBe("Faithfulness and relevancy (below the run's mean − 0.5 sd fails): 5 QAs scored by judge, 1 below the bar");

    // Run again (a resume): nothing is scored twice, and the bar is the same.
    const again: string[] = [];
    await runFilterStage(db, runId, cannedJudge(again), { scorer, judgeName: "judge", thresholds: defaultJudgeThresholds() });
    expect(again).toEqual([]);
    expect(listQaItemsForRun(db, runId).filter((q) => !q.isNegative).map((q) => q.verdict)).toEqual(["accepted", "accepted", "accepted", "accepted", "rejected"]);
  });

  it("keeps going past a QA the judge cannot score, and says how many it could not", async () => {
    const { runId, ids } = chemlitRun(["A4", "boom", "A2"]);
    await runFilterStage(db, runId, cannedJudge(), { scorer, judgeName: "judge", thresholds: defaultJudgeThresholds() });
    expect(listScores(db, ids[1]!).some((s) => s.metric === "faithfulness")).toBe(false);
    expect(listScores(db, ids[2]!).find((s) => s.metric === "faithfulness")).toMatchObject({ value: 0.5, verdict: "fail" });
    expect(getRun(db, runId)!.engine.runFilters).toMatch(/2 QAs scored by judge, 1 below the bar, 1 the judge could not score$/);
  });

  it("runs only for the strategies that name it, and a run without a judge says it did not run", async () => {
    const { runId } = chemlitRun(["A4"], "sciqag");
    const seen: string[] = [];
    await runFilterStage(db, runId, cannedJudge(seen), { scorer, judgeName: "judge", thresholds: defaultJudgeThresholds() });
    expect(seen).toEqual([]);
    expect(getRun(db, runId)!.engine.runFilters).toBeUndefined();
    noteRunFiltersWithoutJudge(db, runId, "sciqag");
    expect(getRun(db, runId)!.engine.runFilters).toBeUndefined();
    const chemlit = chemlitRun(["A4"]);
    noteRunFiltersWithoutJudge(db, chemlit.runId, "chemlit");
    expect(getRun(db, chemlit.runId)!.engine.runFilters).toBe("Faithfulness and relevancy (below the run's mean − 0.5 sd fails): not run, because the run has no judge model (set one to score them)");
  });

  it("stops on a pause with the scores so far kept and no verdicts ruled on a partial set", async () => {
    const { runId, ids } = chemlitRun(["A4", "A0", "A4"]);
    const pause = new AbortController();
    const judge = cannedJudge();
    const pausing: GenerationPort = { ...judge, generate: async (request) => { const result = await judge.generate(request); pause.abort(); return result as never; } };
    await runFilterStage(db, runId, pausing, { scorer, judgeName: "judge", thresholds: defaultJudgeThresholds(), signal: pause.signal });
    expect(listScores(db, ids[0]!).find((s) => s.metric === "faithfulness")).toMatchObject({ value: 1, verdict: "info" });
    expect(listScores(db, ids[1]!).some((s) => s.metric === "faithfulness")).toBe(false);
    expect(getRun(db, runId)!.engine.runFilters).toBeUndefined();
  });
});
