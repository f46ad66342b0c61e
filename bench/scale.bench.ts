// A library of 10,000 papers and 1,000,000 QAs: import, the library view (first page, sort,
// filter, search through the passage index), review (first rows, filters, counts and facets) and
// export (preview summary, a selection written to a file), each through the services the
// renderer calls, against the UI goals (first rows < 300 ms, a filter < 100 ms) and against the
// same figure on a library of 1,000 papers and 100,000 QAs built in this process (the baseline).
//
// Papers: `writeVariedPaper` PDFs, cached in the temp folder by builder version. All of them go
// through the importer and are timed (3 minutes on an idle 2-core machine, about 10 under load).
// SCALE_IMPORT=N imports only the first N (at least the baseline's 1,000 for a like-for-like
// baseline) and stores the others through the paper repository with the parsed text of an
// imported paper on the same material under their own file's hash, path, size and printed details.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ImportResult } from "../src-main/contract/importResults.ts";
import type { PaperListQuery } from "../src-main/contract/papers.ts";
import type { QaQuery } from "../src-main/contract/qaQueries.ts";
import { presetQuery } from "../src-main/contract/qaSelection.ts";
import { createCore, type Core } from "../src-main/core/createCore.ts";
import { closeDatabase, openDatabase } from "../src-main/core/db/openDatabase.ts";
import { DATABASE_FILE_NAME } from "../src-main/core/system/dataDir.ts";
import { ensureScalePapers } from "./scalePapers.ts";
import { fillQas, readBackDocument, storeClonedPaper } from "./scaleLibrary.ts";
import { fmt, printTable, timeMedianAsync } from "./support.ts";

const PAPERS = Number(process.env["SCALE_PAPERS"] ?? 10_000);
const IMPORTED = Math.min(PAPERS, Number(process.env["SCALE_IMPORT"] ?? PAPERS));
const BASELINE_PAPERS = Math.min(IMPORTED, 1_000);
const FIRST_ROWS_GOAL_MS = 300;
const FILTER_GOAL_MS = 100;
const RUNS = 5;
const MB = 1024 * 1024;
/** Materials cycle with period 12 in the generated set: a clone takes its text from an imported paper on its own material. */
const TOPIC_PERIOD = 12;

interface Case {
  name: string;
  goalMs: number | null;
  /** Says how many rows or records the call returned, for the table. */
  call: (core: Core, scratch: string) => Promise<number>;
}

// As the review view asks: the rows first, without counting the selection; the count after (reviewTotal).
const review = (query: QaQuery, limit = 200) => async (core: Core) => {
  const page = await core.services.review.query({ query, offset: 0, limit, count: false });
  return page.total ?? page.rows.length;
};
const reviewTotal = (query: QaQuery) => async (core: Core) => core.services.review.total(query);
const browse = (query: PaperListQuery) => async (core: Core) => (await core.services.library.browse(query)).matching;

const CASES: Case[] = [
  // A page of 100 papers, as the library view asks; "rows" is how many papers match in all.
  { name: "library: first page (all papers, newest first)", goalMs: FIRST_ROWS_GOAL_MS, call: browse({}) },
  { name: "library: sort by QAs", goalMs: FILTER_GOAL_MS, call: browse({ sort: "qas", order: "desc" }) },
  { name: "library: filter strategy = chemlit", goalMs: FILTER_GOAL_MS, call: browse({ strategy: "chemlit" }) },
  { name: "library: filter status = reviewed", goalMs: FILTER_GOAL_MS, call: browse({ status: "reviewed" }) },
  { name: "library: search \"impedance sapphire\" (passage index)", goalMs: FILTER_GOAL_MS, call: browse({ search: "impedance sapphire" }) },
  { name: "library: search \"gadolinium\" (title words)", goalMs: FILTER_GOAL_MS, call: browse({ search: "gadolinium" }) },
  { name: "library: page 50 (offset 4,900)", goalMs: FILTER_GOAL_MS, call: browse({ offset: 4_900 }) },
  { name: "review: first rows (pending queue, 200)", goalMs: FIRST_ROWS_GOAL_MS, call: review({ queue: "pending" }) },
  { name: "review: first rows (all, 200)", goalMs: FIRST_ROWS_GOAL_MS, call: review({}) },
  { name: "review: filter verdict = rejected", goalMs: FILTER_GOAL_MS, call: review({ queue: "pending", verdicts: ["rejected"] }) },
  { name: "review: filter strategy = kgqa", goalMs: FILTER_GOAL_MS, call: review({ strategies: ["kgqa"] }) },
  { name: "review: search \"grain boundary\"", goalMs: FILTER_GOAL_MS, call: review({ search: "grain boundary" }) },
  { name: "review: score faithfulness 0.9-1", goalMs: FILTER_GOAL_MS, call: review({ scoreRanges: [{ metric: "faithfulness", min: 0.9, max: 1 }] }) },
  { name: "review: sort by paper, descending", goalMs: FILTER_GOAL_MS, call: review({ sort: "paper", order: "desc" }) },
  { name: "review: sort by paper, verdict = rejected", goalMs: FILTER_GOAL_MS, call: review({ sort: "paper", verdicts: ["rejected"] }) },
  { name: "review: sort by paper, search \"grain boundary\"", goalMs: FILTER_GOAL_MS, call: review({ sort: "paper", search: "grain boundary" }) },
  { name: "review: sort by paper, page 100 (offset 19,800)", goalMs: FILTER_GOAL_MS, call: async (core) => (await core.services.review.query({ query: { sort: "paper" }, offset: 19_800, limit: 200, count: false })).rows.length },
  // The counts the view shows after the rows ("counting…" until then): no goal of their own.
  { name: "review: total after the rows (verdict = rejected)", goalMs: null, call: reviewTotal({ queue: "pending", verdicts: ["rejected"] }) },
  { name: "review: total after the rows (search \"grain boundary\")", goalMs: null, call: reviewTotal({ search: "grain boundary" }) },
  { name: "review: total after the rows (faithfulness 0.9-1)", goalMs: null, call: reviewTotal({ scoreRanges: [{ metric: "faithfulness", min: 0.9, max: 1 }] }) },
  { name: "review: queue counts (pending)", goalMs: FIRST_ROWS_GOAL_MS, call: async (core) => (await core.services.review.counts({ queue: "pending" })).pending },
  { name: "review: queue counts (verdict = rejected)", goalMs: FILTER_GOAL_MS, call: async (core) => (await core.services.review.counts({ verdicts: ["rejected"] })).pending },
  { name: "review: facets (filter menus)", goalMs: FIRST_ROWS_GOAL_MS, call: async (core) => (await core.services.review.facets()).strategies.length },
  { name: "export: preview of \"kept\" (summary + 3 records)", goalMs: FIRST_ROWS_GOAL_MS, call: async (core) => (await core.services.export.exportPreview({ format: "jsonl", query: presetQuery("kept") })).count },
  { name: "export: preview of all", goalMs: FIRST_ROWS_GOAL_MS, call: async (core) => (await core.services.export.exportPreview({ format: "jsonl", query: {} })).count },
];

/** Written, not just counted: the same 100 papers' accepted QAs in both libraries, so the ratio is the library's size alone. */
const exportSelection = (paperIds: number[]): QaQuery => ({ paperIds: paperIds.slice(0, 100), verdicts: ["accepted"] });

export async function run(): Promise<void> {
  console.log(`\nscale: ${PAPERS} papers and ${PAPERS * 100} QAs against a baseline of ${BASELINE_PAPERS} papers and ${BASELINE_PAPERS * 100} QAs`);
  console.log(`  ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => fmt(l, 2)).join(" ")} before the run`);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-scale-"));
  const notes: string[] = [];
  try {
    // 1. The PDFs.
    const papers = await ensureScalePapers(PAPERS, (done) => process.stdout.write(`  PDFs: ${done}\r`));
    notes.push(`${PAPERS} generated PDFs: ${papers.built} built now in ${fmt(papers.ms / 1000)} s, ${PAPERS - papers.built} from the cache`);

    // 2. Import a real subset through the worker pool, as the library view's import does.
    const scaleDir = path.join(root, "scale");
    fs.mkdirSync(scaleDir);
    let core = createCore({ dataDir: scaleDir });
    const baseDir = path.join(root, "baseline");
    fs.mkdirSync(baseDir);
    let importMs = 0;
    const importBatch = async (files: string[]) => {
      const start = performance.now();
      const results: ImportResult[] = await core.services.imports.importPapers(files);
      importMs += performance.now() - start;
      const failed = results.filter((r) => r.status !== "imported");
      if (failed.length > 0) throw new Error(`${failed.length} generated papers did not import: ${JSON.stringify(failed[0])}`);
      return results;
    };
    // 3. The baseline library is a copy of the file after the first BASELINE_PAPERS (100 QAs a
    // paper come later), so its papers are exactly those; the import goes on in the scale library.
    const imported = await importBatch(papers.files.slice(0, BASELINE_PAPERS));
    await core.db().backup(path.join(baseDir, DATABASE_FILE_NAME));
    imported.push(...(await importBatch(papers.files.slice(BASELINE_PAPERS, IMPORTED))));
    const importSeconds = importMs / 1000;
    const importedPages = imported.reduce((a, r) => a + (r.pages ?? 0), 0);
    const importedIds = imported.map((r) => r.paperId!);
    const reviewer = (await core.services.settings.get()).reviewer;

    // 4. The rest of the scale library: clones of imported papers under the other files' identities.
    const cloneStart = performance.now();
    const db = core.db();
    const templates = new Map<number, ReturnType<typeof readBackDocument>>();
    const paperIds = [...importedIds];
    const usable = IMPORTED - (IMPORTED % TOPIC_PERIOD);
    db.transaction(() => {
      for (let i = IMPORTED; i < PAPERS; i++) {
        // An imported paper on the same material (index ≡ i modulo the topic period).
        const from = usable > 0 ? i % usable : i % IMPORTED;
        let template = templates.get(from);
        if (!template) templates.set(from, (template = readBackDocument(db, importedIds[from]!)));
        paperIds.push(storeClonedPaper(db, papers.files[i]!, i, template));
      }
    })();
    const cloneSeconds = (performance.now() - cloneStart) / 1000;
    if (PAPERS > IMPORTED) notes.push(`${PAPERS - IMPORTED} papers stored through insertPaperDocument with the parsed text of an imported paper on the same material, under their own file's hash, path, size, title, authors, DOI and abstract, in ${fmt(cloneSeconds)} s`);

    // 5. QAs.
    const fillStart = performance.now();
    const filled = fillQas(db, paperIds, reviewer, (done) => process.stdout.write(`  QAs: papers ${done}/${paperIds.length}\r`));
    const fillSeconds = (performance.now() - fillStart) / 1000;
    notes.push(`${filled.qas} QAs in ${filled.runs} runs with ${filled.scores} scores and ${filled.annotations} reviews, through insertQaItem / upsertScore / upsertAnnotation in one transaction a paper, in ${fmt(fillSeconds)} s (${fmt(filled.qas / fillSeconds, 0)} QAs/s)`);
    core.close();

    const baseCore0 = createCore({ dataDir: baseDir });
    const baseFill = fillQas(baseCore0.db(), importedIds.slice(0, BASELINE_PAPERS), reviewer);
    baseCore0.close();
    notes.push(`baseline: ${BASELINE_PAPERS} imported papers, ${baseFill.qas} QAs filled the same way`);

    // 6. Size on disk and opening the library (what starting the app does before the first view).
    const scaleFile = path.join(scaleDir, DATABASE_FILE_NAME);
    const baseFile = path.join(baseDir, DATABASE_FILE_NAME);
    const size = (file: string) => ["", "-wal"].reduce((a, s) => a + (fs.existsSync(file + s) ? fs.statSync(file + s).size : 0), 0);
    const open = (file: string) => timeMedianAsync(RUNS, async () => closeDatabase(openDatabase(file)));
    const openScale = await open(scaleFile);
    const openBase = await open(baseFile);
    const firstView = async (dir: string) => {
      const start = performance.now();
      const c = createCore({ dataDir: dir });
      await c.services.library.browse({});
      const ms = performance.now() - start;
      c.close();
      return ms;
    };
    const firstScale = await firstView(scaleDir);
    const firstBase = await firstView(baseDir);

    // 7. The calls, on both libraries.
    core = createCore({ dataDir: scaleDir });
    const baseCore = createCore({ dataDir: baseDir });
    const scratch = path.join(root, "exports");
    fs.mkdirSync(scratch);
    const rows: Record<string, string | number>[] = [];
    const verdict = (ms: number, goal: number | null) => (goal === null ? "-" : ms <= goal ? "PASS" : "MISS");
    const row = (name: string, goal: number | null, ms: number, baseMs: number, count: number | string) =>
      rows.push({ case: name, rows: count, "ms (median)": fmt(ms), "goal ms": goal ?? "-", result: verdict(ms, goal), "100k-QA ms": fmt(baseMs), "ratio to 100k": fmt(ms / baseMs, 2) });
    row("open the library file (migrations checked)", null, openScale, openBase, "-");
    row("open + first library page, cold (app start)", FIRST_ROWS_GOAL_MS, firstScale, firstBase, "-");
    for (const c of CASES) {
      let count = 0;
      const ms = await timeMedianAsync(RUNS, async () => (count = await c.call(core, scratch)));
      const baseMs = await timeMedianAsync(RUNS, () => c.call(baseCore, scratch));
      row(c.name, c.goalMs, ms, baseMs, count);
    }
    const written = async (which: Core, ids: number[], name: string) => {
      let records = 0;
      const ms = await timeMedianAsync(3, async () => {
        records = (await which.services.export.exportDataset({ format: "jsonl", out: path.join(scratch, name), query: exportSelection(ids) })).records;
      });
      return { ms, records };
    };
    const exported = await written(core, paperIds, "scale.jsonl");
    const baseExported = await written(baseCore, importedIds, "baseline.jsonl");
    rows.push({
      case: "export: accepted QAs of 100 papers to JSONL (worker)",
      rows: exported.records,
      "ms (median)": fmt(exported.ms),
      "goal ms": "≤ 1.5× 100k",
      result: exported.ms <= 1.5 * baseExported.ms ? "PASS" : "MISS",
      "100k-QA ms": fmt(baseExported.ms),
      "ratio to 100k": fmt(exported.ms / baseExported.ms, 2),
    });
    core.close();
    baseCore.close();

    printTable(`Import of ${IMPORTED} generated papers through the worker pool (${importedPages} pages)`, [
      { case: "import", seconds: fmt(importSeconds, 1), "papers/s": fmt(IMPORTED / importSeconds, 1), "pages/s": fmt(importedPages / importSeconds, 1) },
    ]);
    printTable(`Library of ${paperIds.length} papers and ${filled.qas} QAs (median of ${RUNS}; the baseline: ${BASELINE_PAPERS} papers, ${baseFill.qas} QAs)`, rows);
    printTable("Library file", [
      { library: `${paperIds.length} papers, ${filled.qas} QAs`, "MB (with WAL)": fmt(size(scaleFile) / MB, 0) },
      { library: `${BASELINE_PAPERS} papers, ${baseFill.qas} QAs`, "MB (with WAL)": fmt(size(baseFile) / MB, 0) },
    ]);
    console.log("What was done:");
    for (const note of notes) console.log(`  - ${note}`);
    const misses = rows.filter((r) => r["result"] === "MISS").length;
    console.log(`${misses === 0 ? "Every figure within its goal." : `${misses} figure(s) over their goal.`}`);
  } finally {
    // SCALE_KEEP=1 leaves both libraries for a look at query plans (they take a few GB).
    if (process.env["SCALE_KEEP"]) console.log(`Libraries kept in ${root}`);
    else fs.rmSync(root, { recursive: true, force: true });
  }
}
