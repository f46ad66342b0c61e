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
// (rebuild the cached libraries), ASK_BUILT_IN=0 (leave out the built-in sentence encoder).
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
import { BUILT_IN_EMBEDDER } from "../src-main/core/llm/embeddings/builtIn/builtInModel.ts";
import { DATABASE_FILE_NAME } from "../src-main/core/system/dataDir.ts";
import { gradeChoices } from "./askChoices.ts";
import { litQaLibrary, scaleAskLibrary } from "./askLibraries.ts";
import { KEY_COVERAGE, keyCoverage, readLitQaFolder, withChoices, type LitQaQuestion } from "./litqa.ts";
import { fmt, printTable } from "./support.ts";

const TOP_PASSAGES = 5;
const GOALS = { paper5: 0.9, key5: 0.8, litqaMs: 300, scaleMs: 1000 };

interface Found {
  papers: number[];
  passages: { paperId: number; text: string }[];
}

type Method = (db: LibraryDatabase, query: string) => Promise<Found>;

/** Distillate's retrieval (core/ask/retrievePassages.ts) as the app runs it. */
const hybrid: Method = async (db, query) => {
  const found = await retrievePassages(db, query, { limit: TOP_PASSAGES });
  return { papers: found.papers.map((p) => p.paperId), passages: found.passages };
};

/** Distillate's retrieval with the built-in sentence encoder re-ranking what words found, its passage vectors stored in the library. */
function withBuiltIn(encoder: BuiltInEmbedder): Method {
  return async (db, query) => {
    // The encoder is shared across questions (its worker stays loaded); PassageEmbedder's dispose is not called.
    const embedder = new PassageEmbedder(db, encoder, BUILT_IN_EMBEDDER.key);
    const found = await retrievePassages(db, query, { limit: TOP_PASSAGES, embedder });
    return { papers: found.papers.map((p) => p.paperId), passages: found.passages };
  };
}

/** The baseline: the full-text index alone, BM25 over passages on the same words; papers in the order of their best passage. */
const fullText: Method = async (db, query) => {
  const terms = anyTermQuery(questionTerms(query));
  const hits = terms === null ? [] : lexicalPassageHits(db, terms, 200, null);
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

async function measure(db: LibraryDatabase, questions: LitQaQuestion[], paperByDoi: Map<string, number>, method: Method, form: (q: LitQaQuestion) => string): Promise<Map<string, Tally>> {
  const tallies = new Map<string, Tally>();
  const tally = (split: string) => {
    let t = tallies.get(split);
    if (!t) tallies.set(split, (t = { n: 0, paper1: 0, paper5: 0, withKey: 0, key5: 0, ms: [] }));
    return t;
  };
  await method(db, "warm up the statement cache and the page cache"); // not counted
  for (const q of questions) {
    const source = paperByDoi.get(q.doi)!;
    const started = performance.now();
    const found = await method(db, form(q));
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

async function table(title: string, db: LibraryDatabase, questions: LitQaQuestion[], paperByDoi: Map<string, number>, goalMs: number, encoder: BuiltInEmbedder | null): Promise<void> {
  const rows: Record<string, string | number>[] = [];
  const forms: [string, (q: LitQaQuestion) => string][] = [
    ["question with its choices (as LitQA2 poses it)", withChoices],
    ["question alone", (q) => q.question],
  ];
  const methods: [string, Method][] = [["Distillate (hybrid)", hybrid], ["full text only (FTS5 BM25)", fullText]];
  if (encoder) methods.unshift(["Distillate + built-in encoder", withBuiltIn(encoder)]);
  for (const [formName, form] of forms) {
    if (encoder) await fillVectors(db, questions, form, withBuiltIn(encoder), formName);
    for (const [methodName, method] of methods) {
      const tallies = await measure(db, questions, paperByDoi, method, form);
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
async function fillVectors(db: LibraryDatabase, questions: LitQaQuestion[], form: (q: LitQaQuestion) => string, method: Method, formName: string): Promise<void> {
  const before = storedVectors(db);
  const started = performance.now();
  for (const q of questions) await method(db, form(q));
  const seconds = (performance.now() - started) / 1000;
  const added = storedVectors(db) - before;
  console.log(`  built-in encoder, ${formName}: first ask of ${questions.length} questions stored ${added} new passage vectors in ${fmt(seconds)} s (${fmt(added / Math.max(seconds, 1e-9))} passages/s including the questions and retrieval)`);
}

/** Passages per second of the encoder alone, on passages of the library, and the process's peak memory. */
async function encoderThroughput(db: LibraryDatabase, encoder: BuiltInEmbedder, libraryPassages: number): Promise<void> {
  const texts = db.prepare(`SELECT text FROM passages ORDER BY id LIMIT 1 OFFSET ?`).pluck();
  const total = db.prepare(`SELECT count(*) FROM passages`).pluck().get() as number;
  const sample = Array.from({ length: 96 }, (_, i) => texts.get(Math.floor((i * total) / 96)) as string);
  await encoder.embed(["warm up: loads the weights in the worker"]);
  const started = performance.now();
  await encoder.embed(sample);
  const perSecond = sample.length / ((performance.now() - started) / 1000);
  const chars = sample.reduce((sum, t) => sum + t.length, 0) / sample.length;
  console.log(
    `  built-in encoder: ${fmt(perSecond)} passages/s (96 passages of the library, ${fmt(chars, 0)} characters on average, one worker thread); at that rate the ${libraryPassages.toLocaleString("en-US")} passages of this library take ${fmt(libraryPassages / perSecond / 60)} min and the 10,000-paper scale library's 236,970 ${fmt(236_970 / perSecond / 3600)} h; peak resident memory of this process ${fmt(process.resourceUsage().maxRSS / 1024)} MB`,
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
  await table(`Retrieval on the LitQA2 library (${papers} papers, ${passages} passages)`, db, asked, litqa.paperByDoi, GOALS.litqaMs, encoder);
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
