import { describe, expect, it } from "vitest";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { listQaItemsForRun } from "../../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { listScores } from "../../../src-main/core/db/repositories/scores.ts";
import { listWorkItems, planWorkItems } from "../../../src-main/core/db/repositories/workItems.ts";
import { WordVectorEmbedder } from "../../../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { defineFilter, QA_FILTERS } from "../../../src-main/core/pipeline/filters/registry.ts";
import { loadPaperForGeneration, paperSourceText } from "../../../src-main/core/pipeline/papers/loadPaperForGeneration.ts";
import { scoreItemResult, storeScoredQas } from "../../../src-main/core/pipeline/jobs/processItemResult.ts";
import { strategyQa } from "../../support/strategyQa.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";

let db: LibraryDatabase;
libraryEachTest((opened) => (db = opened));

const qa = (question: string, answer: string, evidenceQuotes: string[]) => strategyQa(question, answer, { evidenceQuotes });

describe("the filter registry", () => {
  it("lists every rule filter once, under the metric names stored so far", () => {
    expect(QA_FILTERS.map((f) => f.name)).toEqual(["context-dependence", "definitional", "numeric-source", "near-duplicate", "evidence-found", "table-answer", "answer-length", "self-consistency", "dseper"]);
    for (const filter of QA_FILTERS) expect(filter.needs.length, filter.name).toBeGreaterThan(0);
    expect(QA_FILTERS.find((f) => f.name === "dseper")!.needs).toContain("scorer");
  });

  it("runs and stores a filter added to the list, and its failure rejects the QA", async () => {
    const paperId = insertPaperDocument(db, samplePaper("registry", 3));
    const runId = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@2", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: [paperId] });
    const sentence = listPassages(db, paperId)[1]!.text.split(". ")[0]!;
    const questionMark = defineFilter({
      name: "ends-with-question-mark",
      needs: ["question"],
      check: (q) =>
        q.question.trim().endsWith("?")
          ? { metric: "ends-with-question-mark", value: 1, verdict: "pass", reason: "reads as a question" }
          : { metric: "ends-with-question-mark", value: 0, verdict: "fail", reason: "does not end with a question mark" },
    });
    const result = {
      qas: [qa("Why do the films keep their cubic phase when heated?", "Large cations pin the grain boundaries.", [sentence]), qa("Describe how the films keep their cubic phase", "Large cations pin the grain boundaries.", [sentence])],
      tokens: { prompt: 0, evaluated: 0, generated: 0 },
    };
    const paper = loadPaperForGeneration(db, paperId);
    const scored = await scoreItemResult(db, runId, paper, paperSourceText(db, paperId), result, { scorer: null, embedder: new WordVectorEmbedder(), filters: [...QA_FILTERS, questionMark] });
    planWorkItems(db, runId, [{ paperId, itemKey: "paper", kind: "paper", scope: {} }]);
    storeScoredQas(db, runId, listWorkItems(db, runId)[0]!.id, paperId, scored);
    const stored = listQaItemsForRun(db, runId);
    expect(stored).toHaveLength(2);
    const metrics = (id: number) => listScores(db, id).map((s) => s.metric);
    // Without a scorer dSePer does not apply; every other registered filter and the new one are stored.
    for (const q of stored) expect(new Set(metrics(q.id))).toEqual(new Set(["context-dependence", "definitional", "numeric-source", "near-duplicate", "evidence-found", "ends-with-question-mark"]));
    const second = stored.find((q) => q.question.startsWith("Describe"))!;
    expect(listScores(db, second.id).find((s) => s.metric === "ends-with-question-mark")).toMatchObject({ verdict: "fail", reason: "does not end with a question mark" });
    expect(second.verdict).toBe("rejected");
  });

  it("says how many of a QA's evidence sentences were found, out of how many", () => {
    const evidenceFound = QA_FILTERS.find((f) => f.name === "evidence-found")!;
    const check = (found: (number | null)[]) => {
      const generated = qa("Why?", "Because.", found.map((_, i) => `Quote ${i + 1}.`));
      const batch = { evidence: [found.map((passageId) => ({ passageId }))] } as unknown as Parameters<typeof evidenceFound.check>[2];
      return evidenceFound.check(generated, 0, batch, new Map()) as { reason: string; counts?: unknown };
    };
    expect(check([7]).reason).toBe("its one evidence sentence found in the paper");
    expect(check([7, 8]).reason).toBe("all 2 evidence sentences found in the paper");
    expect(check([7, null, null]).reason).toBe("2 of 3 evidence sentences not found in the paper");
    expect(check([null]).reason).toBe("1 of 1 evidence sentence not found in the paper");
    // The count beside the share, so Review can show "67% (2 of 3)" (not only in the reason's words).
    expect(check([7, 8, null]).counts).toEqual({ found: 2, checked: 3 });
    expect(check([7]).counts).toEqual({ found: 1, checked: 1 });
  });
});
