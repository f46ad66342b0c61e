import { bm25Index } from "../../../text/bm25Index.ts";
import { isBackMatter } from "../shared/backMatter.ts";
import { bm25Terms } from "../../../text/bm25Terms.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";

/** A paragraph retrieved for a question, with its BM25 score. */
export interface RetrievedParagraph {
  passageId: number;
  score: number;
  text: string;
}

/** Ranks a paper's paragraphs for any number of questions; built once per paper. */
export type PassageRetriever = (question: string, k: number) => RetrievedParagraph[];

/**
 * ScIRGen scores an answer against the context a retriever finds for its question, not against
 * the text the answer was written from: a retriever over the paper's body paragraphs (back matter
 * left out), BM25 with the question as the query. Paragraphs sharing no term with the question
 * are never returned; ties go to the earlier paragraph so the ranking is stable.
 */
export function paperRetriever(paper: PaperForGeneration): PassageRetriever {
  const headingOf = new Map(paper.sections.map((s) => [s.id, s.heading]));
  const passages = paper.passages.filter((p) => p.text.trim().length > 0 && (p.sectionId === null || !isBackMatter(headingOf.get(p.sectionId) ?? "")));
  const index = bm25Index(
    passages.map((p) => p.text),
    { terms: bm25Terms },
  );
  return (question, k) =>
    index
      .score(question)
      .map((score, i) => ({ i, score }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, k)
      .map(({ i, score }) => ({ passageId: passages[i]!.id, score, text: passages[i]!.text }));
}

const retrievers = new WeakMap<PaperForGeneration, PassageRetriever>();

/**
 * `paperRetriever`, built once per paper object: the runner hands a paper's 18 items the same
 * object, so its index is not rebuilt for every question type.
 */
export function retrieverFor(paper: PaperForGeneration): PassageRetriever {
  let retriever = retrievers.get(paper);
  if (!retriever) retrievers.set(paper, (retriever = paperRetriever(paper)));
  return retriever;
}
