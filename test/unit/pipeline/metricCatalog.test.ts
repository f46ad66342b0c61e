import { describe, expect, it } from "vitest";
import { JUDGE_CRITERIA } from "../../../src-main/contract/judge.ts";
import { RUN_FILTERS } from "../../../src-main/core/pipeline/filters/runFilters.ts";
import { DATASET_METRIC_IDS } from "../../../src-main/contract/datasetMetricCatalog.ts";
import { METRIC_CATALOG, metricInfo, sortMetrics } from "../../../src-main/contract/metricCatalog.ts";
import { describeScore, formatMetricValue } from "../../../src-main/contract/scoreWords.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { loadPaperForGeneration, paperSourceText } from "../../../src-main/core/pipeline/papers/loadPaperForGeneration.ts";
import { WordVectorEmbedder } from "../../../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { scoreItemResult } from "../../../src-main/core/pipeline/jobs/processItemResult.ts";
import type { ScoringPort } from "../../../src-main/core/pipeline/ports.ts";
import { strategyQa } from "../../support/strategyQa.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";

let db: LibraryDatabase;
libraryEachTest((opened) => (db = opened));

const qa = (question: string, answer: string, evidenceQuotes: string[]) => strategyQa(question, answer, { evidenceQuotes });

/** The filters' verdicts on one item of two QAs (the second repeats the first's question), run as a run runs them. */
async function filterVerdicts() {
  const paperId = insertPaperDocument(db, samplePaper("catalog", 3));
  const runId = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@2", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: [paperId] });
  const sentence = listPassages(db, paperId)[1]!.text.split(". ")[0]!;
  // The perplexity shift needs log-probabilities; this scorer answers as a model that finds the
  // answer likelier with the evidence would (the catalog, not the scoring, is under test here).
  const scorer: ScoringPort = { answerLogProbability: async (prompt) => (prompt.startsWith("Context:") ? -3 : -7) };
  const scored = await scoreItemResult(db, runId, loadPaperForGeneration(db, paperId), paperSourceText(db, paperId), {
    qas: [
      qa("At what temperature did the films keep their cubic phase?", "At 301 K, as Figure 2 shows.", [sentence]),
      qa("At what temperature did the films keep their cubic phase?", "301 K.", []),
      // A CCQG answer hands over its asked length and its resampled answers.
      { ...qa("Why do the films keep their cubic phase?", "The films stay cubic at room temperature.", [sentence]), answerWords: { min: 40, max: 100 }, selfCheck: { samples: ["The films remain cubic at room temperature."], threshold: null } },
      // A table question's answer is checked against the rows it cites (here none is a table row).
      { ...qa("At what temperature did the films keep their cubic phase?", "301 K.", [sentence]), type: "table-value" },
    ],
    tokens: { prompt: 0, evaluated: 0, generated: 0 },
  }, { scorer, embedder: new WordVectorEmbedder() });
  return scored.map((s) => s.verdicts);
}

async function metricsTheFiltersWrite(): Promise<Set<string>> {
  return new Set((await filterVerdicts()).flat().map((v) => v.metric));
}

describe("the metric catalog", () => {
  it("has words for people for every metric the filters write", async () => {
    const written = await metricsTheFiltersWrite();
    expect([...written].sort()).toEqual(["answer-length", "context-dependence", "definitional", "dseper", "evidence-found", "near-duplicate", "numeric-source", "self-consistency", "table-answer"]);
    for (const id of written) {
      const info = metricInfo(id);
      expect(METRIC_CATALOG).toContain(info);
      // A label is words, not the id; the short label fits a column header.
      expect(info.label).not.toBe(id);
      expect(info.label).toMatch(/^[A-Z][a-z]/);
      expect(info.short.length).toBeLessThanOrEqual(12);
      expect(info.checks).toMatch(/\.$/);
      expect(info.better).not.toBeNull();
      expect(info.reading).toMatch(/best|better|good|passes/);
    }
    // The catalog holds the filters' metrics (per QA and run-level), the judge's criteria and the
    // report's dataset figures, nothing else.
    const runLevel = RUN_FILTERS.flatMap((f) => f.metrics);
    for (const id of runLevel) expect(metricInfo(id).label).not.toBe(id);
    expect(new Set(METRIC_CATALOG.filter((m) => m.level === "qa").map((m) => m.id))).toEqual(new Set([...written, ...runLevel, ...JUDGE_CRITERIA]));
    expect(METRIC_CATALOG.filter((m) => m.level === "dataset").map((m) => m.id)).toEqual(DATASET_METRIC_IDS);
  });

  it("names a figure computed as a paper computes it after the paper, with its published value, and one computed otherwise differently", () => {
    const dataset = METRIC_CATALOG.filter((m) => m.level === "dataset");
    for (const m of dataset) {
      if (m.published) {
        expect(m.label, m.id).toMatch(/\(SciQAG/);
        expect(m.published.differs.length).toBeGreaterThan(20);
      } else expect(m.label, m.id).not.toMatch(/SciQAG/);
    }
    // The word-vector likeness is not SciQAG's LLM-rated question similarity: its own name, no published figure.
    expect(metricInfo("question-likeness")).toMatchObject({ label: "Question likeness (word vectors)" });
    expect(metricInfo("question-likeness").published).toBeUndefined();
    expect(metricInfo("numbers-in-source").published).toMatchObject({ value: 0.967 });
    // Coverage by word vectors (or the run's embedder) over the library's sentences is not SciQAG's
    // e5-mistral coverage: names of its own, SciQAG's figures only in the explanation of how it differs.
    for (const id of ["coverage-chunk-rate", "coverage-per-answer"]) {
      expect(metricInfo(id).published, id).toBeUndefined();
      expect(metricInfo(id).checks, id).toMatch(/SciQAG's .* not comparable/);
    }
    expect(metricInfo("coverage-chunk-rate").label).toBe("Coverage of the paper's ten parts");
    expect(metricInfo("coverage-per-answer").label).toBe("Parts of the paper each answer draws on");
  });

  it("names the judge's criteria in words, with the scale and what decides a rejection", () => {
    for (const id of JUDGE_CRITERIA) {
      const info = metricInfo(id);
      expect(info.label).toMatch(/^Judge: [a-z]/);
      expect(info.short.length).toBeLessThanOrEqual(12);
      expect(info.reading).toContain("1 (unacceptable) to 3 (fully acceptable)");
      expect(formatMetricValue(id, 2)).toBe("2");
    }
    expect(sortMetrics(["relevance", "numeric-source"])).toEqual(["numeric-source", "relevance"]);
  });

  it("gets reasons in words from the filters: the repeated question quoted, the perplexity shift explained", async () => {
    const [first, second] = await filterVerdicts();
    const reason = (verdicts: typeof first, metric: string) => verdicts!.find((v) => v.metric === metric)!.reason;
    // The same question with another answer still asks the same.
    expect(reason(second, "near-duplicate")).toBe('repeats an earlier QA about this paper, "At what temperature did the films keep their cubic phase?": the questions are 100% alike; 82% or more asks the same');
    expect(reason(first, "dseper")).toBe(
      "reading the evidence makes the model find the answer more likely: its log-probability goes from -7.00 without the evidence to -3.00 with it (+4.00; it must rise by more than 0)",
    );
    for (const v of [...first!, ...second!]) expect(v.reason).not.toMatch(/\bnew \d|#\d/);
  });

  it("writes values the way people read them and says whether a value is good", () => {
    expect(formatMetricValue("numeric-source", 0.5)).toBe("50%");
    // One number of 210 not found is not "100%"; one of 1,000 found is not "0%".
    expect(formatMetricValue("numbers-in-source", 209 / 210)).toBe("99.5%");
    expect(formatMetricValue("numbers-in-source", 1)).toBe("100%");
    expect(formatMetricValue("numbers-in-source", 0.9999)).toBe(">99.9%");
    expect(formatMetricValue("numbers-in-source", 0.003)).toBe("0.3%");
    expect(formatMetricValue("numbers-in-source", 0.0001)).toBe("<0.1%");
    expect(formatMetricValue("numbers-in-source", 0)).toBe("0%");
    expect(formatMetricValue("near-duplicate", 0.78)).toBe("78%");
    expect(formatMetricValue("dseper", 1.234)).toBe("+1.23");
    expect(formatMetricValue("dseper", -0.4)).toBe("−0.40");
    expect(formatMetricValue("context-dependence", 2)).toBe("2");
    expect(formatMetricValue("definitional", 1)).toBe("yes");
    expect(formatMetricValue("numeric-source", null)).toBe("—");
    expect(describeScore({ metric: "numeric-source", value: 0.5, verdict: "fail" })).toBe("Numbers found in the paper: 50%, a problem (higher is better).");
    // A check that passed is not called good: it says nothing about whether the answer is right. A judge's pass is.
    expect(describeScore({ metric: "near-duplicate", value: 0.12, verdict: "pass" })).toBe("Likeness to an earlier question: 12%, passes this check (lower is better).");
    expect(describeScore({ metric: "accuracy", value: 3, verdict: "pass" })).toBe("Judge: accuracy: 3, good (higher is better).");
  });

  it("names an unknown metric in words and lists metrics in the catalog's order", () => {
    expect(metricInfo("answer_faithfulness")).toMatchObject({ label: "Answer faithfulness", better: null });
    expect(formatMetricValue("answer_faithfulness", 0.734)).toBe("0.734");
    expect(sortMetrics(["zeta", "definitional", "numeric-source", "alpha"])).toEqual(["numeric-source", "definitional", "alpha", "zeta"]);
  });
});
