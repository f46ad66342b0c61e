import fs from "node:fs";
import path from "node:path";
import { formatMetricValue } from "../../../src-main/contract/scoreWords.ts";
import { datasetFigures } from "../../../src-main/contract/reportFigures.ts";
import type { Core } from "../../../src-main/core/createCore.ts";
import { WordVectorEmbedder } from "../../../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { findNumbers } from "../../../src-main/core/pipeline/text/numbers.ts";
import { foundIn, sourceNumbers } from "../../../src-main/core/pipeline/filters/numericSource.ts";
import { sciqagCoverage, sciqagSentences } from "../../../src-main/core/report/coverageRate.ts";

export interface SciqagMetricFigures {
  /** Our report on the imported run (the library's sentences), and the same definitions on SciQAG's own sentence split. */
  report: Record<string, number | null>;
  sciqagSplit: { coverage: number; perAnswer: number; numbers: number; answersWithNumbers: number; papers: number; answers: number; values: number };
  rows: Record<string, string>[];
}

/**
 * SciQAG's coverage and numbers check on its select_50 papers, three ways: the report of the
 * imported run (what a user sees), the same definitions on SciQAG's own sentence splitter and the
 * paper text as published (the closest to its notebook we can run without e5-mistral), and the
 * figure SciQAG published for its own 100-paper evaluation set.
 */
export async function measureSciqagMetrics(core: Core, runId: number, dir: string): Promise<SciqagMetricFigures> {
  const report = await core.services.report.forRun(runId, { regenerate: true });
  const ours = Object.fromEntries(datasetFigures(report).map((f) => [f.info.id, f.value]));
  const papers = JSON.parse(fs.readFileSync(path.join(dir, "select_50.json"), "utf8")) as { txt: string; "Q&A": { Q: string; A: string }[] }[];
  const embedder = new WordVectorEmbedder();
  let coverage = 0;
  let perAnswer = 0;
  let values = 0;
  let found = 0;
  let answers = 0;
  let withNumbers = 0;
  for (const paper of papers) {
    const sentences = sciqagSentences(paper.txt);
    const result = sciqagCoverage(await embedder.embed(sentences), await embedder.embed(paper["Q&A"].map((qa) => `${qa.Q}\n${qa.A}`)))!;
    coverage += result.overall;
    perAnswer += result.perAnswerMean;
    const inSource = sourceNumbers(paper.txt);
    for (const qa of paper["Q&A"]) {
      const numbers = findNumbers(qa.A);
      answers++;
      if (numbers.length > 0) withNumbers++;
      values += numbers.length;
      found += numbers.filter((n) => foundIn(n, inSource)).length;
    }
  }
  const split = { coverage: coverage / papers.length, perAnswer: perAnswer / papers.length, numbers: found / values, answersWithNumbers: withNumbers / answers, papers: papers.length, answers, values };
  const splitValue: Record<string, number> = { "coverage-chunk-rate": split.coverage, "coverage-per-answer": split.perAnswer, "numbers-in-source": split.numbers, "answers-with-numbers": split.answersWithNumbers };
  const rows = datasetFigures(report).map((f) => ({
    figure: f.info.label,
    "report (library sentences)": `${f.shown} (${f.basis})`,
    "SciQAG's sentence split": f.info.id in splitValue ? formatMetricValue(f.info.id, splitValue[f.info.id]!) : "—",
    published: f.info.published ? `${formatMetricValue(f.info.id, f.info.published.value)} (${f.info.published.source})` : "not published",
  }));
  return { report: ours, sciqagSplit: split, rows };
}
