// The dataset report at 100,000 QAs (goal: under 1 s), against a plain COUNT(*) GROUP BY over
// the same rows in the same process. Two libraries: one paper with 100,000 QAs, and 1,000 papers
// with 100 QAs each (where the text measures' sample rule, REPORT_SAMPLE, applies).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPORT_SAMPLE } from "../src-main/contract/report.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../src-main/core/db/openDatabase.ts";
import { WordVectorEmbedder } from "../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { buildReport } from "../src-main/core/report/buildReport.ts";
import { seedLargeLibrary } from "../test/support/largeLibrary.ts";
import { fmt, printTable, timeMedian, timeMedianAsync } from "./support.ts";

const GOAL_MS = 1000;

async function measure(label: string, db: LibraryDatabase): Promise<Record<string, string | number>> {
  const embedder = new WordVectorEmbedder();
  const baselineMs = timeMedian(5, () => db.prepare(`SELECT verdict, type, count(*) FROM qa_items GROUP BY verdict, type`).all());
  let qas = 0;
  const reportMs = await timeMedianAsync(3, async () => {
    qas = (await buildReport(db, {}, { reviewer: "me", embedder })).counts.qas;
  });
  return { library: label, QAs: qas, "report ms": fmt(reportMs), "COUNT GROUP BY ms": fmt(baselineMs, 2), ratio: fmt(reportMs / baselineMs, 0), "goal ms": GOAL_MS, "meets goal": reportMs < GOAL_MS ? "yes" : "no" };
}

export async function run(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-report-"));
  const rows: Record<string, string | number>[] = [];
  try {
    const one = openDatabase(path.join(dir, "one-paper.sqlite"));
    seedLargeLibrary(one, 100_000);
    rows.push(await measure("1 paper x 100,000 QAs", one));
    closeDatabase(one);
    const many = openDatabase(path.join(dir, "many-papers.sqlite"));
    for (let i = 0; i < 1000; i++) seedLargeLibrary(many, 100, `paper-${i}`);
    rows.push(await measure("1,000 papers x 100 QAs", many));
    closeDatabase(many);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  printTable(`Dataset report (median of 3; text measures on the first ${REPORT_SAMPLE.qasPerPaper} QAs of the first ${REPORT_SAMPLE.papers} papers)`, rows);
}
