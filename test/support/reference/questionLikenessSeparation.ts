import fs from "node:fs";
import path from "node:path";
import { cosine, type TextEmbedder } from "../../../src-main/core/llm/embeddings/TextEmbedder.ts";
import { parseCsvRecords } from "../../../src-main/core/qaImport/parseCsv.ts";
import { DISTINCT, PARAPHRASES } from "../paraphrasePairs.ts";
import { seededRandom } from "../seededRandom.ts";
import { auc } from "./duplicateSeparation.ts";
import { CHEMLIT_DIR, partOf, type Part } from "./referencePaths.ts";

// Question likeness (the report's mean cosine over a paper's questions) is meant to rise when
// questions ask the same thing. So an embedder serves it better when its cosine ranks two wordings
// of one question above two different questions about the same thing: measured here on
// published rewrites, with nothing chosen (the figure has no threshold), each half reported.

export interface QuestionLikenessPart {
  rewrites: number;
  sameEntity: number;
  random: number;
  /** AUC of the question cosine: rewrites against different questions about the same entity (the hard case), and against random pairs. */
  aucSameEntity: number;
  aucRandom: number;
  /** Mean cosine of each kind of pair. */
  mean: { rewrites: number; sameEntity: number; random: number };
}

export interface QuestionLikenessFigures {
  chemlitMulti: Record<Part, QuestionLikenessPart>;
  /** SciQAG select_50: the report's question likeness (mean over a paper's question pairs, then over papers), per half; null without SciQAG. */
  sciqag: Record<Part, { papers: number; likeness: number }> | null;
  /** The project's own paraphrases against different questions about one paper (test/support/paraphrasePairs.ts). */
  paraphrasesAuc: number;
  texts: number;
  seconds: number;
}

const mean = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);

/** Each distinct text embedded once. */
async function embedAll(embedder: TextEmbedder, texts: readonly string[]): Promise<Map<string, number[]>> {
  const unique = [...new Set(texts)];
  const vectors = await embedder.embed(unique);
  return new Map(unique.map((t, i) => [t, vectors[i]!]));
}

export async function questionLikenessSeparation(embedder: TextEmbedder, sciqagDir: string | null): Promise<QuestionLikenessFigures> {
  const started = performance.now();
  const rows = parseCsvRecords(fs.readFileSync(path.join(CHEMLIT_DIR, "chemlit_qa_multi_dataset.csv"), "utf8"));
  const papers = sciqagDir ? (JSON.parse(fs.readFileSync(path.join(sciqagDir, "select_50.json"), "utf8")) as { "Q&A": { Q: string }[] }[]) : [];
  const texts = [...rows.flatMap((r) => [r.Question!, r.Updated_question!]), ...papers.flatMap((p) => p["Q&A"].map((qa) => qa.Q)), ...[...PARAPHRASES, ...DISTINCT].flat()];
  const v = await embedAll(embedder, texts);
  const sim = (a: string, b: string) => cosine(v.get(a)!, v.get(b)!);

  // The same pairs as the near-duplicate separation (duplicateSeparation.ts): the random partner drawn with the same seed.
  const random = seededRandom(26);
  const pairs: Record<Part, { rewrites: number[]; sameEntity: number[]; random: number[] }> = { choose: { rewrites: [], sameEntity: [], random: [] }, report: { rewrites: [], sameEntity: [], random: [] } };
  for (const [i, row] of rows.entries()) {
    pairs[partOf(i)].rewrites.push(sim(row.Question!, row.Updated_question!));
    let j = Math.floor(random() * rows.length);
    while (j === i || rows[j]!.Answer === row.Answer) j = (j + 1) % rows.length;
    pairs[partOf(i)].random.push(sim(row.Question!, rows[j]!.Updated_question!));
  }
  for (let i = 0; i < rows.length; i++) {
    for (let j = i + 1; j < rows.length; j++) {
      const [a, b] = [rows[i]!, rows[j]!];
      if (partOf(i) !== partOf(j) || a.Keyword!.toLowerCase() !== b.Keyword!.toLowerCase() || a.Answer === b.Answer || a.Question === b.Question) continue;
      pairs[partOf(i)].sameEntity.push(sim(a.Question!, b.Question!));
    }
  }
  const figures = (p: (typeof pairs)[Part]): QuestionLikenessPart => ({
    rewrites: p.rewrites.length,
    sameEntity: p.sameEntity.length,
    random: p.random.length,
    aucSameEntity: auc(p.rewrites, p.sameEntity),
    aucRandom: auc(p.rewrites, p.random),
    mean: { rewrites: mean(p.rewrites), sameEntity: mean(p.sameEntity), random: mean(p.random) },
  });

  let sciqag: QuestionLikenessFigures["sciqag"] = null;
  if (papers.length > 0) {
    const perPaper: Record<Part, number[]> = { choose: [], report: [] };
    for (const [p, paper] of papers.entries()) {
      const qs = paper["Q&A"].map((qa) => qa.Q);
      const sims: number[] = [];
      for (let i = 0; i < qs.length; i++) for (let j = i + 1; j < qs.length; j++) sims.push(sim(qs[i]!, qs[j]!));
      if (sims.length > 0) perPaper[partOf(p)].push(mean(sims));
    }
    sciqag = { choose: { papers: perPaper.choose.length, likeness: mean(perPaper.choose) }, report: { papers: perPaper.report.length, likeness: mean(perPaper.report) } };
  }
  return {
    chemlitMulti: { choose: figures(pairs.choose), report: figures(pairs.report) },
    sciqag,
    paraphrasesAuc: auc(
      PARAPHRASES.map(([a, b]) => sim(a, b)),
      DISTINCT.map(([a, b]) => sim(a, b)),
    ),
    texts: v.size,
    seconds: (performance.now() - started) / 1000,
  };
}
