// Review at scale: keeping and undoing 100,000 QAs at once (time, and how long the thread that
// answers calls was stuck), and memory over thousands of distinct filter combinations. Each is
// measured against an inline baseline in the same run: the write on the calling thread, and a
// connection that keeps every statement it prepared (the old cache).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ReviewState } from "../src-main/contract/review.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../src-main/core/db/openDatabase.ts";
import { presetQuery } from "../src-main/contract/qaSelection.ts";
import type { QaQuery } from "../src-main/contract/qaQueries.ts";
import { summarizeQaQuery } from "../src-main/core/db/repositories/qaSelectionSummary.ts";
import { countQaQuery, countQueues } from "../src-main/core/db/repositories/reviewCounts.ts";
import { queryQaPage } from "../src-main/core/db/repositories/reviewPage.ts";
import { decideAll, undoDecision } from "../src-main/core/review/bulkChanges.ts";
import { packStates } from "../src-main/core/review/worker/workerMessages.ts";
import { createReviewService } from "../src-main/core/review/createReviewService.ts";
import { filterShape } from "../test/support/filterShapes.ts";
import { seedLargeLibrary } from "../test/support/largeLibrary.ts";
import { seedDecisions, seedReviewLibrary } from "../test/support/reviewData.ts";
import { fmt, printTable } from "./support.ts";

const QAS = 100_000;
const SHAPES = 3_000;
const MB = 1024 * 1024;

/** Wall time of `work` and the longest the event loop could not run meanwhile (a 1 ms ticker's longest gap). */
async function measure(work: () => unknown): Promise<{ ms: number; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 1);
  await new Promise((resolve) => setTimeout(resolve, 5));
  stallMs = 0;
  last = performance.now();
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  // One more turn so a stall at the very end is counted too.
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(ticker);
  return { ms, stallMs };
}

async function bulk(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-review-"));
  const db = openDatabase(path.join(dir, "library.sqlite"));
  seedLargeLibrary(db, QAS);
  const ids = db.prepare("SELECT id FROM qa_items ORDER BY id").pluck().all() as number[];
  const review = createReviewService(() => db, () => "bench", () => undefined);

  let before: ReviewState[] = [];
  const inlineDecide = await measure(() => (before = decideAll(db, "bench", ids, "keep")));
  const inlineUndo = await measure(() => undoDecision(db, "bench", ids, packStates(before), "keep"));
  let undo: string | null = null;
  const workerDecide = await measure(async () => (undo = (await review.bulkDecide(ids, "keep")).undo));
  const workerUndo = await measure(() => review.undoBulk(undo!));
  review.dispose();
  closeDatabase(db);
  fs.rmSync(dir, { recursive: true, force: true });

  const row = (name: string, m: { ms: number; stallMs: number }) => ({ case: name, ms: fmt(m.ms), "longest stall ms": fmt(m.stallMs) });
  printTable(`Bulk review of ${QAS} QAs (one transaction each)`, [
    row("decide inline (baseline)", inlineDecide),
    row("decide in the review worker", workerDecide),
    row("undo inline (baseline)", inlineUndo),
    row("undo in the review worker (review.undoBulk)", workerUndo),
    { case: "ratio worker / inline, decide", ms: fmt(workerDecide.ms / inlineDecide.ms, 2), "longest stall ms": fmt(workerDecide.stallMs / inlineDecide.stallMs, 3) },
    { case: "ratio worker / inline, undo", ms: fmt(workerUndo.ms / inlineUndo.ms, 2), "longest stall ms": fmt(workerUndo.stallMs / inlineUndo.stallMs, 3) },
  ]);
}

/** Runs SHAPES distinct filter combinations (a page and the queue counts each); the RSS growth in MB. */
async function shapes(run: (query: ReturnType<typeof filterShape>) => unknown, seed: { paperIds: number[]; runIds: number[] }): Promise<number> {
  await run(filterShape(0, seed));
  const before = process.memoryUsage().rss;
  for (let i = 0; i < SHAPES; i++) {
    await run(filterShape(i, seed));
    // Calls arrive one by one from a transport: let the event loop turn between them.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return (process.memoryUsage().rss - before) / MB;
}

async function statementCache(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-review-"));
  const file = path.join(dir, "library.sqlite");
  const db = openDatabase(file);
  const seed = seedReviewLibrary(db, 10, 50);
  seedDecisions(db, seed.qaIds, "bench");
  const shape = { paperIds: seed.paperIds, runIds: [seed.runs.sciqag] };

  // Bounded first: RSS rarely shrinks, so the unbounded run afterwards can only look better.
  const review = createReviewService(() => db, () => "bench", () => undefined);
  const bounded = await shapes(async (query) => {
    await review.query({ query, offset: 2, limit: 5 });
    await review.counts(query);
  }, shape);
  review.dispose();

  // The old cache: every statement stays prepared for the connection's lifetime.
  const keeping = openDatabase(file, { readonly: true }) as LibraryDatabase & { prepare: LibraryDatabase["prepare"] };
  const kept: unknown[] = [];
  const prepare = keeping.prepare.bind(keeping);
  keeping.prepare = ((sql: string) => {
    const statement = prepare(sql);
    kept.push(statement);
    return statement;
  }) as typeof keeping.prepare;
  const unbounded = await shapes((query) => {
    queryQaPage(keeping, "bench", { query, offset: 2, limit: 5 });
    countQueues(keeping, "bench", query);
  }, shape);
  closeDatabase(keeping);
  closeDatabase(db);
  fs.rmSync(dir, { recursive: true, force: true });

  printTable(`Statement memory over ${SHAPES} distinct review filter shapes (page + counts each)`, [
    { case: "every statement kept (baseline)", "RSS growth MB": fmt(unbounded) },
    { case: "LRU of 200 + recycled reader", "RSS growth MB": fmt(bounded) },
    { case: "ratio bounded / baseline", "RSS growth MB": fmt(bounded / unbounded, 2) },
  ]);
}

/** Median of `runs` timings of `work`, in ms. */
function median(work: () => unknown, runs = 5): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/**
 * The export view's summary (verdict, review status, strategy, paper) on 100,000 QAs, against the
 * count Review already runs for the same query as the baseline, for the presets and a search.
 */
export async function exportSummary(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-summary-"));
  const db = openDatabase(path.join(dir, "library.sqlite"));
  seedLargeLibrary(db, QAS);
  const ids = db.prepare("SELECT id FROM qa_items ORDER BY id").pluck().all() as number[];
  // A reviewed library: every 3rd QA kept by "bench", every 7th dropped by someone else.
  db.transaction(() => {
    const insert = db.prepare("INSERT INTO annotations (qa_id, reviewer, decision, updated_at) VALUES (?, ?, ?, '2026-01-01T00:00:00Z')");
    ids.forEach((id, i) => {
      if (i % 3 === 0) insert.run(id, "bench", "keep");
      if (i % 7 === 0) insert.run(id, "other", "drop");
    });
  })();
  const queries: [string, QaQuery][] = [
    ...(["all", "kept", "mine", "accepted"] as const).map((preset): [string, QaQuery] => [`preset ${preset}`, presetQuery(preset)]),
    ["search \"annealing 12*\"", { search: "annealing 12*" }],
  ];
  const rows = queries.map(([name, query]) => {
    const count = median(() => countQaQuery(db, "bench", query));
    const summary = median(() => summarizeQaQuery(db, "bench", query));
    return { query: name, QAs: summarizeQaQuery(db, "bench", query).total, "count ms (baseline)": fmt(count), "summary ms": fmt(summary), ratio: fmt(summary / count, 2) };
  });
  closeDatabase(db);
  fs.rmSync(dir, { recursive: true, force: true });
  printTable(`Export summary of ${QAS} QAs (median of 5)`, rows);
}

export async function run(): Promise<void> {
  await bulk();
  await statementCache();
  await exportSummary();
}
