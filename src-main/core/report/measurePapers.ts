import { REPORT_SAMPLE } from "../../contract/report.ts";
import { type PaperFigures } from "../../contract/reportParts.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { listPassages } from "../db/repositories/paperParts.ts";
import type { QaTextRow } from "../db/repositories/reportRows.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import { meanQuestionSimilarity } from "../pipeline/filters/meanQuestionSimilarity.ts";
import { findNumbers } from "../pipeline/text/numbers.ts";
import { foundIn, numericSourceAgainst, sourceNumbers } from "../pipeline/filters/numericSource.ts";
import { paperSourceText } from "../pipeline/papers/loadPaperForGeneration.ts";
import { sciqagCoverage } from "./coverageRate.ts";

export interface PaperMeasures {
  papers: Omit<PaperFigures, "paperName">[];
  papersNotMeasured: number;
  numbers: {
    answersWithNumbers: number;
    allFound: number;
    /** SciQAG's equation 2 on the measured sample: answers read, those stating numbers, numeric values, values found. */
    sample: { answers: number; answersWithNumbers: number; values: number; valuesFound: number };
  };
}

/**
 * The paper's sentences in reading order, as text. A table's rows are not sentences: SciQAG's
 * coverage is measured over the paper's prose, and a table of 200 rows would outweigh it.
 */
function paperSentences(db: LibraryDatabase, paperId: number): string[] {
  return listPassages(db, paperId)
    .filter((p) => p.kind !== "table")
    .flatMap((p) => p.sentences.map(([start, end]) => p.text.slice(start, end)));
}

/**
 * Per paper, on a sample (REPORT_SAMPLE: the first QAs of the first papers, by id): question
 * likeness, SciQAG's coverage (its chunk rate, overall and per answer; a QA embedded as question
 * and answer together, as SciQAG embeds it) and SciQAG's numbers in source (equation 2, pooled
 * over values). Over every answer: the share whose numbers are all found (the stored
 * "numeric-source" score where the filters wrote one, else the same check now). Negatives are left
 * out of coverage and numbers: a refusal draws on nothing and states nothing.
 */
export async function measurePapers(db: LibraryDatabase, rows: readonly QaTextRow[], embedder: TextEmbedder, signal?: AbortSignal): Promise<PaperMeasures> {
  const byPaper = new Map<number, QaTextRow[]>();
  for (const row of rows) {
    let list = byPaper.get(row.paperId);
    if (!list) byPaper.set(row.paperId, (list = []));
    list.push(row);
  }
  const paperIds = [...byPaper.keys()].sort((a, b) => a - b);
  const numbers: PaperMeasures["numbers"] = { answersWithNumbers: 0, allFound: 0, sample: { answers: 0, answersWithNumbers: 0, values: 0, valuesFound: 0 } };
  const papers: PaperMeasures["papers"] = [];
  for (const [index, paperId] of paperIds.entries()) {
    signal?.throwIfAborted();
    const qas = byPaper.get(paperId)!;
    const answered = qas.filter((qa) => qa.negative !== 1);
    let inSource: number[] | undefined;
    const paperNumbers = () => (inSource ??= sourceNumbers(paperSourceText(db, paperId)));
    for (const qa of answered) {
      let value = qa.numericValue;
      if (!qa.numericScored) value = numericSourceAgainst(qa.answer, paperNumbers()).value;
      if (value === null) continue;
      numbers.answersWithNumbers++;
      if (value >= 1) numbers.allFound++;
    }
    if (index >= REPORT_SAMPLE.papers) {
      papers.push({ paperId, qas: qas.length, questionSimilarity: null, coverage: null, coveragePerAnswer: null, sentences: 0, measured: 0 });
      continue;
    }
    const sample = answered.slice(0, REPORT_SAMPLE.qasPerPaper);
    for (const qa of sample) {
      const found = findNumbers(qa.answer);
      numbers.sample.answers++;
      if (found.length === 0) continue;
      numbers.sample.answersWithNumbers++;
      numbers.sample.values += found.length;
      numbers.sample.valuesFound += found.filter((n) => foundIn(n, paperNumbers())).length;
    }
    const sentences = paperSentences(db, paperId);
    const [sentenceVectors, qaVectors] = await Promise.all([embedder.embed(sentences, signal), embedder.embed(sample.map((q) => `${q.question}\n${q.answer}`), signal)]);
    const coverage = sciqagCoverage(sentenceVectors, qaVectors);
    papers.push({
      paperId,
      qas: qas.length,
      questionSimilarity: await meanQuestionSimilarity(embedder, qas.slice(0, REPORT_SAMPLE.qasPerPaper).map((q) => q.question), signal),
      coverage: coverage?.overall ?? null,
      coveragePerAnswer: coverage?.perAnswerMean ?? null,
      sentences: sentences.length,
      measured: sample.length,
    });
  }
  return { papers, papersNotMeasured: Math.max(0, paperIds.length - REPORT_SAMPLE.papers), numbers };
}
