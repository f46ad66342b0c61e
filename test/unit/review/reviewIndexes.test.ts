import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { qaFilterSql, queueTerm, whereClause } from "../../../src-main/core/db/repositories/reviewFilterSql.ts";
import type { QaQuery } from "../../../src-main/contract/qaQueries.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("migration 2: the indexes behind the library and review views", () => {
  it("upgrades a version-1 library, and the review filters read their lists from the new indexes", () => {
    const file = path.join(tempDir(), "library.sqlite");
    closeDatabase(openDatabase(file, { targetVersion: 1 }));
    const db = openDatabase(file, { targetVersion: 2 });
    expect(db.pragma("user_version", { simple: true })).toBe(2);
    const planOf = (query: QaQuery) => {
      const filter = qaFilterSql(query, "me");
      const where = filter.queue ? [...filter.where, queueTerm(filter.queue)] : filter.where;
      return db
        .prepare(`EXPLAIN QUERY PLAN SELECT q.id FROM qa_items q ${whereClause(where)} ORDER BY q.id LIMIT 100`)
        .all(filter.params)
        .map((row) => (row as { detail: string }).detail)
        .join(" | ");
    };
    expect(planOf({ queue: "kept" })).toContain("annotations_reviewer_decision_qa");
    expect(planOf({ scoreRanges: [{ metric: "faithfulness", min: 0.5 }] })).toContain("scores_metric_value_qa");
    expect(planOf({ types: ["causal"] })).toContain("annotations_corrected_type");
    expect(planOf({ difficulties: ["hard"] })).toContain("annotations_corrected_difficulty");
    expect(planOf({ contextWrong: true })).toContain("annotations_context_wrong");
    // Removing a paper nulls the evidence pointing at each of its passages: a lookup, not a scan.
    const evidence = db.prepare(`EXPLAIN QUERY PLAN UPDATE qa_evidence SET passage_id = NULL WHERE passage_id = 7`).all();
    expect(JSON.stringify(evidence)).toContain("qa_evidence_passage");
    closeDatabase(db);
  });
});
