import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ExportPresetSchema, presetQuery } from "../../../src-main/contract/qaSelection.ts";
import type { QaQuery } from "../../../src-main/contract/qaQueries.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { summarizeQaQuery } from "../../../src-main/core/db/repositories/qaSelectionSummary.ts";
import { ExportRunner } from "../../../src-main/core/export/ExportRunner.ts";
import { selectQaRecords } from "../../../src-main/core/export/selectQaRecords.ts";
import { createReviewService } from "../../../src-main/core/review/createReviewService.ts";
import { seedDecisions, seedReviewLibrary, type ReviewSeed } from "../../support/reviewData.ts";
import { tempDir } from "../../support/tempDir.ts";

// "Export these" promises the file holds exactly the rows Review shows. Both read one query
// builder; this checks it from the outside, on a real library file: the ids the review table
// pages through, in its order, against the records an export writes, for searches, score
// ranges, queues, statuses, sorts and every preset.

let dir: string;
let db: LibraryDatabase;
let seed: ReviewSeed;
beforeEach(() => {
  dir = tempDir();
  db = openDatabase(path.join(dir, "library.sqlite"));
  seed = seedReviewLibrary(db, 4, 10);
  seedDecisions(db, seed.qaIds, "me");
});
afterEach(() => closeDatabase(db));

const QUERIES: QaQuery[] = [
  {},
  { search: "perovskite" },
  { search: "bandg*" },
  { search: "sample 2 annealing" },
  { scoreRanges: [{ metric: "faithfulness", min: 0.3, max: 0.7 }] },
  { scoreRanges: [{ metric: "faithfulness", min: 0.5 }, { metric: "numeric-source" }] },
  { queue: "pending", search: "grain" },
  { queue: "kept", scoreRanges: [{ metric: "faithfulness", max: 0.4 }] },
  { queue: "dropped" },
  { statuses: ["disputed"] },
  { statuses: ["unreviewed", "kept"], verdicts: ["accepted"], types: ["causal"] },
  { difficulties: ["hard"], sort: "question", order: "desc" },
  { sort: "paper", search: "film" },
  { sort: "difficulty", queue: "reviewed" },
  ...ExportPresetSchema.options.map((preset) => presetQuery(preset)),
];

/** Every row the review table shows for a query, paging as the view does. */
async function reviewRows(query: QaQuery): Promise<{ ids: number[]; total: number }> {
  const review = createReviewService(() => db, () => "me", () => undefined);
  const ids: number[] = [];
  let total = -1;
  for (let offset = 0; total === -1 || offset < total; offset += 7) {
    const page = await review.query({ query, offset, limit: 7 });
    total = page.total!; // counted: the request did not ask for the rows alone
    ids.push(...page.rows.map((r) => r.id));
    if (page.rows.length === 0) break;
  }
  return { ids, total };
}

describe("Review and export select the same QAs", () => {
  it.each(QUERIES.map((query) => [JSON.stringify(query), query] as const))("%s", async (_name, query) => {
    const shown = await reviewRows(query);
    const exported = [...selectQaRecords(db, "me", query, { pageSize: 4 })];
    expect(exported.map((r) => r.id)).toEqual(shown.ids);
    const summary = summarizeQaQuery(db, "me", query);
    expect(summary.total).toBe(shown.total);
    expect(summary.total).toBe(shown.ids.length);
    // The summary's tallies are the exported records' own, counted one by one.
    const tally = <K extends string>(keys: K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
    const verdicts = tally(["accepted", "rejected", "pending"]);
    const statuses = tally(["unreviewed", "kept", "dropped", "disputed"]);
    for (const r of exported) {
      verdicts[r.verdict]++;
      statuses[r.review.status]++;
    }
    expect(summary.verdicts).toEqual(verdicts);
    expect(summary.statuses).toEqual(statuses);
    expect(summary.paperCount).toBe(new Set(exported.map((r) => r.paper.id)).size);
    expect(summary.strategies.reduce((n, s) => n + s.count, 0)).toBe(shown.total);
  });

  it("writes the file in a worker with exactly the rows Review shows, in Review's order", async () => {
    const exports = new ExportRunner({ dataDir: dir, databasePath: path.join(dir, "library.sqlite") });
    const query: QaQuery = { search: "the", scoreRanges: [{ metric: "faithfulness", min: 0.2, max: 0.8 }], queue: "pending", sort: "question", order: "desc" };
    const shown = await reviewRows(query);
    expect(shown.ids.length).toBeGreaterThan(3);
    const out = await exports.toFile({ out: path.join(tempDir(), "these.jsonl"), format: "jsonl", selection: { query, reviewer: "me" } });
    const ids = fs.readFileSync(out.path, "utf8").split("\n").filter(Boolean).map((line) => (JSON.parse(line) as { id: number }).id);
    expect(ids).toEqual(shown.ids);
    expect(out.records).toBe(shown.total);
  });
});
