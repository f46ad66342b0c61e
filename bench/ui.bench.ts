// Review table in a real browser with 100,000 QAs: time until the first rows show and until a
// filter's rows show, against the goals (300 ms and 100 ms). Baseline, measured in the
// same process: the bare review.query call over HTTP that the table waits for, so the ratio
// says what the page adds (rendering, the counts and facets calls, transport) on top of SQLite.
// Page-side timing lives in ui.page.js. $DISTILLATE_RENDERER_DIR points at another build of
// the page; defaults to out/renderer, rebuilt first when older than the sources.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { createCore } from "../src-main/core/createCore.ts";
import { createHttpServer } from "../src-main/server/http/createHttpServer.ts";
import { browserUnavailableReason, ensureRendererBuilt, launchBrowser, RENDERER_DIR } from "../test/support/browser.ts";
import { seedDecisions, seedReviewLibrary } from "../test/support/reviewData.ts";
import { fmt, median, printTable } from "./support.ts";

const PAPERS = 1000;
const QAS_PER_PAPER = 100;
const RUNS = 7;
const FIRST_ROWS_GOAL_MS = 300;
const FILTER_GOAL_MS = 100;
const PAGE_SCRIPT = path.join(import.meta.dirname, "ui.page.js");

const inPage = async (page: Page, expression: string): Promise<number> => Number(await page.evaluate(expression));

export async function run(): Promise<void> {
  console.log(`\nui: review table in headless Chromium with ${PAPERS * QAS_PER_PAPER} QAs (median of ${RUNS})`);
  const unavailable = browserUnavailableReason();
  if (unavailable) {
    console.log(`  skipped: ${unavailable}`);
    return;
  }
  const rendererDir = process.env["DISTILLATE_RENDERER_DIR"] || (await ensureRendererBuilt(), RENDERER_DIR);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-ui-"));
  const core = createCore({ dataDir: dir });
  let seedMs = performance.now();
  const seed = seedReviewLibrary(core.db(), PAPERS, QAS_PER_PAPER);
  // A third decided, so the Pending queue the table opens on is a real subset.
  seedDecisions(core.db(), seed.qaIds.slice(0, Math.floor(seed.qaIds.length / 3)));
  seedMs = performance.now() - seedMs;
  const server = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir, port: 0 });
  const browser = await launchBrowser({ shareRenderer: false });
  try {
    // Baseline: the call the table waits for, straight over HTTP.
    const query = async (request: unknown) => {
      const start = performance.now();
      const response = await fetch(`${server.origin}/api/call/review.query`, {
        method: "POST",
        headers: { Authorization: `Bearer ${server.token}`, "Content-Type": "application/json" },
        body: JSON.stringify([request]),
      });
      const body = (await response.json()) as { value: { total: number } };
      return { ms: performance.now() - start, total: body.value.total };
    };
    const rawFirst: number[] = [];
    const rawFiltered: number[] = [];
    let pendingTotal = 0;
    let rejectedTotal = 0;
    for (let i = 0; i < RUNS; i++) {
      const first = await query({ query: { queue: "pending" }, offset: 0, limit: 200 });
      rawFirst.push(first.ms);
      pendingTotal = first.total;
      const rejected = await query({ query: { queue: "pending", verdicts: ["rejected"] }, offset: 0, limit: 200 });
      rawFiltered.push(rejected.ms);
      rejectedTotal = rejected.total;
    }

    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.addInitScript({ path: PAGE_SCRIPT });
    // Cold: a fresh page load straight onto the table (scripts, styles, boot and first calls).
    const cold: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(`${server.url}#/review?mode=table`);
      cold.push(await inPage(page, "bench.firstRow"));
      await page.goto("about:blank");
    }
    // Warm: the app is open on another view and the user switches to Review.
    await page.goto(`${server.url}#/export`);
    const open: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.evaluate("location.hash = '#/export'");
      // Wait for the export preview to answer, so its query does not hold the table's back.
      await page.evaluate("bench.exportSettled()");
      open.push(await inPage(page, "bench.openTable()"));
    }
    // Filter: tick "Rejected" in the Verdict menu, then clear the filters for the next round.
    const filter: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.click("[data-testid=filter-verdict] button.choice-button");
      filter.push(await inPage(page, `bench.filter("filter-verdict", "Rejected", ${rejectedTotal}, "Rejected")`));
      await page.keyboard.press("Escape");
      await page.click("[data-testid=clear-filters]");
      await page.evaluate(`bench.rowCountIs(${pendingTotal})`);
    }

    const rows = [
      { case: `open the Review table from another view (${pendingTotal} pending)`, ms: median(open), goal: FIRST_ROWS_GOAL_MS, baseline: median(rawFirst) },
      { case: "cold page load onto the table (boot included)", ms: median(cold), goal: FIRST_ROWS_GOAL_MS, baseline: median(rawFirst) },
      { case: `filter verdict = rejected (${rejectedTotal} rows)`, ms: median(filter), goal: FILTER_GOAL_MS, baseline: median(rawFiltered) },
    ];
    printTable(
      `Review table, ${PAPERS * QAS_PER_PAPER} QAs (seeded in ${fmt(seedMs / 1000)} s); baseline = review.query over HTTP for the same first 200 rows`,
      rows.map((r) => ({
        case: r.case,
        "ms (median)": fmt(r.ms),
        "goal ms": r.goal,
        "ms / goal": fmt(r.ms / r.goal, 2),
        "baseline ms": fmt(r.baseline),
        "ms / baseline": fmt(r.ms / r.baseline, 1),
      })),
    );
  } finally {
    await browser.close();
    await server.close();
    core.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
