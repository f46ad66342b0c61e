// Library store: what the repositories cost over raw better-sqlite3 for the writes and reads the
// product does most (storing generated QAs with evidence, importing a paper, searching).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDatabase, openDatabase } from "../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../src-main/core/db/repositories/insertPaperDocument.ts";
import { insertQaItem } from "../src-main/core/db/repositories/qaItems.ts";
import { createRun, setRunStatus } from "../src-main/core/db/repositories/runs.ts";
import { planWorkItems } from "../src-main/core/db/repositories/workItems.ts";
import { lookForOtherWriters } from "../src-main/core/events/watchOtherProcesses.ts";
import { searchPassages } from "../src-main/core/db/repositories/search.ts";
import { samplePaper } from "../test/support/sampleData.ts";
import { fmt, printTable, timeMedian } from "./support.ts";

const ROWS = 100_000;

export async function run(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-db-"));
  const db = openDatabase(path.join(dir, "library.sqlite"));
  const paperId = insertPaperDocument(db, samplePaper("bench", 50));
  const runId = createRun(db, { strategy: "bench", promptVersion: "1", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: [paperId] });

  // Baseline: the fastest way better-sqlite3 can write the same rows (one prepared statement,
  // one transaction, no evidence, no JSON).
  const raw = db.prepare("INSERT INTO qa_items (run_id, paper_id, question, answer) VALUES (?, ?, ?, ?)");
  let start = performance.now();
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) raw.run(runId, paperId, `What is the band gap of sample ${i}?`, `About ${i % 3}.5 eV.`);
  })();
  const rawMs = performance.now() - start;
  db.exec("DELETE FROM qa_items");

  start = performance.now();
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      insertQaItem(db, {
        runId, workItemId: null, paperId, question: `What is the band gap of sample ${i}?`, answer: `About ${i % 3}.5 eV.`,
        type: "factual", difficulty: "easy", evidence: [{ text: "The band gap is 1.5 eV.", passageId: null, start: null, end: null, page: 1 }],
      });
    }
  })();
  const repoMs = performance.now() - start;

  const importMs = timeMedian(5, () => {
    const id = insertPaperDocument(db, samplePaper(`bench-${Math.random()}`, 300));
    void id;
  });
  const searchMs = timeMedian(50, () => searchPassages(db, "grain size cubic", 20));

  printTable("Library store (better-sqlite3, WAL, one transaction)", [
    { case: `raw insert of ${ROWS} QA rows (baseline)`, ms: fmt(rawMs), "rows/s": Math.round(ROWS / (rawMs / 1000)) },
    { case: `insertQaItem x${ROWS} with 1 evidence span each`, ms: fmt(repoMs), "rows/s": Math.round(ROWS / (repoMs / 1000)) },
    { case: "ratio repository / raw (2 rows + FTS per QA vs 1 row)", ms: fmt(repoMs / rawMs, 2), "rows/s": "" },
    { case: "import one 300-paragraph paper (median of 5)", ms: fmt(importMs, 2), "rows/s": "" },
    { case: "FTS passage search, top 20 (median of 50)", ms: fmt(searchMs, 3), "rows/s": "" },
  ]);
  closeDatabase(db);
  fs.rmSync(dir, { recursive: true, force: true });
  watchCost();
}

const WATCHED_RUNS = 1_000;

/**
 * What following another process costs a window each second (core/events/watchOtherProcesses.ts):
 * a look when nothing changed (one `data_version` read), and one after another connection
 * committed (every run's mark compared), on a library of 1,000 runs of 20 items each, 10 of them
 * under way. Baseline: the cheapest statement there is, `SELECT 1`, on the same connection.
 */
function watchCost(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-watch-"));
  const file = path.join(dir, "library.sqlite");
  const window = openDatabase(file);
  const cli = openDatabase(file);
  const paperId = insertPaperDocument(cli, samplePaper("watched", 3));
  const model = { id: null, name: "m", sha256: null, quantization: null };
  cli.transaction(() => {
    for (let r = 0; r < WATCHED_RUNS; r++) {
      const runId = createRun(cli, { strategy: "sciqag", promptVersion: "sciqag@3", settings: {}, model, seed: r, paperIds: [paperId] });
      planWorkItems(cli, runId, Array.from({ length: 20 }, (_, i) => ({ paperId, itemKey: `paper:${paperId}/item:${i}`, kind: "paper", scope: {} })));
      setRunStatus(cli, runId, r < WATCHED_RUNS - 10 ? "completed" : "running");
    }
  })();
  let told = 0;
  const look = lookForOtherWriters({ db: () => window, emit: () => void told++ });
  look();
  const one = window.prepare("SELECT 1");
  const baseMs = timeMedian(1000, () => one.get());
  const idleMs = timeMedian(1000, look);
  const touch = cli.prepare("UPDATE runs SET generated_tokens = generated_tokens + 1 WHERE id = ?");
  // Each timed look follows one commit by the other connection (the commit itself is not timed).
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    touch.run(WATCHED_RUNS - (i % 10));
    const start = process.hrtime.bigint();
    look();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const changedMs = times.sort((a, b) => a - b)[100]!;
  printTable(`Following another process's writes (${WATCHED_RUNS} runs, 10 under way)`, [
    { case: "SELECT 1 on the window's connection (baseline)", ms: fmt(baseMs, 4), ratio: "1" },
    { case: "a look when nothing changed (data_version)", ms: fmt(idleMs, 4), ratio: fmt(idleMs / baseMs, 1) },
    { case: "a look after another connection's commit (run marks)", ms: fmt(changedMs, 3), ratio: fmt(changedMs / baseMs, 0) },
  ]);
  if (told < 200) console.log(`(only ${told} runs.changed were told for 200 commits: the look missed changes)`);
  closeDatabase(cli);
  closeDatabase(window);
  fs.rmSync(dir, { recursive: true, force: true });
}
