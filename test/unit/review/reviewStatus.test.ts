import { describe, expect, it } from "vitest";
import type { QaQuery } from "../../../src-main/contract/qaQueries.ts";
import type { ReviewStatus } from "../../../src-main/contract/review.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { upsertAnnotation } from "../../../src-main/core/db/repositories/annotations.ts";
import { countQaRecords, selectQaRecords } from "../../../src-main/core/export/selectQaRecords.ts";
import { createReviewService } from "../../../src-main/core/review/createReviewService.ts";
import { seedDecisions, seedReviewLibrary, type ReviewSeed } from "../../support/reviewData.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";

// One definition of where a QA stands with every reviewer together: the export record's
// review.status, the export's "leave out dropped", and the review view's rows and filter must
// agree on the same library. seedDecisions: "me" keeps every 3rd QA and drops every 5th of the
// others; "someone-else" drops every 4th. "carl" sets one QA back to pending, which is no decision.

const N = 30;
const expected = (i: number): ReviewStatus => {
  const kept = i % 3 === 0;
  const dropped = (i % 5 === 0 && !kept) || i % 4 === 0;
  return kept && dropped ? "disputed" : kept ? "kept" : dropped ? "dropped" : "unreviewed";
};

let db: LibraryDatabase;
let seed: ReviewSeed;

libraryEachTest((opened) => {
  db = opened;
  seed = seedReviewLibrary(db, 3, 10);
  seedDecisions(db, seed.qaIds);
  upsertAnnotation(db, { qaId: seed.qaIds[1]!, reviewer: "carl", decision: "pending", correctedType: "factual" });
});

const STATUSES: ReviewStatus[] = ["unreviewed", "kept", "dropped", "disputed"];

describe("the review status shared by Review and Export", () => {
  it("is the same for every QA in the export records and the review rows, whoever is reviewing", async () => {
    const want = new Map(seed.qaIds.map((id, i) => [id, expected(i)]));
    // Every status occurs, so the comparison below covers each one.
    expect(new Set(want.values())).toEqual(new Set(STATUSES));

    const exported = new Map([...selectQaRecords(db, "me")].map((r) => [r.id, r.review.status]));
    expect(exported).toEqual(want);
    for (const reviewer of ["me", "someone-else", "nobody-yet"]) {
      const review = createReviewService(() => db, () => reviewer, () => undefined);
      const rows = (await review.query({ limit: 1000 })).rows;
      expect(new Map(rows.map((r) => [r.id, r.status]))).toEqual(want);
    }
  });

  it("selects the same QAs in the review filter as in the export, and 'leave out dropped' means status dropped", async () => {
    const review = createReviewService(() => db, () => "me", () => undefined);
    const exported = [...selectQaRecords(db, "me")];
    for (const status of STATUSES) {
      const ids = await review.ids({ statuses: [status] });
      expect(ids).toEqual(exported.filter((r) => r.review.status === status).map((r) => r.id));
      expect((await review.query({ query: { statuses: [status] }, limit: 1 })).total).toBe(ids.length);
    }
    // "Kept by any reviewer": kept or disputed.
    expect(await review.ids({ statuses: ["kept", "disputed"] })).toEqual(seed.qaIds.filter((_, i) => i % 3 === 0));

    const notDropped = { statuses: ["unreviewed", "kept", "disputed"] } satisfies QaQuery;
    const leftIn = [...selectQaRecords(db, "me", notDropped)].map((r) => r.id);
    expect(leftIn).toEqual(await review.ids(notDropped));
    expect(countQaRecords(db, "me", notDropped)).toBe(leftIn.length);
    expect(leftIn.length).toBeLessThan(N);
  });

  it("combines with the reviewer's own queue: my kept QAs that someone else dropped are disputed", async () => {
    const review = createReviewService(() => db, () => "me", () => undefined);
    expect(await review.ids({ queue: "kept", statuses: ["disputed"] })).toEqual(seed.qaIds.filter((_, i) => i % 3 === 0 && i % 4 === 0));
    const counts = await review.counts({ statuses: ["disputed"] });
    expect(counts).toMatchObject({ reviewer: "me", total: seed.qaIds.filter((_, i) => expected(i) === "disputed").length });
  });
});
