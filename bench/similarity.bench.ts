// Near-duplicate check: what comparing questions by meaning (word vectors) costs next to the word
// overlap it replaced, on 10,000 questions checked paper by paper (20 per paper, as in a run).
import { loadWordVectors } from "../src-main/core/llm/embeddings/wordVectors.ts";
import { WordVectorEmbedder } from "../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { nearDuplicates } from "../src-main/core/pipeline/filters/nearDuplicates.ts";
import { DISTINCT, PARAPHRASES } from "../test/support/paraphrasePairs.ts";
import { WORD_OVERLAP_THRESHOLD, wordOverlap } from "../test/support/wordOverlap.ts";
import { fmt, printTable } from "./support.ts";

const PAPERS = 500;
const PER_PAPER = 20;

export async function run(): Promise<void> {
  const pool = [...PARAPHRASES, ...DISTINCT].flat();
  const papers = Array.from({ length: PAPERS }, (_, p) => Array.from({ length: PER_PAPER }, (_, i) => ({ id: i, question: `${pool[(p * 7 + i * 3) % pool.length]!} (sample ${i % 5})` })));

  let started = performance.now();
  await loadWordVectors();
  const loadMs = performance.now() - started;

  const embedder = new WordVectorEmbedder();
  started = performance.now();
  let vectorFails = 0;
  for (const questions of papers) for (const v of (await nearDuplicates(embedder, questions)).values()) if (v.verdict === "fail") vectorFails++;
  const vectorMs = performance.now() - started;

  started = performance.now();
  let overlapFails = 0;
  for (const questions of papers) {
    for (let i = 0; i < questions.length; i++) {
      let best = 0;
      for (let j = 0; j < i; j++) best = Math.max(best, wordOverlap(questions[i]!.question, questions[j]!.question));
      if (best >= WORD_OVERLAP_THRESHOLD) overlapFails++;
    }
  }
  const overlapMs = performance.now() - started;

  printTable(`Near-duplicate check, ${PAPERS * PER_PAPER} questions in papers of ${PER_PAPER} (word-vector table read once per process: ${fmt(loadMs, 0)} ms)`, [
    { method: "word vectors (nearDuplicates)", ms: fmt(vectorMs, 0), "µs per question": fmt((vectorMs * 1000) / (PAPERS * PER_PAPER), 1), "flagged": vectorFails, "ratio vs overlap": fmt(vectorMs / overlapMs, 1) },
    { method: "word overlap (old baseline)", ms: fmt(overlapMs, 0), "µs per question": fmt((overlapMs * 1000) / (PAPERS * PER_PAPER), 1), "flagged": overlapFails, "ratio vs overlap": "1.0" },
  ]);
}
