// ScIRGen's dSePer through the filters: the answer is scored against the paragraphs retrieved for
// its question (not its cited evidence), by the scorer given, which the reason names. The scorer
// here is a stand-in that reports which context it was shown; the real model is in test/model.
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { WordVectorEmbedder } from "../../../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { loadPaperForGeneration, paperSourceText } from "../../../src-main/core/pipeline/papers/loadPaperForGeneration.ts";
import { scoreItemResult } from "../../../src-main/core/pipeline/jobs/processItemResult.ts";
import type { ScoringPort } from "../../../src-main/core/pipeline/ports.ts";
import type { GeneratedQa } from "../../../src-main/core/pipeline/strategies/Strategy.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDir } from "../../support/tempDir.ts";
import path from "node:path";

const qa = (over: Partial<GeneratedQa>): GeneratedQa => ({
  question: "Why does the film conduct better when it is thinner?",
  answer: "Because of interfacial strain.",
  type: "causal-antecedent",
  difficulty: null,
  hop: null,
  negative: false,
  evidenceQuotes: [],
  labels: {},
  context: {},
  ...over,
});

describe("dSePer on ScIRGen's retrieved context", () => {
  it("scores against the retrieved paragraphs with the given scorer, names both, and passes a definition question", async () => {
    const db = openDatabase(path.join(tempDir(), "library.sqlite"));
    try {
      const paperId = insertPaperDocument(db, samplePaper("scirgen", 3));
      const runId = createRun(db, { strategy: "scirgen", promptVersion: "scirgen@1", settings: {}, model: { id: null, name: "writer", sha256: null, quantization: null }, seed: 1, paperIds: [paperId] });
      const shown: string[] = [];
      const scorer: ScoringPort = {
        model: { name: "judge-model", sha256: null, quantization: null },
        answerLogProbability: async (prompt) => {
          shown.push(prompt);
          return prompt.includes("RETRIEVED PARAGRAPH") ? -2 : -5;
        },
      };
      const scored = await scoreItemResult(
        db,
        runId,
        loadPaperForGeneration(db, paperId),
        paperSourceText(db, paperId),
        {
          qas: [
            qa({ scoringContext: { texts: ["RETRIEVED PARAGRAPH on strain."], name: "the paragraph of the paper retrieved for the question" } }),
            qa({ question: "What is meant by a space-charge layer?", type: "definition", scoringContext: { texts: [], name: "no paragraph of the paper was retrieved for the question" } }),
          ],
          tokens: { prompt: 0, evaluated: 0, generated: 0 },
        },
        { scorer, embedder: new WordVectorEmbedder() },
      );
      const [first, second] = scored.map((s) => s.verdicts);
      expect(first!.find((v) => v.metric === "dseper")).toEqual({
        metric: "dseper",
        value: 3,
        verdict: "pass",
        reason:
          "reading the paragraph of the paper retrieved for the question makes the model find the answer more likely: its log-probability goes from -5.00 without that context to -2.00 with it (+3.00; it must rise by more than 0) (scored by judge-model)",
      });
      expect(shown.filter((p) => p.includes("RETRIEVED PARAGRAPH"))).toHaveLength(1);
      expect(second!.find((v) => v.metric === "dseper")).toMatchObject({ value: null, verdict: "fail", reason: "there is no context to test the answer against: no paragraph of the paper was retrieved for the question" });
      expect(second!.find((v) => v.metric === "definitional")).toMatchObject({ verdict: "pass" });
    } finally {
      closeDatabase(db);
    }
  });
});
