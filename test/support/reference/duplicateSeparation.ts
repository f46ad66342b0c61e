import fs from "node:fs";
import path from "node:path";
import type { TextEmbedder } from "../../../src-main/core/llm/embeddings/TextEmbedder.ts";
import { WordVectorEmbedder } from "../../../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { calibrateThresholds, thresholdFor, WORD_VECTOR_THRESHOLDS } from "../../../src-main/core/pipeline/filters/duplicateThresholds.ts";
import { likeness, likenessVectors, repeats, type Likeness, type LikenessThresholds } from "../../../src-main/core/pipeline/filters/qaLikeness.ts";
import { parseCsvRecords } from "../../../src-main/core/qaImport/parseCsv.ts";
import { seededRandom } from "../seededRandom.ts";
import { CHEMLIT_DIR, partOf, type Part } from "./referencePaths.ts";

/**
 * One number per pair for ranking, consistent with the filter's rule (`repeats`): how far the pair
 * is towards the nearer of its two bars. A pair is flagged exactly when this reaches 1.
 */
export function towardsBar(l: Likeness, t: LikenessThresholds): number {
  return Math.max(l.question / t.question, l.whole === null ? 0 : l.whole / t.qa);
}

/** Area under the ROC curve: the chance a same-meaning pair outranks a different one (ties count half). */
export function auc(positives: readonly number[], negatives: readonly number[]): number {
  const sorted = [...negatives].sort((a, b) => a - b);
  let sum = 0;
  for (const p of positives) {
    let below = 0;
    let equal = 0;
    for (const n of sorted) {
      if (n < p) below++;
      else if (n === p) equal++;
      else break;
    }
    sum += below + equal / 2;
  }
  return sum / (positives.length * negatives.length);
}

const shareOf = (values: readonly boolean[]) => (values.length === 0 ? null : values.filter(Boolean).length / values.length);
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? null;

export interface SeparationPart {
  positives: number;
  random: number;
  hard: number;
  /** AUC of same-answer rewrites against random pairs, by the filter's rule (`towardsBar`), by question and answer together, by question alone. */
  auc: { rule: number; whole: number; question: number };
  aucHard: number;
  medians: { positives: number | null; random: number | null };
  /** Shares flagged at the code's thresholds: rewrites (want most), random pairs and pairs of different QAs about one subject (want few). */
  flagged: { positives: number | null; random: number | null; hard: number | null; positivesByQuestionAlone: number | null };
}

/**
 * ChemLit-QA-multi: each row's question and its rewrite (an entity named by a description from
 * another chunk; the same answer) against a random other row's QA (another answer, seeded), and
 * against rows about the same bridge entity with other answers (the hardest negatives). Rows at
 * even positions are the part the thresholds were chosen on; odd rows report them.
 */
export async function multiSeparation(thresholds: LikenessThresholds = WORD_VECTOR_THRESHOLDS, embedder: TextEmbedder = new WordVectorEmbedder()): Promise<Record<Part, SeparationPart>> {
  const rows = parseCsvRecords(fs.readFileSync(path.join(CHEMLIT_DIR, "chemlit_qa_multi_dataset.csv"), "utf8"));
  const originals = await likenessVectors(embedder, rows.map((r) => ({ question: r.Question!, answer: r.Answer! })));
  const rewrites = await likenessVectors(embedder, rows.map((r) => ({ question: r.Updated_question!, answer: r.Answer! })));
  const random = seededRandom(26);
  const pairs: Record<Part, { positive: Likeness[]; random: Likeness[]; hard: Likeness[] }> = { choose: { positive: [], random: [], hard: [] }, report: { positive: [], random: [], hard: [] } };
  for (const [i, row] of rows.entries()) {
    const part = pairs[partOf(i)];
    part.positive.push(likeness(originals[i]!, rewrites[i]!));
    let j = Math.floor(random() * rows.length);
    while (j === i || rows[j]!.Answer === row.Answer) j = (j + 1) % rows.length;
    part.random.push(likeness(originals[i]!, rewrites[j]!));
  }
  for (let i = 0; i < rows.length; i++) {
    for (let j = i + 1; j < rows.length; j++) {
      const [a, b] = [rows[i]!, rows[j]!];
      // Both rows in one part, so the report part's pairs are rows the thresholds never saw.
      if (partOf(i) !== partOf(j) || a.Keyword!.toLowerCase() !== b.Keyword!.toLowerCase() || a.Answer === b.Answer || a.Question === b.Question) continue;
      pairs[partOf(i)].hard.push(likeness(originals[i]!, originals[j]!));
    }
  }
  const figures = (p: (typeof pairs)[Part]): SeparationPart => {
    const rule = (l: Likeness) => towardsBar(l, thresholds);
    return {
      positives: p.positive.length,
      random: p.random.length,
      hard: p.hard.length,
      auc: { rule: auc(p.positive.map(rule), p.random.map(rule)), whole: auc(p.positive.map((l) => l.whole ?? 0), p.random.map((l) => l.whole ?? 0)), question: auc(p.positive.map((l) => l.question), p.random.map((l) => l.question)) },
      aucHard: auc(p.positive.map(rule), p.hard.map(rule)),
      medians: { positives: median(p.positive.map(rule)), random: median(p.random.map(rule)) },
      flagged: {
        positives: shareOf(p.positive.map((l) => repeats(l, thresholds))),
        random: shareOf(p.random.map((l) => repeats(l, thresholds))),
        hard: shareOf(p.hard.map((l) => repeats(l, thresholds))),
        positivesByQuestionAlone: shareOf(p.positive.map((l) => l.question >= thresholds.question)),
      },
    };
  };
  return { choose: figures(pairs.choose), report: figures(pairs.report) };
}

/** SciQAG's select_50 QAs with, for each, its likeness to every earlier QA of its paper. */
async function sciqagLikeness(dir: string, embedder: TextEmbedder): Promise<{ part: Part; earlier: Likeness[] }[]> {
  const papers = JSON.parse(fs.readFileSync(path.join(dir, "select_50.json"), "utf8")) as { "Q&A": { Q: string; A: string }[] }[];
  const out: { part: Part; earlier: Likeness[] }[] = [];
  for (const [p, paper] of papers.entries()) {
    const vectors = await likenessVectors(embedder, paper["Q&A"].map((qa) => ({ question: qa.Q, answer: qa.A })));
    vectors.forEach((v, i) => out.push({ part: partOf(p), earlier: vectors.slice(0, i).map((w) => likeness(v, w)) }));
  }
  return out;
}

/** Shares of QAs allowed to be flagged on the choosing part: by question alone, and in all. */
export const CHOICE_RULE = { byQuestion: 0.01, total: 0.03 } as const;

export interface ThresholdChoice {
  /** Chosen on SciQAG's even papers by CHOICE_RULE. */
  chosen: LikenessThresholds;
  /** In the code (WORD_VECTOR_THRESHOLDS). */
  inCode: LikenessThresholds;
  /** SciQAG QAs flagged within their papers at the code's thresholds, per part. */
  flagged: Record<Part, { qas: number; flagged: number }>;
  /** The same at the thresholds chosen on the even papers. */
  flaggedAtChosen: Record<Part, { qas: number; flagged: number }>;
  /** What the embedding-model procedure (calibrateThresholds on the bundled ChemLit pairs) gives for word vectors. */
  calibrationProcedure: LikenessThresholds;
}

/**
 * How the word-vector thresholds were chosen, redone: on SciQAG's even-numbered papers, the lowest
 * question likeness (in hundredths) that flags at most 1% of their QAs by question alone, then the
 * lowest question-and-answer likeness that keeps all flags at most 3%; then both reported on the
 * odd papers.
 */
export async function chooseThresholds(dir: string, embedder: TextEmbedder = new WordVectorEmbedder()): Promise<ThresholdChoice> {
  const qas = await sciqagLikeness(dir, embedder);
  const choose = qas.filter((q) => q.part === "choose");
  const best = (q: (typeof qas)[number], f: (l: Likeness) => number) => Math.max(0, ...q.earlier.map(f));
  const question = thresholdFor(choose.map((q) => best(q, (l) => l.question)), CHOICE_RULE.byQuestion);
  // The whole-QA bar counts only QAs the question bar lets through.
  const left = choose.filter((q) => best(q, (l) => l.question) < question);
  const allowed = Math.floor(CHOICE_RULE.total * choose.length) - (choose.length - left.length);
  const qa = thresholdFor(left.map((q) => best(q, (l) => l.whole ?? 0)), allowed / Math.max(1, left.length));
  const count = (part: Part, thresholds: LikenessThresholds = WORD_VECTOR_THRESHOLDS) => {
    const list = qas.filter((q) => q.part === part);
    return { qas: list.length, flagged: list.filter((q) => q.earlier.some((l) => repeats(l, thresholds))).length };
  };
  return {
    chosen: { question, qa },
    inCode: { question: WORD_VECTOR_THRESHOLDS.question, qa: WORD_VECTOR_THRESHOLDS.qa },
    flagged: { choose: count("choose"), report: count("report") },
    flaggedAtChosen: { choose: count("choose", { question, qa }), report: count("report", { question, qa }) },
    calibrationProcedure: await calibrateThresholds(embedder),
  };
}
