import { describe, expect, it } from "vitest";
import type { QaQuery } from "../../../src-main/contract/qaQueries.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { upsertAnnotation } from "../../../src-main/core/db/repositories/annotations.ts";
import { paperName, paperNameSql } from "../../../src-main/core/db/repositories/paperName.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { insertQaItem, setQaVerdict } from "../../../src-main/core/db/repositories/qaItems.ts";
import { upsertScore } from "../../../src-main/core/db/repositories/scores.ts";
import { queryQaPage } from "../../../src-main/core/db/repositories/reviewPage.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { seededRandom } from "../../support/seededRandom.ts";
import { libraryForFile } from "../../support/libraryEachTest.ts";

// Review sorted by paper in a library with more QAs than the walk threshold (10,000 matching):
// the page is then read by walking papers in name order instead of sorting every match. The
// rows must be exactly those the general path gives (sorting every match, which a filter on
// corrected types always takes; every QA here is "factual"): same order, names ignoring case, ties on the
// paper id, untitled papers under their file name, at the start and deep in the selection.

const PAPERS = 60;
const QAS_PER_PAPER = 400; // 24,000 QAs: most filters below keep more than the threshold, "reviewed" fewer
const REVIEWER = "me";

let db: LibraryDatabase;
let names: Map<number, string>;

libraryForFile((opened) => {
  db = opened;
  const next = seededRandom(7);
  const words = ["zeolite", "Perovskite", "alumina", "Spinel", "garnet", "MOF", "perovskite"];
  names = new Map();
  db.transaction(() => {
    const paperIds: number[] = [];
    for (let i = 0; i < PAPERS; i++) {
      const paper = samplePaper(`sort-${i}`, 1);
      // Titles that repeat (ties broken by id), differ only in case, or are missing (the file name shows).
      const title = i % 9 === 0 ? null : `${words[i % words.length]} study ${i % 4}`;
      const fileName = `file-${String(PAPERS - i).padStart(3, "0")}.pdf`;
      const id = insertPaperDocument(db, { ...paper, title, sourcePath: `/papers/${fileName}` });
      paperIds.push(id);
      names.set(id, paperName({ title, fileName }));
    }
    const model = { id: null, name: "tiny", sha256: null, quantization: "Q8_0" };
    const runs = ["sciqag", "kgqa"].map((strategy, s) => createRun(db, { strategy, promptVersion: `${strategy}@1`, settings: {}, model, seed: s, paperIds }));
    // QAs of a paper are stored in several batches, so a paper's ids are not one block.
    for (let batch = 0; batch < 4; batch++) {
      for (const paperId of paperIds) {
        for (let k = 0; k < QAS_PER_PAPER / 4; k++) {
          const id = insertQaItem(db, {
            runId: runs[k % 2]!,
            workItemId: null,
            paperId,
            question: `Q ${paperId}.${batch}.${k}${k % 3 === 0 ? " on grain growth" : ""}?`,
            answer: "A.",
            type: "factual",
            difficulty: "easy",
            hop: "single",
            evidence: [],
          });
          if (k % 2 === 0) upsertScore(db, { qaId: id, metric: "faithfulness", value: next(), verdict: "pass", reason: "" });
          const r = next();
          setQaVerdict(db, id, r < 0.55 ? "accepted" : r < 0.75 ? "rejected" : "pending");
          const d = next();
          if (d < 0.3) upsertAnnotation(db, { qaId: id, reviewer: REVIEWER, decision: "keep" });
          else if (d < 0.4) upsertAnnotation(db, { qaId: id, reviewer: REVIEWER, decision: "drop" });
          if (next() < 0.1) upsertAnnotation(db, { qaId: id, reviewer: "other", decision: "drop" });
        }
      }
    }
  })();
});

const page = (query: QaQuery, offset: number, limit = 150) => queryQaPage(db, REVIEWER, { query, offset, limit, count: false }).rows;

describe("review sorted by paper in a large selection", () => {
  const queries: QaQuery[] = [
    {},
    { verdicts: ["accepted", "rejected"] },
    { queue: "pending" },
    { queue: "reviewed" },
    { statuses: ["unreviewed", "kept"] },
    { strategies: ["kgqa"] },
    { search: "grain" },
    { search: "grain", queue: "kept" },
    { search: "nowhere" },
    { scoreRanges: [{ metric: "faithfulness", min: 0.2, max: 0.9 }] },
    { contextWrong: false, statuses: ["disputed"] },
  ];
  for (const query of queries) {
    for (const order of ["asc", "desc"] as const) {
      it(`gives the same rows as sorting every match: ${JSON.stringify(query)} ${order}`, () => {
        const sorted = { ...query, sort: "paper" as const, order };
        for (const offset of [0, 4_000]) {
          const walked = page(sorted, offset);
          const general = page({ ...sorted, types: ["factual"] }, offset);
          if (offset === 0) expect(walked.length).toBe(query.search === "nowhere" ? 0 : 150);
          expect(walked.map((r) => r.id)).toEqual(general.map((r) => r.id));
        }
        // And in the order a user reads: by name ignoring case, then paper, then id.
        const rows = page(sorted, 0, 400);
        const sign = order === "asc" ? 1 : -1;
        // SQLite's NOCASE folds ASCII letters only, as lower-casing these ASCII names does.
        const key = (r: (typeof rows)[number]) => [names.get(r.paperId)!.toLowerCase(), r.paperId, r.id] as const;
        for (let i = 1; i < rows.length; i++) {
          const [an, ap, aid] = key(rows[i - 1]!);
          const [bn, bp, bid] = key(rows[i]!);
          const cmp = an !== bn ? (an < bn ? -1 : 1) : ap - bp || aid - bid;
          expect(Math.sign(cmp) * sign).toBe(-1);
        }
      });
    }
  }

  it("walks the papers in name order through their index, not a sort of every QA", () => {
    // The index (migration 014) is used only for an expression spelled as the app spells it.
    const plan = (db.prepare(`EXPLAIN QUERY PLAN SELECT p.id FROM papers p ORDER BY ${paperNameSql("p")} COLLATE NOCASE, p.id`).all() as { detail: string }[]).map((r) => r.detail);
    expect(plan.join("\n")).toContain("papers_name_order");
    expect(plan.join("\n")).not.toContain("TEMP B-TREE");
  });
});
