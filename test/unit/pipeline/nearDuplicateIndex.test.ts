// The near-duplicate check at the sizes an import reaches: 20,000 QAs of one paper finish with
// the verdicts of comparing every pair, the event loop keeps turning while they are checked, a
// cancel stops the check, and a run's items share one index with the same verdicts as before.
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listQaItemsForRun } from "../../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { listScores } from "../../../src-main/core/db/repositories/scores.ts";
import { listWorkItems, planWorkItems } from "../../../src-main/core/db/repositories/workItems.ts";
import { completeWorkItem } from "../../../src-main/core/db/repositories/workItemOutcomes.ts";
import { WordVectorEmbedder } from "../../../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { WORD_VECTOR_THRESHOLDS } from "../../../src-main/core/pipeline/filters/duplicateThresholds.ts";
import { quoted } from "../../../src-main/core/pipeline/filters/duplicateVerdict.ts";
import { likenessText, nearDuplicates, type DuplicateCandidate } from "../../../src-main/core/pipeline/filters/nearDuplicates.ts";
import { likeness, likenessValue, likenessVectors, repeats, type LikenessVectors } from "../../../src-main/core/pipeline/filters/qaLikeness.ts";
import { QA_FILTERS } from "../../../src-main/core/pipeline/filters/registry.ts";
import { scoreItemResult, storeScoredQas } from "../../../src-main/core/pipeline/jobs/processItemResult.ts";
import { loadPaperForGeneration, paperSourceText } from "../../../src-main/core/pipeline/papers/loadPaperForGeneration.ts";
import { RunDuplicateIndexes } from "../../../src-main/core/pipeline/jobs/RunDuplicateIndexes.ts";
import { exactNearDuplicates } from "../../support/exactNearDuplicates.ts";
import { generateQas } from "../../support/generatedQas.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { strategyQa } from "../../support/strategyQa.ts";
import { tempDir } from "../../support/tempDir.ts";

const words = new WordVectorEmbedder();
const thresholds = WORD_VECTOR_THRESHOLDS;

/** What comparing QA `i` with every earlier positive finds: whether it repeats one, and the most alike of those it repeats (the earliest of equals). */
function everyPair(vectors: readonly LikenessVectors[], i: number): { repeated: boolean; best: number | null; value: number } {
  let best: number | null = null;
  let value = -1;
  for (let j = 0; j < i; j++) {
    const l = likeness(vectors[i]!, vectors[j]!);
    if (repeats(l, thresholds) && likenessValue(l) > value) {
      best = j;
      value = likenessValue(l);
    }
  }
  return { repeated: best !== null, best, value };
}

describe("the near-duplicate check of a large import", () => {
  // A generous limit of its own: 20,000 QAs take tens of seconds on a loaded 2-core machine (speed is measured in bench/similarity).
  it("checks 20,000 QAs of one paper with the verdicts of comparing every pair", { timeout: 10 * 60_000 }, async () => {
    const rows = generateQas(20_000, 3);
    const qas: DuplicateCandidate[] = rows.map((r, i) => ({ id: i, question: r.question, answer: r.answer }));
    const verdicts = await nearDuplicates(words, qas, { thresholds });
    expect(verdicts.size).toBe(20_000);
    // Every QA planted as a copy of an earlier one is caught, and names a QA it repeats.
    const copies = rows.flatMap((r, i) => (r.planted === "copy" ? [i] : []));
    expect(copies.length).toBeGreaterThan(300);
    for (const i of copies) expect(verdicts.get(i)!.verdict, rows[i]!.question).toBe("fail");
    // A sample held to comparing every pair: the same verdict, and a failing QA names the same QA with the same likeness.
    const vectors = await likenessVectors(words, qas.map(likenessText));
    const sample = [...Array.from({ length: 120 }, (_, k) => 19_999 - k * 163), ...rows.flatMap((r, i) => (r.planted === "reworded" ? [i] : [])).slice(-40)];
    let failures = 0;
    for (const i of sample) {
      const exact = everyPair(vectors, i);
      const verdict = verdicts.get(i)!;
      expect(verdict.verdict, `QA ${i}: ${qas[i]!.question}`).toBe(exact.repeated ? "fail" : "pass");
      if (!exact.repeated) continue;
      failures++;
      expect(verdict.reason).toContain(quoted(qas[exact.best!]!.question));
      expect(verdict.value).toBeCloseTo(exact.value, 6);
    }
    expect(failures).toBeGreaterThan(20);
  });

  it("leaves the event loop turning while it checks, and stops when cancelled", async () => {
    const qas = generateQas(20_000, 5).map((r, i) => ({ id: i, question: r.question, answer: r.answer }));
    // The word vectors are read first, so the cancel arrives while the QAs are compared.
    await words.embed(["warm"]);
    const controller = new AbortController();
    // Cancelled from the event loop, as a user's cancel arrives, once the check is under way (its
    // second batch of QAs is embedded): only a check that lets the loop turn can see it. Armed on
    // the check's own progress, not after a fixed time it might finish within on a fast machine.
    let batches = 0;
    let cancelledFromLoop = false;
    const embedder = new Proxy(words, {
      get(target, name) {
        if (name !== "embed") return Reflect.get(target, name, target) as unknown;
        return (texts: readonly string[], signal?: AbortSignal) => {
          if (++batches === 2)
            setImmediate(() => {
              cancelledFromLoop = true;
              controller.abort(new Error("cancelled by the user"));
            });
          return target.embed(texts, signal);
        };
      },
    });
    await expect(nearDuplicates(embedder, qas, { thresholds, signal: controller.signal })).rejects.toThrow("cancelled by the user");
    expect(cancelledFromLoop).toBe(true);
  });
});

describe("a run's near-duplicate index, kept across its items", () => {
  let db: LibraryDatabase;
  beforeEach(() => {
    db = openDatabase(path.join(tempDir(), "library.sqlite"));
  });
  afterEach(() => closeDatabase(db));

  const nearDuplicate = QA_FILTERS.filter((f) => f.name === "near-duplicate");

  it("gives each item's QAs the verdicts of comparing them with every QA stored before, across items, a resume and an item that was not stored", async () => {
    const paperId = insertPaperDocument(db, samplePaper("duplicates", 2));
    const runId = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@2", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: [paperId] });
    const rows = generateQas(1_400, 11);
    const items = 7;
    planWorkItems(db, runId, Array.from({ length: items }, (_, k) => ({ paperId, itemKey: `paper:${paperId}/part:${k}`, kind: "part", scope: {} })));
    const planned = listWorkItems(db, runId);
    const paper = loadPaperForGeneration(db, paperId);
    const source = paperSourceText(db, paperId);
    const part = (k: number) => rows.slice(k * 200, (k + 1) * 200).map((r) => strategyQa(r.question, r.answer));
    let duplicates = new RunDuplicateIndexes();
    const score = (k: number) =>
      scoreItemResult(db, runId, paper, source, { qas: part(k), tokens: { prompt: 0, evaluated: 0, generated: 0 } }, { scorer: null, embedder: words, itemId: planned[k]!.id, filters: nearDuplicate, duplicates });
    for (let k = 0; k < items; k++) {
      // Item 3 is scored once and not stored (its model failed after), then scored again: the index forgets the first try.
      if (k === 3) await score(k);
      // Item 5 starts in a new process: a new index reads the stored QAs.
      if (k === 5) duplicates = new RunDuplicateIndexes();
      const scored = await score(k);
      completeWorkItem(db, planned[k]!, { prompt: 0, generated: 0 }, () => storeScoredQas(db, runId, planned[k]!.id, paperId, scored));
    }
    const stored = listQaItemsForRun(db, runId);
    expect(stored).toHaveLength(1_400);
    const exact = await exactNearDuplicates(words, stored.map((q) => ({ id: q.id, question: q.question, answer: q.answer })), { thresholds });
    let fails = 0;
    for (const qa of stored) {
      const score = listScores(db, qa.id).find((s) => s.metric === "near-duplicate")!;
      const expected = exact.get(qa.id)!;
      expect(score.verdict, qa.question).toBe(expected.verdict);
      if (expected.verdict === "fail") {
        fails++;
        expect(score.reason).toBe(expected.reason);
      }
    }
    expect(fails).toBeGreaterThan(20);
  });
});
