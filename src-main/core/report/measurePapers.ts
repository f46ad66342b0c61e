import { REPORT_SAMPLE, type PaperFigures } from "../../contract/report.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { listPassages } from "../db/repositories/papers.ts";
import type { QaTextRow } from "../db/repositories/reportRows.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import { meanQuestionSimilarity } from "../pipeline/filters/nearDuplicates.ts";
import { numericSourceAgainst, sourceNumbers } from "../pipeline/filters/numericSource.ts";
import { paperSourceText } from "../pipeline/jobs/loadPaperForGeneration.ts";
import { coverageRate } from "./coverageRate.ts";

export interface PaperMeasures {
  papers: Omit<PaperFigures, "paperName">[];
  papersNotMeasured: number;
  numbers: { answersWithNumbers: number; allFound: number };
}

/** The paper's sentences in reading order, as text. */
function paperSentences(db: LibraryDatabase, paperId: number): string[] {
  return listPassages(db, paperId).flatMap((p) => p.sentences.map(([start, end]) => p.text.slice(start, end)));
}

/**
 * Per paper: question diversity and coverage on a sample (REPORT_SAMPLE: the first QAs of the
 * first papers, by id), and the numbers check on every answer: the stored "numeric-source" score
 * where the filters wrote one, else the same filter run now against the paper's text.
 */
export async function measurePapers(db: LibraryDatabase, rows: readonly QaTextRow[], embedder: TextEmbedder, signal?: AbortSignal): Promise<PaperMeasures> {
  const byPaper = new Map<number, QaTextRow[]>();
  for (const row of rows) {
    let list = byPaper.get(row.paperId);
    if (!list) byPaper.set(row.paperId, (list = []));
    list.push(row);
  }
  const paperIds = [...byPaper.keys()].sort((a, b) => a - b);
  const numbers = { answersWithNumbers: 0, allFound: 0 };
  const papers: PaperMeasures["papers"] = [];
  for (const [index, paperId] of paperIds.entries()) {
    signal?.throwIfAborted();
    const qas = byPaper.get(paperId)!;
    let inSource: number[] | undefined;
    for (const qa of qas) {
      let value = qa.numericValue;
      if (!qa.numericScored) value = numericSourceAgainst(qa.answer, (inSource ??= sourceNumbers(paperSourceText(db, paperId)))).value;
      if (value === null) continue;
      numbers.answersWithNumbers++;
      if (value >= 1) numbers.allFound++;
    }
    if (index >= REPORT_SAMPLE.papers) {
      papers.push({ paperId, qas: qas.length, questionSimilarity: null, coverage: null, sentences: 0, measured: 0 });
      continue;
    }
    const sample = qas.slice(0, REPORT_SAMPLE.qasPerPaper);
    const sentences = paperSentences(db, paperId);
    const [sentenceVectors, answerVectors] = await Promise.all([embedder.embed(sentences, signal), embedder.embed(sample.map((q) => q.answer), signal)]);
    papers.push({
      paperId,
      qas: qas.length,
      questionSimilarity: await meanQuestionSimilarity(embedder, sample.map((q) => q.question), signal),
      coverage: coverageRate(sentenceVectors, answerVectors),
      sentences: sentences.length,
      measured: sample.length,
    });
  }
  return { papers, papersNotMeasured: Math.max(0, paperIds.length - REPORT_SAMPLE.papers), numbers };
}
