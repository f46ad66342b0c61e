// Asking the library, measured on LitQA2 (npm run bench:ask). Its public questions each name the
// paper they were written from (by DOI) and the passage that answers them; with the PDFs in a
// scratch library, retrieval is judged by whether that paper is among the first papers found and
// that passage among the first five passages, beside a plain full-text search (the FTS5 index's
// BM25 on the same words, nothing else) in the same run, on the LitQA2 library and again with its
// papers inside the 10,000-paper scale library. With a model (DISTILLATE_ASK_MODEL), the same
// questions are graded as LitQA2 grades them: multiple choice with "insufficient information".
//
// DISTILLATE_LITQA_DIR: a folder holding litqa-v2-public.jsonl, the PDFs named by DOI and,
// optionally, the published split (2024-10-16_litqa2-splits.json5), e.g. Future-House/paper-qa's
// reproduction/ folder. ASK_SCALE_PAPERS (default 10000, 0 skips the scale library),
// ASK_SCALE_IMPORT (default 240: papers of it parsed, the others cloned), ASK_BENCH_FRESH=1
// (rebuild the cached libraries), ASK_BUILT_IN=0 (leave out the built-in sentence encoder),
// ASK_FILL=1 (embed every passage of the LitQA2 library first: about an hour here, kept in the
// cached library; without it the encoder's methods are measured on the papers already embedded).
//
// The built-in sentence encoder (core/llm/embeddings/builtIn) re-ranks the passages words found,
// as an embedding GGUF does. Its passage vectors are stored in the library once, as the app stores
// them: each query form is first asked once to fill them (timed apart, with the encoder's
// passages per second), then measured with them stored, as a user's second question would be.
import os from "node:os";
import path from "node:path";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../src-main/core/db/openDatabase.ts";
import { lexicalPassageHits, readStoredPassages } from "../src-main/core/db/repositories/askRetrieval.ts";
import { anyTermQuery, questionTerms } from "../src-main/core/ask/questionTerms.ts";
import { PassageEmbedder } from "../src-main/core/ask/PassageEmbedder.ts";
import { retrievePassages } from "../src-main/core/ask/retrievePassages.ts";
import { BuiltInEmbedder } from "../src-main/core/llm/embeddings/builtIn/BuiltInEmbedder.ts";
import type { TextEmbedder } from "../src-main/core/llm/embeddings/TextEmbedder.ts";
import { BUILT_IN_EMBEDDER } from "../src-main/core/llm/models/builtIn/builtInModel.ts";
import { countPassageVectors } from "../src-main/core/db/repositories/askVectors.ts";
import { fillPassageVectors } from "../src-main/core/ask/fillPassageVectors.ts";
import { RETRIEVAL } from "../src-main/core/ask/retrievalWeights.ts";
import { nearestRows } from "../src-main/core/ask/storedVectorSearch.ts";
import { DATABASE_FILE_NAME } from "../src-main/core/system/dataDir.ts";
import { gradeChoices } from "./askChoices.ts";
import { encoderInstalledSize } from "./encoderInstalledSize.ts";
import { litQaLibrary, scaleAskLibrary } from "./askLibraries.ts";
import { KEY_COVERAGE, keyCoverage, readLitQaFolder, withChoices, type LitQaQuestion } from "./litqa.ts";
import { fmt, printTable } from "./support.ts";

const TOP_PASSAGES = 5;
const GOALS = { paper5: 0.9, key5: 0.8, litqaMs: 300, scaleMs: 1000 };

interface Found {
  papers: number[];
  passages: { paperId: number; text: string }[];
}

/** `scope`: the papers searched (null: the whole library). */
type Method = (db: LibraryDatabase, query: string, scope: number[] | null) => Promise<Found>;

/** Distillate's retrieval (core/ask/retrievePassages.ts) as the app runs it. */
const hybrid: Method = async (db, query, scope) => {
  const found = await retrievePassages(db, query, { limit: TOP_PASSAGES, paperIds: scope });
  return { papers: found.papers.map((p) => p.paperId), passages: found.passages };
};

/**
 * Distillate's retrieval with the built-in sentence encoder, its passage vectors stored in the
 * library: re-ranking what words found, and (vectorHits > 0) adding the passages whose stored
 * vectors are nearest the question's (for every question with vectorPassAlways, else only when
 * words found too few). Each option defaults to RETRIEVAL's.
 */
function withBuiltIn(encoder: TextEmbedder, embedding: { weight?: number; vectorHits?: number; vectorPassAlways?: boolean } = {}): Method {
  return async (db, query, scope) => {
    // The encoder is shared across questions (its worker stays loaded); PassageEmbedder's dispose is not called.
    const embedder = new PassageEmbedder(db, encoder, BUILT_IN_EMBEDDER.key);
    const found = await retrievePassages(db, query, { limit: TOP_PASSAGES, embedder, embedding, paperIds: scope });
    return { papers: found.papers.map((p) => p.paperId), passages: found.passages };
  };
}

/** The baseline: the full-text index alone, BM25 over passages on the same words; papers in the order of their best passage. */
const fullText: Method = async (db, query, scope) => {
  const terms = anyTermQuery(questionTerms(query));
  const hits = terms === null ? [] : lexicalPassageHits(db, terms, 200, scope);
  const papers = [...new Set(hits.map((h) => h.paperId))];
  return { papers, passages: readStoredPassages(db, hits.slice(0, TOP_PASSAGES).map((h) => h.passageId)) };
};

interface Tally {
  n: number;
  paper1: number;
  paper5: number;
  withKey: number;
  key5: number;
  ms: number[];
}

const percent = (part: number, whole: number) => (whole === 0 ? "-" : `${fmt((100 * part) / whole)} % (${part}/${whole})`);
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

async function measure(db: LibraryDatabase, questions: LitQaQuestion[], paperByDoi: Map<string, number>, method: Method, form: (q: LitQaQuestion) => string, scope: number[] | null = null): Promise<Map<string, Tally>> {
  const tallies = new Map<string, Tally>();
  const tally = (split: string) => {
    let t = tallies.get(split);
    if (!t) tallies.set(split, (t = { n: 0, paper1: 0, paper5: 0, withKey: 0, key5: 0, ms: [] }));
    return t;
  };
  await method(db, "warm up the statement cache and the page cache", scope); // not counted
  for (const q of questions) {
    const source = paperByDoi.get(q.doi)!;
    const started = performance.now();
    const found = await method(db, form(q), scope);
    const ms = performance.now() - started;
    for (const t of [tally(q.split), tally("all")]) {
      t.n++;
      t.ms.push(ms);
      if (found.papers[0] === source) t.paper1++;
      if (found.papers.slice(0, 5).includes(source)) t.paper5++;
      if (q.keyPassage) {
        t.withKey++;
        if (found.passages.some((p) => p.paperId === source && keyCoverage(q.keyPassage!, p.text) >= KEY_COVERAGE)) t.key5++;
      }
    }
  }
  return tallies;
}

/** Questions whose key passage some passage of the source paper holds at all (the most any retrieval can find). */
function findable(db: LibraryDatabase, questions: LitQaQuestion[], paperByDoi: Map<string, number>): number {
  const texts = db.prepare(`SELECT text FROM passages WHERE paper_id = ?`).pluck();
  return questions.filter((q) => q.keyPassage && (texts.all(paperByDoi.get(q.doi)) as string[]).some((t) => keyCoverage(q.keyPassage!, t) >= KEY_COVERAGE)).length;
}

async function table(title: string, db: LibraryDatabase, questions: LitQaQuestion[], paperByDoi: Map<string, number>, goalMs: number, encoder: BuiltInEmbedder | null, scope: number[] | null = null): Promise<void> {
  const rows: Record<string, string | number>[] = [];
  const forms: [string, (q: LitQaQuestion) => string][] = [
    ["question with its choices (as LitQA2 poses it)", withChoices],
    ["question alone", (q) => q.question],
  ];
  const methods: [string, Method][] = [["Distillate (hybrid)", hybrid], ["full text only (FTS5 BM25)", fullText]];
  if (encoder) methods.unshift(["Distillate + encoder (re-rank + vector pass)", withBuiltIn(encoder, { vectorPassAlways: true })], ["Distillate + encoder (re-rank only)", withBuiltIn(encoder, { vectorHits: 0 })]);
  for (const [formName, form] of forms) {
    if (encoder) await fillVectors(db, questions, form, withBuiltIn(encoder), formName, scope);
    for (const [methodName, method] of methods) {
      const tallies = await measure(db, questions, paperByDoi, method, form, scope);
      for (const split of ["eval", "train", "unsplit", "all"]) {
        const t = tallies.get(split);
        if (!t || (split !== "all" && t.n === 0)) continue;
        rows.push({
          query: formName,
          retrieval: methodName,
          split,
          questions: t.n,
          "paper top 1": percent(t.paper1, t.n),
          "paper top 5": percent(t.paper5, t.n),
          "key passage top 5": percent(t.key5, t.withKey),
          "ms median": fmt(quantile(t.ms, 0.5)),
          "ms p95": fmt(quantile(t.ms, 0.95)),
          "goal (≥90 % / ≥80 % / ms)": split === "all" ? `${t.paper5 / t.n >= GOALS.paper5 ? "PASS" : "MISS"} / ${t.key5 / Math.max(1, t.withKey) >= GOALS.key5 ? "PASS" : "MISS"} / ${quantile(t.ms, 0.95) < goalMs ? "PASS" : "MISS"} (<${goalMs})` : "",
        });
      }
    }
  }
  printTable(title, rows);
}

const storedVectors = (db: LibraryDatabase) => db.prepare(`SELECT count(*) FROM ask_passage_vectors WHERE model = ?`).pluck().get(BUILT_IN_EMBEDDER.key) as number;

/** Asks every question once so the passages it reaches have their vectors stored: the first-ask cost, reported apart. */
async function fillVectors(db: LibraryDatabase, questions: LitQaQuestion[], form: (q: LitQaQuestion) => string, method: Method, formName: string, scope: number[] | null): Promise<void> {
  const before = storedVectors(db);
  const started = performance.now();
  for (const q of questions) await method(db, form(q), scope);
  const seconds = (performance.now() - started) / 1000;
  const added = storedVectors(db) - before;
  console.log(`  built-in encoder, ${formName}: first ask of ${questions.length} questions stored ${added} new passage vectors in ${fmt(seconds)} s (${fmt(added / Math.max(seconds, 1e-9))} passages/s including the questions and retrieval)`);
}

/** Passages per second of the encoder alone, on passages of the library, and the process's peak memory. */
async function encoderThroughput(db: LibraryDatabase, encoder: BuiltInEmbedder, libraryPassages: number): Promise<void> {
  const texts = db.prepare(`SELECT text FROM passages ORDER BY id LIMIT 1 OFFSET ?`).pluck();
  const total = db.prepare(`SELECT count(*) FROM passages`).pluck().get() as number;
  const sample = Array.from({ length: 96 }, (_, i) => texts.get(Math.floor((i * total) / 96)) as string);
  const size = encoderInstalledSize(path.join(import.meta.dirname, "..", "node_modules"));
  console.log(`  built-in encoder: installed size added ${fmt(size.bytes / 1e6, 1)} MB (${size.packages.length} packages: ${size.packages.join(", ")})`);
  await encoder.embed(["warm up: loads the weights in the worker"]);
  const started = performance.now();
  await encoder.embed(sample);
  const perSecond = sample.length / ((performance.now() - started) / 1000);
  const chars = sample.reduce((sum, t) => sum + t.length, 0) / sample.length;
  // Both cores: a second encoder (its own worker and weights) takes half of the same passages.
  const second = new BuiltInEmbedder();
  let twoPerSecond: number;
  try {
    await second.embed(["warm up: loads the weights in the worker"]);
    const twoStarted = performance.now();
    await Promise.all([encoder.embed(sample.slice(0, 48)), second.embed(sample.slice(48))]);
    twoPerSecond = sample.length / ((performance.now() - twoStarted) / 1000);
  } finally {
    await second.dispose();
  }
  console.log(
    `  built-in encoder: ${fmt(perSecond)} passages/s on one worker thread, ${fmt(twoPerSecond)} on two (one per core; 96 passages of the library, ${fmt(chars, 0)} characters on average, load average ${fmt(os.loadavg()[0]!, 1)}); at the one-worker rate the ${libraryPassages.toLocaleString("en-US")} passages of this library take ${fmt(libraryPassages / perSecond / 60)} min and the 10,000-paper scale library's 236,970 ${fmt(236_970 / perSecond / 3600)} h (${fmt(236_970 / twoPerSecond / 3600)} h on two; extrapolated, not run); peak resident memory of this process ${fmt(process.resourceUsage().maxRSS / 1024)} MB`,
  );
}

/** Papers every passage of which has a vector of the built-in encoder stored. */
function papersWithAllVectors(db: LibraryDatabase): number[] {
  return db
    .prepare(
      `SELECT p.paper_id FROM passages p LEFT JOIN ask_passage_vectors v ON v.passage_id = p.id AND v.model = ? GROUP BY p.paper_id HAVING count(v.passage_id) = count(*) ORDER BY p.paper_id`,
    )
    .pluck()
    .all(BUILT_IN_EMBEDDER.key) as number[];
}

/** ASK_FILL=1: embeds every passage not embedded yet, as the app does in the background once a question used the encoder; the time to embed this library once. */
async function fillLibrary(db: LibraryDatabase, encoder: BuiltInEmbedder, firstPapers: number[]): Promise<void> {
  const started = performance.now();
  const onProgress = (n: number) => process.stdout.write(`  embedding the library: ${n} passages\r`);
  // The eval split's papers first: a fill stopped midway still leaves the held-out questions whole.
  let stored = await fillPassageVectors(db, encoder, BUILT_IN_EMBEDDER.key, { paperIds: firstPapers, onProgress });
  stored += await fillPassageVectors(db, encoder, BUILT_IN_EMBEDDER.key, { onProgress: (n) => onProgress(stored + n) });
  const seconds = (performance.now() - started) / 1000;
  console.log(`  built-in encoder: embedded ${stored} passages not embedded before in ${fmt(seconds / 60)} min (${fmt(stored / Math.max(seconds, 1e-9))} passages/s)`);
}

/**
 * The encoder's weight and the vector pass's size, chosen on LitQA2's "train" questions (key
 * passage top 5, then paper top 1) and reported on "eval", beside words alone.
 */
async function tuneEncoder(db: LibraryDatabase, questions: LitQaQuestion[], paperByDoi: Map<string, number>, encoder: BuiltInEmbedder, scope: number[] | null): Promise<void> {
  const rows: Record<string, string | number>[] = [];
  // Each question is embedded once for the whole grid (its passages' vectors are stored already).
  const questionVectors = new Map<string, number[]>();
  const cached: TextEmbedder = {
    kind: "embedding-model",
    embed: async (texts, signal) => {
      if (texts.length !== 1) return encoder.embed(texts, signal);
      let vector = questionVectors.get(texts[0]!);
      if (!vector) questionVectors.set(texts[0]!, (vector = (await encoder.embed(texts, signal))[0]!));
      return [vector];
    },
    dispose: async () => undefined,
  };
  const configs: [string, Method][] = [["words alone", hybrid]];
  for (const weight of [0.25, 0.5, 1]) for (const vectorHits of [0, 10, 40]) configs.push([`weight ${weight}, vector pass ${vectorHits}`, withBuiltIn(cached, { weight, vectorHits, vectorPassAlways: true })]);
  for (const [formName, form] of [["question alone", (q: LitQaQuestion) => q.question], ["with its choices", withChoices]] as const) {
    for (const [name, method] of configs) {
      const tallies = await measure(db, questions, paperByDoi, method, form, scope);
      const cell = (split: string) => {
        const t = tallies.get(split);
        return t ? `${percent(t.key5, t.withKey)} · ${percent(t.paper1, t.n)}` : "-";
      };
      rows.push({ query: formName, retrieval: name, "train: key passage top 5 · paper top 1": cell("train"), "eval: key passage top 5 · paper top 1": cell("eval") });
    }
  }
  printTable("The built-in encoder's weight and vector pass, chosen on train, reported on eval", rows);
}

/**
 * The vector pass alone at 10,000 papers: the scale library holds 236,970 passages, and its
 * vectors would take a day to compute here, so random unit vectors of the encoder's 512
 * dimensions stand in (the scan's cost does not depend on what the vectors hold).
 */
function vectorPassAtScale(): void {
  const rows = 236_970;
  const dimension = BUILT_IN_EMBEDDER.dimension;
  const vectors = new Float32Array(rows * dimension);
  let seed = 1;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) - 0.5;
  for (let row = 0; row < rows; row++) {
    let norm = 0;
    for (let d = 0; d < dimension; d++) norm += (vectors[row * dimension + d] = random()) ** 2;
    const scale = 1 / Math.sqrt(norm);
    for (let d = 0; d < dimension; d++) vectors[row * dimension + d]! *= scale;
  }
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 21; i++) {
    const query = Float32Array.from({ length: dimension }, random);
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    nearestRows(vectors, dimension, query, RETRIEVAL.vectorHits, null);
    const used = process.cpuUsage(cpuStarted);
    // The first warms the JIT.
    if (i > 0) times.push(performance.now() - started), cpu.push((used.user + used.system) / 1000);
  }
  console.log(
    `  vector pass at 10,000 papers (${rows.toLocaleString("en-US")} random unit vectors of ${dimension} floats, ${fmt((rows * dimension * 4) / 1e6, 0)} MB in memory): ${fmt(quantile(times, 0.5))} ms median, ${fmt(quantile(times, 0.95))} ms p95 per question (20 questions; CPU time ${fmt(quantile(cpu, 0.5))} / ${fmt(quantile(cpu, 0.95))} ms, what an unloaded core would take), on top of the words' part`,
  );
}

export async function run(): Promise<void> {
  const dir = process.env["DISTILLATE_LITQA_DIR"];
  const folder = dir ? readLitQaFolder(dir) : null;
  if (!folder) {
    console.log(
      `\nask: skipped. Set DISTILLATE_LITQA_DIR to a folder with LitQA2's litqa-v2-public.jsonl and its PDFs named by DOI (Future-House/paper-qa, reproduction/docs and reproduction/litqa_pdfs)${dir ? `; ${dir} has no litqa-v2-public.jsonl` : ""}.`,
    );
    return;
  }
  console.log(`  ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => fmt(l, 2)).join(" ")} before the run`);
  const questions = folder.questions.filter((q) => folder.pdfs.has(q.doi));
  console.log(`\nask: ${folder.questions.length} LitQA2 questions, ${questions.length} with their source PDF among the ${folder.pdfs.size} PDFs; split ${folder.splitFile ? path.basename(folder.splitFile) : "absent (every question counts as unsplit)"}`);
  const litqa = await litQaLibrary(folder.pdfs);
  const asked = questions.filter((q) => litqa.paperByDoi.has(q.doi));
  console.log(`  LitQA2 library: ${litqa.note}; ${asked.length} questions have their paper in it`);
  const db = openDatabase(path.join(litqa.dataDir, DATABASE_FILE_NAME));
  const papers = (db.prepare(`SELECT count(*) FROM papers`).pluck().get() as number).toLocaleString("en-US");
  const passages = (db.prepare(`SELECT count(*) FROM passages`).pluck().get() as number).toLocaleString("en-US");
  const withKey = asked.filter((q) => q.keyPassage).length;
  console.log(`  key passages findable at all (a passage of the source paper holds ≥${KEY_COVERAGE * 100} % of its words): ${percent(findable(db, asked, litqa.paperByDoi), withKey)}`);
  const encoder = process.env["ASK_BUILT_IN"] === "0" ? null : new BuiltInEmbedder();
  console.log(`  peak resident memory before the encoder: ${fmt(process.resourceUsage().maxRSS / 1024)} MB`);
  if (encoder) await encoderThroughput(db, encoder, Number(passages.replace(/,/g, "")));
  if (encoder && process.env["ASK_FILL"] === "1") await fillLibrary(db, encoder, [...new Set(asked.filter((q) => q.split === "eval").map((q) => litqa.paperByDoi.get(q.doi)!))]);
  // The vector pass can only find passages whose vectors are stored: with the library's embedding
  // unfinished, every method is measured on the papers whose passages all have one, side by side.
  const complete = encoder ? papersWithAllVectors(db) : null;
  const whole = complete === null || complete.length === (db.prepare(`SELECT count(*) FROM papers`).pluck().get() as number);
  const scope = whole ? null : complete;
  const scoped = scope ? asked.filter((q) => scope.includes(litqa.paperByDoi.get(q.doi)!)) : asked;
  if (scope) console.log(`  the library's passages are not all embedded (${countPassageVectors(db, BUILT_IN_EMBEDDER.key).stored} of ${passages}): every method below searches the ${scope.length} papers whose passages all are, with their ${scoped.length} questions`);
  await table(`Retrieval on the LitQA2 library (${scope ? `${scope.length} of ${papers} papers` : `${papers} papers, ${passages} passages`})`, db, scoped, litqa.paperByDoi, GOALS.litqaMs, encoder, scope);
  if (encoder) await tuneEncoder(db, scoped, litqa.paperByDoi, encoder, scope);
  if (encoder) vectorPassAtScale();
  if (encoder) console.log(`  peak resident memory with the encoder: ${fmt(process.resourceUsage().maxRSS / 1024)} MB`);
  await encoder?.dispose();
  closeDatabase(db);
  await gradeChoices(path.join(litqa.dataDir, DATABASE_FILE_NAME), asked);

  const scalePapers = Number(process.env["ASK_SCALE_PAPERS"] ?? 10_000);
  if (scalePapers > 0) {
    const scale = await scaleAskLibrary(scalePapers, Math.min(scalePapers, Number(process.env["ASK_SCALE_IMPORT"] ?? 240)), litqa);
    console.log(`  scale library: ${scale.note}`);
    const big = openDatabase(path.join(scale.dataDir, DATABASE_FILE_NAME));
    const bigPapers = (big.prepare(`SELECT count(*) FROM papers`).pluck().get() as number).toLocaleString("en-US");
    const bigPassages = (big.prepare(`SELECT count(*) FROM passages`).pluck().get() as number).toLocaleString("en-US");
    await table(`Retrieval on the scale library (${bigPapers} papers, ${bigPassages} passages: the LitQA2 papers among generated ones)`, big, asked.filter((q) => scale.paperByDoi.has(q.doi)), scale.paperByDoi, GOALS.scaleMs, null);
    closeDatabase(big);
  }
  console.log(`  load average ${os.loadavg().map((l) => fmt(l, 2)).join(" ")} after the run`);
  console.log(
    "Paper top 1/5: the question's source paper (matched by DOI) is the first / among the first five papers found. Key passage top 5: one of the first five passages is from that paper and holds at least 70 % of the words of LitQA2's key passage. Times are of retrieval alone, one question at a time, warm.",
  );
}
