import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LATEST_SCHEMA_VERSION } from "../../../src-main/core/db/migrations/index.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { upsertAnnotation } from "../../../src-main/core/db/repositories/annotations.ts";
import { countPaperRows, listPaperRows, paperListFacets, type PaperListFilter } from "../../../src-main/core/db/repositories/paperList.ts";
import { PAPER_COUNT_SQL, paperListSql } from "../../../src-main/core/db/repositories/paperListSql.ts";
import { deletePaper } from "../../../src-main/core/db/repositories/papers.ts";
import { insertQaItem, setQaVerdict } from "../../../src-main/core/db/repositories/qaItems.ts";
import { summarizeQaQuery } from "../../../src-main/core/db/repositories/qaSelectionSummary.ts";
import { qaFilterSql, queueTerm, whereClause } from "../../../src-main/core/db/repositories/reviewFilterSql.ts";
import { createRun, setRunStatus } from "../../../src-main/core/db/repositories/runs.ts";
import { planWorkItems } from "../../../src-main/core/db/repositories/workItems.ts";
import { renameReviewerAnnotations } from "../../../src-main/core/db/repositories/reviewers.ts";
import { decideAll, restoreAll } from "../../../src-main/core/review/bulkChanges.ts";
import { seedDecisions, seedReviewLibrary, type ReviewSeed } from "../../support/reviewData.ts";
import { tempDir } from "../../support/tempDir.ts";

const ANY: PaperListFilter = { words: [], status: null, language: null, strategy: null, details: null };

/** Each paper's counts as the library view counted them before migration 14: straight from the QAs and decisions. */
function countedFromScratch(db: LibraryDatabase): Map<number, { qas: number; accepted: number; reviewed: number }> {
  const rows = db
    .prepare(
      `SELECT p.id,
              (SELECT count(*) FROM qa_items q WHERE q.paper_id = p.id) AS qas,
              (SELECT count(*) FROM qa_items q WHERE q.paper_id = p.id AND q.verdict = 'accepted') AS accepted,
              (SELECT count(DISTINCT a.qa_id) FROM annotations a JOIN qa_items q ON q.id = a.qa_id WHERE q.paper_id = p.id AND a.decision IN ('keep', 'drop')) AS reviewed
       FROM papers p`,
    )
    .all() as { id: number; qas: number; accepted: number; reviewed: number }[];
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

function listed(db: LibraryDatabase): Map<number, { qas: number; accepted: number; reviewed: number }> {
  return new Map(listPaperRows(db, ANY, "imported", "desc", { offset: 0, limit: 1000 }).map((p) => [p.id, { qas: p.qas, accepted: p.accepted, reviewed: p.reviewed }]));
}

let db: LibraryDatabase | undefined;
afterEach(() => {
  if (db) closeDatabase(db);
  db = undefined;
});

function library(): { db: LibraryDatabase; seed: ReviewSeed } {
  db = openDatabase(path.join(tempDir(), "library.sqlite"));
  const seed = seedReviewLibrary(db, 4, 10);
  seedDecisions(db, seed.qaIds);
  return { db, seed };
}

describe("migration 14: each paper's QA counts kept by triggers for the library view", () => {
  it("fills the counts of a library that already has QAs and decisions when it upgrades", () => {
    const file = path.join(tempDir(), "library.sqlite");
    const old = openDatabase(file, { targetVersion: 12 });
    seedDecisions(old, seedReviewLibrary(old, 3, 8).qaIds);
    const before = countedFromScratch(old);
    closeDatabase(old);
    db = openDatabase(file);
    expect(db.pragma("user_version", { simple: true })).toBe(LATEST_SCHEMA_VERSION);
    expect(listed(db)).toEqual(before);
  });

  it("shows the same counts as counting from scratch through new QAs, verdicts, decisions, undo, reviewer merges and removals", () => {
    const { db, seed } = library();
    const check = () => expect(listed(db)).toEqual(countedFromScratch(db));
    check();
    const [p0, p1, p2] = seed.paperIds as [number, number, number];
    // New QAs, accepted or not.
    const added = insertQaItem(db, { runId: seed.runs.sciqag, workItemId: null, paperId: p2, question: "A new question?", answer: "An answer." });
    setQaVerdict(db, added, "accepted");
    check();
    setQaVerdict(db, added, "rejected");
    setQaVerdict(db, seed.qaIds[0]!, "accepted");
    setQaVerdict(db, seed.qaIds[2]!, "pending");
    check();
    // A second reviewer on an already reviewed QA, a decision taken back to pending, then the last one on a QA.
    upsertAnnotation(db, { qaId: seed.qaIds[0]!, reviewer: "third", decision: "drop" });
    upsertAnnotation(db, { qaId: seed.qaIds[0]!, reviewer: "me", decision: "pending" });
    check();
    upsertAnnotation(db, { qaId: seed.qaIds[0]!, reviewer: "third", decision: "pending" });
    upsertAnnotation(db, { qaId: seed.qaIds[0]!, reviewer: "someone-else", decision: "pending" });
    check();
    // A bulk keep of a whole paper and its undo.
    const paperQas = seed.qaIds.slice(10, 20);
    const before = decideAll(db, "me", paperQas, "keep");
    expect(listed(db).get(p1)).toMatchObject({ reviewed: 10 });
    check();
    restoreAll(db, "me", paperQas.map((id, i) => ({ id, state: before[i]! })));
    check();
    // Merging one reviewer into another deletes the decisions both had and moves the rest.
    expect(renameReviewerAnnotations(db, "someone-else", "me").merged).toBeGreaterThan(0);
    check();
    // Removing a paper takes its counts with it; the others stay right.
    expect(deletePaper(db, p0)).toBe(true);
    check();
    expect(listed(db).has(p0)).toBe(false);
    expect(db.prepare("SELECT count(*) AS n FROM paper_qa_counts WHERE paper_id = ?").get(p0)).toEqual({ n: 0 });
  });

  it("reads the counts by paper from the table, without a pass over the QAs or the decisions, and a paper's runs through its index", () => {
    const { db } = library();
    const plan = (sql: string, params: Record<string, unknown>) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]).map((r) => r.detail).join(" | ");
    const filters = { ...ANY, words: "[]", ftsWords: "[]", ids: null, withQas: 1, status: "no-qas", strategy: "chemlit" };
    for (const [sort, order] of [["imported", "desc"], ["qas", "desc"], ["title", "asc"]] as const) {
      const page = plan(paperListSql(sort, order), { ...filters, limit: 100, offset: 0 });
      expect(page).toMatch(/SEARCH c USING INTEGER PRIMARY KEY|SEARCH c USING .*paper_qa_counts/);
      expect(page).not.toMatch(/qa_items|annotations/);
      // The runs that ran on a paper are found from the paper, not by listing every run's papers.
      expect(page).toMatch(/SEARCH rp USING .*run_papers_paper \(paper_id=\?\)/);
      expect(page).not.toMatch(/SCAN rp/);
    }
    const count = plan(PAPER_COUNT_SQL, filters);
    expect(count).not.toMatch(/qa_items|annotations|SCAN rp/);
  });

  it("pages through the same papers in the same order as the whole list, and counts what the filters select", () => {
    const { db } = library();
    const whole = (filter: PaperListFilter, sort: "imported" | "title" | "qas") => listPaperRows(db, filter, sort, "asc", { offset: 0, limit: 1000 }).map((p) => p.id);
    for (const filter of [ANY, { ...ANY, status: "generated" as const }, { ...ANY, strategy: "chemlit" }, { ...ANY, words: ["perovskites"] }]) {
      for (const sort of ["imported", "title", "qas"] as const) {
        const all = whole(filter, sort);
        const paged = [0, 1, 2, 3, 4].flatMap((offset) => listPaperRows(db, filter, sort, "asc", { offset, limit: 1 }).map((p) => p.id));
        expect(paged).toEqual(all);
        expect(countPaperRows(db, filter)).toBe(all.length);
      }
    }
    expect(whole({ ...ANY, strategy: "chemlit" }, "imported").length).toBeGreaterThan(0);
    expect(whole({ ...ANY, strategy: "chemlit" }, "imported").length).toBeLessThan(4);
  });

  it("groups the export summary from an index when it counts over the QAs, and reads the pending queue still from the reviewer's key", () => {
    const { db, seed } = library();
    const plan = (sql: string, params: Record<string, unknown> = {}) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]).map((r) => r.detail).join(" | ");
    const pending = qaFilterSql({ queue: "pending" }, "me");
    expect(plan(`SELECT q.id FROM qa_items q ${whereClause([queueTerm("pending")])} ORDER BY q.id LIMIT 100`, pending.params)).toContain("sqlite_autoindex_annotations_1 (qa_id=? AND reviewer=?)");
    // A summary the tallies (migration 13) cannot answer, here "context not marked wrong",
    // reads run, paper, verdict and status from one covering index, not the QA rows.
    const statements: string[] = [];
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => (statements.push(sql), prepare(sql))) as typeof db.prepare;
    summarizeQaQuery(db, "me", { contextWrong: false });
    db.prepare = prepare;
    const grouped = statements.find((sql) => sql.includes("GROUP BY"))!;
    expect(plan(grouped, { reviewer: "me" })).toContain("USING COVERING INDEX qa_items_run_paper_verdict_status");
    // Same figures as counting the statuses one QA at a time.
    const summary = summarizeQaQuery(db, "me", {});
    const byHand = { unreviewed: 0, kept: 0, dropped: 0, disputed: 0 };
    for (const qaId of seed.qaIds) {
      const decisions = (db.prepare("SELECT decision FROM annotations WHERE qa_id = ?").pluck().all(qaId) as string[]).filter((d) => d !== "pending");
      const kept = decisions.includes("keep");
      const dropped = decisions.includes("drop");
      byHand[kept && dropped ? "disputed" : kept ? "kept" : dropped ? "dropped" : "unreviewed"]++;
    }
    expect(summary.statuses).toEqual(byHand);
    expect(byHand.disputed).toBeGreaterThan(0);
  });

  it("totals the library's QAs from the per-paper counts and lists the strategies run by run, with the same figures as counting from scratch", () => {
    const { db, seed } = library();
    // A run cancelled before it reached its paper: its strategy is not in the menu.
    const model = { id: null, name: "tiny-test-model", sha256: null, quantization: "Q8_0" };
    const cancelled = createRun(db, { strategy: "retchem", promptVersion: "retchem@2", settings: {}, model, seed: 1, paperIds: [seed.paperIds[1]!] });
    planWorkItems(db, cancelled, [{ paperId: seed.paperIds[1]!, itemKey: "factual", kind: "factual", scope: {} }]);
    setRunStatus(db, cancelled, "cancelled");
    // The statements the facets prepare, to read their plans.
    const statements: string[] = [];
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => (statements.push(sql), prepare(sql))) as typeof db.prepare;
    const facets = paperListFacets(db);
    db.prepare = prepare;
    expect(facets.totalQas).toBe((db.prepare("SELECT count(*) AS n FROM qa_items").get() as { n: number }).n);
    const fromScratch = db
      .prepare(
        `SELECT DISTINCT r.strategy FROM run_papers rp JOIN runs r ON r.id = rp.run_id
         WHERE r.status IN ('planned', 'running', 'paused')
            OR EXISTS (SELECT 1 FROM work_items w WHERE w.run_id = rp.run_id AND w.paper_id = rp.paper_id AND w.status IN ('running', 'done', 'failed'))
         ORDER BY 1`,
      )
      .pluck()
      .all();
    expect(facets.strategies).toEqual(fromScratch);
    expect(facets.strategies).toEqual(["chemlit", "sciqag"]);
    // None reads the QAs; the menu walks the runs and stops at each one's first paper it ran on.
    const plans = statements.map((sql) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join(" | "));
    expect(plans.length).toBeGreaterThanOrEqual(3);
    expect(plans.join(" || ")).not.toMatch(/qa_items/);
    expect(plans.some((plan) => /SCAN r\b/.test(plan) && /SEARCH rp/.test(plan))).toBe(true);
  });
});
