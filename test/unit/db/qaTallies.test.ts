import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { QaQuery } from "../../../src-main/contract/qaQueries.ts";
import type { ReviewStatus } from "../../../src-main/contract/review.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { upsertAnnotation } from "../../../src-main/core/db/repositories/annotations.ts";
import { deletePaper } from "../../../src-main/core/db/repositories/papers.ts";
import { insertQaItem, setQaVerdict, type Verdict } from "../../../src-main/core/db/repositories/qaItems.ts";
import { summarizeQaQuery } from "../../../src-main/core/db/repositories/qaSelectionSummary.ts";
import { renameReviewerAnnotations } from "../../../src-main/core/db/repositories/reviewers.ts";
import { countQaQuery, countQueues } from "../../../src-main/core/db/repositories/reviewCounts.ts";
import { queryQaIds, queryQaPage } from "../../../src-main/core/db/repositories/reviewPage.ts";
import { paperReviewStandings } from "../../../src-main/core/db/repositories/reviewStatus.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { decideAll, restoreAll } from "../../../src-main/core/review/bulkChanges.ts";
import { seedDecisions, seedReviewLibrary, type ReviewSeed } from "../../support/reviewData.ts";
import { seededRandom } from "../../support/seededRandom.ts";
import { tempDir } from "../../support/tempDir.ts";

// Migration 013 keeps each QA's review status on its row and counts QAs and decisions by run,
// paper, verdict and status, all by triggers; the review counts, totals and export summary read
// those counts when the query only filters on what they carry. Here a random sequence of real
// writes runs against a library, and after each batch the counts must equal a recomputation from
// the QAs and decisions, and every answer read from them the same answer counted over the QAs.

/** Where a QA stands, worked out here from its decisions, independently of the triggers. */
function statusOf(decisions: string[]): ReviewStatus {
  const kept = decisions.includes("keep");
  const dropped = decisions.includes("drop");
  return kept && dropped ? "disputed" : kept ? "kept" : dropped ? "dropped" : "unreviewed";
}

type Row = Record<string, string | number>;

/** The tallies as stored, and as counted from scratch with the status worked out from the decisions. */
function talliesAndRecount(db: LibraryDatabase) {
  const qas = db.prepare("SELECT id, run_id, paper_id, verdict, review_status FROM qa_items").all() as Row[];
  const decisions = db.prepare("SELECT qa_id, reviewer, decision FROM annotations").all() as { qa_id: number; reviewer: string; decision: string }[];
  const byQa = new Map<number, typeof decisions>();
  for (const d of decisions) byQa.set(d.qa_id, [...(byQa.get(d.qa_id) ?? []), d]);
  const status = new Map(qas.map((q) => [q.id as number, statusOf((byQa.get(q.id as number) ?? []).map((d) => d.decision))]));
  const count = (keys: string[]) => {
    const n = new Map<string, number>();
    for (const k of keys) n.set(k, (n.get(k) ?? 0) + 1);
    return [...n].map(([k, v]) => `${k}|${v}`).sort();
  };
  const key = (q: Row) => `${q.run_id}|${q.paper_id}|${q.verdict}|${status.get(q.id as number)}`;
  const qaById = new Map(qas.map((q) => [q.id as number, q]));
  return {
    storedStatuses: qas.map((q) => `${q.id}|${q.review_status}`).sort(),
    statuses: qas.map((q) => `${q.id}|${status.get(q.id as number)}`).sort(),
    stored: (db.prepare("SELECT run_id || '|' || paper_id || '|' || verdict || '|' || review_status || '|' || n AS k FROM qa_tallies").pluck().all() as string[]).sort(),
    recounted: count(qas.map(key)),
    storedDecisions: (
      db.prepare("SELECT reviewer || '|' || decision || '|' || run_id || '|' || paper_id || '|' || verdict || '|' || review_status || '|' || n FROM qa_decision_tallies").pluck().all() as string[]
    ).sort(),
    recountedDecisions: count(decisions.filter((d) => d.decision === "keep" || d.decision === "drop").map((d) => `${d.reviewer}|${d.decision}|${key(qaById.get(d.qa_id)!)}`)),
    zeros: (db.prepare("SELECT (SELECT count(*) FROM qa_tallies WHERE n <= 0) + (SELECT count(*) FROM qa_decision_tallies WHERE n <= 0) AS n").get() as { n: number }).n,
  };
}

function expectTalliesExact(db: LibraryDatabase): void {
  const t = talliesAndRecount(db);
  expect(t.storedStatuses).toEqual(t.statuses);
  expect(t.stored).toEqual(t.recounted);
  expect(t.storedDecisions).toEqual(t.recountedDecisions);
  expect(t.zeros).toBe(0);
}

/**
 * The same query counted over the QAs: nobody in these tests marks a context wrong, so asking
 * for QAs whose context is not marked wrong selects every QA, but it is a filter the tallies do
 * not carry, which sends the counts down the general path.
 */
const overQas = (query: QaQuery): QaQuery => ({ ...query, contextWrong: false });

const REVIEWERS = ["me", "ann", "bob"] as const;
const VERDICTS: Verdict[] = ["pending", "accepted", "rejected"];
const STATUSES: ReviewStatus[] = ["unreviewed", "kept", "dropped", "disputed"];
const QUEUES = [undefined, "pending", "kept", "dropped", "reviewed"] as const;

/** Some of `values`, maybe none (then the filter is left out or given empty). */
function someOf<T>(next: () => number, values: readonly T[]): T[] | undefined {
  const r = next();
  if (r < 0.4) return undefined;
  if (r < 0.45) return [];
  return values.filter(() => next() < 0.5);
}

function randomQueries(next: () => number, db: LibraryDatabase, count: number): QaQuery[] {
  const paperIds = db.prepare("SELECT id FROM papers").pluck().all() as number[];
  const runIds = db.prepare("SELECT id FROM runs").pluck().all() as number[];
  const queries: QaQuery[] = [{}, { verdicts: ["rejected"] }, { statuses: ["kept", "disputed"] }, { queue: "pending", verdicts: ["rejected"] }];
  for (let i = 0; i < count; i++) {
    const query: QaQuery = {};
    const papers = someOf(next, paperIds);
    if (papers) query.paperIds = papers;
    const runs = someOf(next, runIds);
    if (runs) query.runIds = runs;
    const strategies = someOf(next, ["sciqag", "chemlit", "retchem"]);
    if (strategies) query.strategies = strategies;
    const verdicts = someOf(next, VERDICTS);
    if (verdicts) query.verdicts = verdicts;
    const statuses = someOf(next, STATUSES);
    if (statuses) query.statuses = statuses;
    const queue = QUEUES[Math.floor(next() * QUEUES.length)];
    if (queue) query.queue = queue;
    queries.push(query);
  }
  return queries;
}

/** Every count, total and summary of each query read from the tallies equals the one counted over the QAs. */
function expectSameAnswers(db: LibraryDatabase, queries: QaQuery[]): void {
  for (const query of queries) {
    for (const reviewer of REVIEWERS) {
      const general = overQas(query);
      expect(countQueues(db, reviewer, query), JSON.stringify({ reviewer, query })).toEqual(countQueues(db, reviewer, general));
      const total = countQaQuery(db, reviewer, query);
      expect(total, JSON.stringify({ reviewer, query })).toBe(countQaQuery(db, reviewer, general));
      expect(total).toBe(queryQaIds(db, reviewer, query).length);
      expect(queryQaPage(db, reviewer, { query, limit: 1 }).total).toBe(total);
      expect(summarizeQaQuery(db, reviewer, query), JSON.stringify({ reviewer, query })).toEqual(summarizeQaQuery(db, reviewer, general));
    }
  }
}

let db: LibraryDatabase | undefined;
afterEach(() => {
  if (db) closeDatabase(db);
  db = undefined;
});

describe("migration 13: review statuses and QA tallies kept by triggers", () => {
  it("keeps the tallies exact, and counts, totals and summaries equal to counting the QAs, through a random run of real writes", () => {
    db = openDatabase(path.join(tempDir(), "library.sqlite"));
    const library = db;
    const seed: ReviewSeed = seedReviewLibrary(library, 5, 8);
    const model = { id: null, name: "tiny-test-model", sha256: null, quantization: "Q8_0" };
    const retchem = createRun(library, { strategy: "retchem", promptVersion: "retchem@1", settings: {}, model, seed: 3, paperIds: seed.paperIds.slice(1) });
    const runs = [seed.runs.sciqag, seed.runs.chemlit, retchem];
    const next = seededRandom(13);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
    const qaIds = () => library.prepare("SELECT id FROM qa_items").pluck().all() as number[];
    const livePapers = () => library.prepare("SELECT id FROM papers").pluck().all() as number[];
    expectTalliesExact(library);

    const step = (kind: number) => {
      if (kind < 0.15) {
        const id = insertQaItem(library, { runId: pick(runs), workItemId: null, paperId: pick(livePapers()), question: "A new question?", answer: "An answer." });
        if (next() < 0.7) setQaVerdict(library, id, pick(VERDICTS));
      } else if (kind < 0.3) {
        setQaVerdict(library, pick(qaIds()), pick(VERDICTS));
      } else if (kind < 0.75) {
        upsertAnnotation(library, { qaId: pick(qaIds()), reviewer: pick(REVIEWERS), decision: pick(["keep", "drop", "pending"] as const) });
      } else if (kind < 0.85) {
        // A bulk decision on a few QAs, undone half of the time.
        const ids = [...new Set(Array.from({ length: 6 }, () => pick(qaIds())))];
        const reviewer = pick(REVIEWERS);
        const before = decideAll(library, reviewer, ids, pick(["keep", "drop", "pending"] as const));
        if (next() < 0.5) restoreAll(library, reviewer, ids.map((id, i) => ({ id, state: before[i]! })));
      } else {
        // A correction alone changes no count.
        upsertAnnotation(library, { qaId: pick(qaIds()), reviewer: pick(REVIEWERS), decision: "keep", correctedAnswer: "Corrected." });
      }
    };

    for (let batch = 0; batch < 6; batch++) {
      for (let i = 0; i < 40; i++) step(next());
      expectTalliesExact(library);
      expectSameAnswers(library, randomQueries(next, library, 12));
    }
    // Disputes exist, and someone's queue holds every kind of QA.
    expect(summarizeQaQuery(library, "me", {}).statuses.disputed).toBeGreaterThan(0);

    // Merging a reviewer into another: shared QAs become one decision, the rest change name.
    const merged = renameReviewerAnnotations(library, "bob", "ann");
    expect(merged.merged + merged.moved).toBeGreaterThan(0);
    expect(countQueues(library, "bob", {})).toMatchObject({ kept: 0, dropped: 0 });
    expectTalliesExact(library);
    expectSameAnswers(library, randomQueries(next, library, 12));

    // No view moves a decision to another QA, but the triggers count that too.
    const moving = library.prepare("SELECT a.id, a.reviewer FROM annotations a WHERE a.decision = 'keep' LIMIT 1").get() as { id: number; reviewer: string };
    const target = library.prepare("SELECT q.id FROM qa_items q WHERE NOT EXISTS (SELECT 1 FROM annotations a WHERE a.qa_id = q.id AND a.reviewer = ?) LIMIT 1").pluck().get(moving.reviewer);
    library.prepare("UPDATE annotations SET qa_id = ? WHERE id = ?").run(target, moving.id);
    expectTalliesExact(library);

    // Removing a paper takes its QAs, their decisions and their tallies with it.
    const gone = seed.paperIds[1]!;
    expect(deletePaper(library, gone)).toBe(true);
    expectTalliesExact(library);
    expect(library.prepare("SELECT count(*) FROM qa_tallies WHERE paper_id = ?").pluck().get(gone)).toBe(0);
    expect(library.prepare("SELECT count(*) FROM qa_decision_tallies WHERE paper_id = ?").pluck().get(gone)).toBe(0);
    expectSameAnswers(library, randomQueries(next, library, 12));

    // Where a paper's QAs stand reads the stored status too.
    const standing = paperReviewStandings(library, seed.paperIds[2]!);
    for (const [qaId, { status }] of standing) {
      const decisions = library.prepare("SELECT decision FROM annotations WHERE qa_id = ?").pluck().all(qaId) as string[];
      expect(status).toBe(statusOf(decisions));
    }
  });

  it("fills the statuses and tallies of a library that already has QAs and decisions when it upgrades", () => {
    const file = path.join(tempDir(), "library.sqlite");
    const old = openDatabase(file, { targetVersion: 12 });
    const seed = seedReviewLibrary(old, 3, 10);
    seedDecisions(old, seed.qaIds);
    seedDecisions(old, seed.qaIds.slice(5), "ann");
    setQaVerdict(old, seed.qaIds[3]!, "rejected");
    closeDatabase(old);
    db = openDatabase(file);
    expect(db.pragma("user_version", { simple: true })).toBeGreaterThanOrEqual(13);
    const t = talliesAndRecount(db);
    expect(t.stored.length).toBeGreaterThan(4);
    expect(t.storedDecisions.length).toBeGreaterThan(4);
    expectTalliesExact(db);
    expect(summarizeQaQuery(db, "me", {}).statuses.disputed).toBeGreaterThan(0);
    expectSameAnswers(db, randomQueries(seededRandom(5), db, 10));
  });

  it("counts queues, totals and summaries the tallies carry without reading the QAs or the decisions", () => {
    db = openDatabase(path.join(tempDir(), "library.sqlite"));
    const library = db;
    seedDecisions(library, seedReviewLibrary(library, 3, 6).qaIds);
    const statements: string[] = [];
    const prepare = library.prepare.bind(library);
    library.prepare = ((sql: string) => (statements.push(sql), prepare(sql))) as typeof library.prepare;
    countQueues(library, "me", { verdicts: ["rejected"] });
    countQaQuery(library, "me", { queue: "pending", verdicts: ["rejected"] });
    summarizeQaQuery(library, "me", { statuses: ["kept", "disputed"] });
    summarizeQaQuery(library, "me", { queue: "pending" });
    library.prepare = prepare;
    const counting = statements.filter((sql) => /qa_tallies|qa_decision_tallies/.test(sql));
    expect(counting.length).toBeGreaterThanOrEqual(4);
    for (const sql of counting) {
      const plan = (library.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ reviewer: "me", verdicts: "[]", statuses: "[]" }) as { detail: string }[]).map((r) => r.detail).join(" | ");
      expect(plan).not.toMatch(/qa_items|annotations/);
    }
  });
});
