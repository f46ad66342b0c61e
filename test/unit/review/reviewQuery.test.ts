import { describe, expect, it } from "vitest";
import type { AppEvent } from "../../../src-main/contract/events.ts";
import type { QaQuery } from "../../../src-main/contract/qaQueries.ts";
import type { ReviewService } from "../../../src-main/contract/services.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { upsertAnnotation } from "../../../src-main/core/db/repositories/annotations.ts";
import { upsertScore } from "../../../src-main/core/db/repositories/scores.ts";
import { createReviewService } from "../../../src-main/core/review/createReviewService.ts";
import { seedDecisions, seedReviewLibrary, type ReviewSeed } from "../../support/reviewData.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";

// 4 papers x 10 QAs. QA number i (0-based, id order) follows the pattern in reviewData.ts;
// seedDecisions keeps every 3rd and drops every 5th of the others.
const N = 40;
const type = (i: number) => ["factual", "causal", "comparative"][i % 3];
const difficulty = (i: number) => (i % 7 === 6 ? null : ["easy", "medium", "hard"][i % 3]);
const verdict = (i: number) => ["accepted", "accepted", "rejected", "pending"][i % 4];
const decision = (i: number) => (i % 3 === 0 ? "keep" : i % 5 === 0 ? "drop" : "pending");

let db: LibraryDatabase;
let seed: ReviewSeed;
let events: AppEvent[];
let review: ReviewService;
let reviewer: string;

libraryEachTest((opened) => {
  db = opened;
  seed = seedReviewLibrary(db, 4, 10);
  seedDecisions(db, seed.qaIds);
  events = [];
  reviewer = "me";
  review = createReviewService(() => db, () => reviewer, (e) => events.push(e));
});

/** Ids of the QAs whose number passes `test`, in id order. */
const where = (test: (i: number) => boolean) => seed.qaIds.filter((_, i) => test(i));
const idsOf = async (query: QaQuery, limit = 1000) => (await review.query({ query, limit })).rows.map((r) => r.id);

describe("the review table", () => {
  it("pages through every QA in generation order with the total, and backwards with desc", async () => {
    const first = await review.query({ limit: 15 });
    const second = await review.query({ offset: 15, limit: 15 });
    const last = await review.query({ offset: 30, limit: 15 });
    expect([first.total, second.total, last.total]).toEqual([N, N, N]);
    expect([first.offset, second.offset, last.offset]).toEqual([0, 15, 30]);
    expect([...first.rows, ...second.rows, ...last.rows].map((r) => r.id)).toEqual(seed.qaIds);
    expect(last.rows).toHaveLength(10);
    expect(await idsOf({ order: "desc" })).toEqual([...seed.qaIds].reverse());
    expect((await review.query({ offset: 100 })).rows).toEqual([]);
  });

  it("answers with the rows alone when asked not to count, and counts the same selection in review.total", async () => {
    const queries: QaQuery[] = [
      {},
      { queue: "pending" },
      { queue: "pending", verdicts: ["rejected"] },
      { queue: "kept" },
      { search: "perovskite" },
      { sort: "paper", order: "desc" },
      { scoreRanges: [{ metric: "faithfulness", min: 0.5, max: 1 }] },
    ];
    for (const query of queries) {
      const counted = await review.query({ query, limit: 5 });
      const uncounted = await review.query({ query, limit: 5, count: false });
      // The same rows either way; the total is left out only when the page does not end the selection.
      expect(uncounted.rows.map((r) => r.id)).toEqual(counted.rows.map((r) => r.id));
      expect(uncounted.total).toBe(counted.rows.length < 5 ? counted.total : null);
      expect(await review.total(query)).toBe(counted.total);
      // A last page that is not full says where the selection ends without counting.
      const total = counted.total!;
      if (total > 0 && total % 5 !== 0) expect((await review.query({ query, offset: total - (total % 5), limit: 5, count: false })).total).toBe(total);
    }
    expect((await review.query({ query: { queue: "pending" }, limit: 5, count: false })).total).toBeNull();
  });

  it("shows each row as reviewed: paper title, strategy, decisions, and the page's scores with their verdicts", async () => {
    const [row0, row1] = (await review.query({ limit: 2 })).rows;
    expect(row0).toMatchObject({
      id: seed.qaIds[0],
      paperId: seed.paperIds[0],
      paperName: "Phase-pure formamidinium perovskites (review-0)",
      runId: seed.runs.sciqag,
      strategy: "sciqag",
      question: "Question 0 about the perovskite of sample 0?",
      answer: "Answer 0: the perovskite changed.",
      type: "factual",
      difficulty: "easy",
      verdict: "accepted",
      decision: "keep",
      // seedDecisions: I kept QA 0 and someone else dropped it.
      status: "disputed",
      others: { kept: 0, dropped: 1 },
      edited: false,
      contextWrong: false,
      scores: { faithfulness: { value: 0, verdict: "info" }, "numeric-source": { value: null, verdict: "pass" } },
    });
    expect(row1).toMatchObject({ decision: "pending", status: "unreviewed", others: { kept: 0, dropped: 0 } });
    expect(row1!.scores).toEqual({ faithfulness: { value: 0.1, verdict: "info", counts: null } });
    const chemlit = await review.query({ query: { strategies: ["chemlit"] } });
    expect(chemlit.rows.map((r) => [r.id, r.strategy])).toEqual([[seed.qaIds[9], "chemlit"]]);
  });

  it("filters by paper, run, strategy, verdict and queue", async () => {
    expect(await idsOf({ paperIds: [seed.paperIds[1]!, seed.paperIds[3]!] })).toEqual(where((i) => Math.floor(i / 10) % 2 === 1));
    expect(await idsOf({ runIds: [seed.runs.chemlit] })).toEqual([seed.qaIds[9]]);
    expect(await idsOf({ strategies: ["sciqag"] })).toEqual(where((i) => i !== 9));
    expect(await idsOf({ verdicts: ["rejected", "pending"] })).toEqual(where((i) => i % 4 >= 2));
    expect(await idsOf({ queue: "pending" })).toEqual(where((i) => decision(i) === "pending"));
    expect(await idsOf({ queue: "kept" })).toEqual(where((i) => decision(i) === "keep"));
    expect(await idsOf({ queue: "dropped" })).toEqual(where((i) => decision(i) === "drop"));
    expect(await idsOf({ queue: "reviewed" })).toEqual(where((i) => decision(i) !== "pending"));
    // Another reviewer's decisions (seedDecisions adds some) never show in my queues.
    reviewer = "someone-else";
    expect(await idsOf({ queue: "dropped" })).toEqual(where((i) => i % 4 === 0));
  });

  it("filters by type and difficulty as corrected, by score ranges and by 'context wrong'", async () => {
    expect(await idsOf({ types: ["causal"] })).toEqual(where((i) => type(i) === "causal"));
    expect(await idsOf({ difficulties: ["hard", "easy"] })).toEqual(where((i) => difficulty(i) === "hard" || difficulty(i) === "easy"));
    // QA 1 is generated "causal"/"medium"; the reviewer makes it "factual"/"hard".
    await review.annotate(seed.qaIds[1]!, { type: "factual", difficulty: "hard" });
    expect(await idsOf({ types: ["causal"] })).toEqual(where((i) => type(i) === "causal" && i !== 1));
    expect(await idsOf({ types: ["factual"] })).toEqual(where((i) => type(i) === "factual" || i === 1));
    expect(await idsOf({ difficulties: ["hard"] })).toEqual(where((i) => difficulty(i) === "hard" || i === 1));

    expect(await idsOf({ scoreRanges: [{ metric: "faithfulness", min: 0.7 }] })).toEqual(where((i) => i % 10 >= 7));
    expect(await idsOf({ scoreRanges: [{ metric: "faithfulness", min: 0.2, max: 0.4 }] })).toEqual(where((i) => i % 10 >= 2 && i % 10 <= 4));
    // A metric stored without values (pass/fail checks) still selects the QAs that have it.
    expect(await idsOf({ scoreRanges: [{ metric: "numeric-source" }, { metric: "faithfulness", max: 0.3 }] })).toEqual(
      where((i) => i % 2 === 0 && i % 10 <= 3),
    );
    expect(await idsOf({ scoreRanges: [{ metric: "no-such-metric" }] })).toEqual([]);

    await review.annotate(seed.qaIds[4]!, { contextWrong: true });
    expect(await idsOf({ contextWrong: true })).toEqual([seed.qaIds[4]]);
    expect(await idsOf({ contextWrong: false })).toEqual(where((i) => i !== 4));
  });

  it("keeps under a limit a check with nothing to check, but not a likeness known only to be below a repeat", async () => {
    const [measured, bounded, first, repeat, someMeasured] = seed.qaIds;
    const likeness = (qaId: number, value: number | null, verdict: "pass" | "fail", counts: { found: number; checked: number } | null) =>
      upsertScore(db, { qaId: qaId!, metric: "near-duplicate", value, verdict, reason: "", counts });
    likeness(measured!, 0.3, "pass", null);
    // None of 600 earlier QAs shared enough words to be measured: below 82%, which may be above 50%.
    likeness(bounded!, null, "pass", { found: 0, checked: 600 });
    // The paper's first QA: nothing earlier to compare, so nothing in it can be a repeat.
    likeness(first!, null, "pass", null);
    likeness(repeat!, 0.9, "fail", null);
    likeness(someMeasured!, 0.4, "pass", { found: 3, checked: 612 });
    const atMost = (max: number) => idsOf({ scoreRanges: [{ metric: "near-duplicate", max, orNothingToCheck: true }] });
    expect(await atMost(0.5)).toEqual([measured, first, someMeasured]);
    expect(await atMost(0.35)).toEqual([measured, first]);
    // Without orNothingToCheck (Review's own ranges) only measured figures are placed.
    expect(await idsOf({ scoreRanges: [{ metric: "near-duplicate", max: 0.5 }] })).toEqual([measured, someMeasured]);
  });

  it("combines filters, and the total always counts what the filters select", async () => {
    const query: QaQuery = { queue: "pending", verdicts: ["accepted"], scoreRanges: [{ metric: "faithfulness", min: 0.1 }] };
    const expected = where((i) => decision(i) === "pending" && verdict(i) === "accepted" && i % 10 >= 1);
    const page = await review.query({ query, limit: 3 });
    expect(page.total).toBe(expected.length);
    expect(page.rows.map((r) => r.id)).toEqual(expected.slice(0, 3));
    for (const q of [{ queue: "kept" }, { queue: "dropped", paperIds: [seed.paperIds[0]!] }, { queue: "pending", types: ["causal"] }] as QaQuery[]) {
      expect((await review.query({ query: q, limit: 1 })).total).toBe((await idsOf(q)).length);
    }
  });

  it("searches question and answer text, and no typed character can break the search", async () => {
    expect(await idsOf({ search: "bandgap" })).toEqual(where((i) => i % 8 === 2));
    expect(await idsOf({ search: "BANDGAP sample 3" })).toEqual(where((i) => i % 8 === 2 && Math.floor(i / 10) === 3));
    expect(await idsOf({ search: "lattice*" })).toEqual(where((i) => i % 8 === 5));
    for (const odd of ['"', "'", "*", "(", "bandgap)", "AND", "OR NOT", "NEAR(a b", "-film", "^grain", "col:umn", "a\"b", "{}[]", "\\", "%_"]) {
      const page = await review.query({ query: { search: odd } });
      expect(page.total).toBe(page.rows.length);
    }
    // Nothing searchable at all filters nothing.
    expect((await review.query({ query: { search: "(*)" } })).total).toBe(N);
  });

  it("sorts by paper, question and difficulty, with unset difficulties last", async () => {
    const byDifficulty = (await review.query({ query: { sort: "difficulty" }, limit: 100 })).rows;
    const rank = (d: string | null) => (d === null ? 9 : ["easy", "medium", "hard"].indexOf(d));
    expect(byDifficulty.map((r) => rank(r.difficulty))).toEqual([...byDifficulty.map((r) => rank(r.difficulty))].sort());
    expect(byDifficulty.at(-1)!.difficulty).toBeNull();
    const desc = (await review.query({ query: { sort: "difficulty", order: "desc" }, limit: 100 })).rows;
    expect(desc[0]!.difficulty).toBe("hard");
    expect(desc.at(-1)!.difficulty).toBeNull();

    const byQuestion = (await review.query({ query: { sort: "question" }, limit: 100 })).rows.map((r) => r.question);
    expect(byQuestion).toEqual([...byQuestion].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    const byPaper = (await review.query({ query: { sort: "paper", order: "desc" }, limit: 100 })).rows;
    expect(byPaper[0]!.paperId).toBe(seed.paperIds[3]);
    expect(byPaper.at(-1)!.paperId).toBe(seed.paperIds[0]);
  });

  it("lists every id a query selects, in the table's order, for bulk actions on all matching QAs", async () => {
    const queries: QaQuery[] = [{}, { queue: "pending", verdicts: ["accepted"] }, { sort: "difficulty", order: "desc" }, { queue: "kept", sort: "paper" }];
    for (const query of queries) {
      const paged = [...(await idsOf(query, 7)), ...(await review.query({ query, offset: 7, limit: 1000 })).rows.map((r) => r.id)];
      expect(await review.ids(query)).toEqual(paged);
    }
    expect(await review.ids({ queue: "dropped" })).toEqual(where((i) => decision(i) === "drop"));
  });

  it("counts the queues of a query whatever queue the query names", async () => {
    const all = { total: N, kept: where((i) => decision(i) === "keep").length, dropped: where((i) => decision(i) === "drop").length };
    // The counts say whose decisions they count.
    expect(await review.counts()).toEqual({ reviewer: "me", ...all, pending: all.total - all.kept - all.dropped });
    const paper0 = await review.counts({ paperIds: [seed.paperIds[0]!], queue: "kept" });
    expect(paper0).toEqual({ reviewer: "me", total: 10, kept: 4, dropped: 1, pending: 5 });
  });

  it("offers the strategies, types, metrics and runs present", async () => {
    upsertAnnotation(db, { qaId: seed.qaIds[0]!, reviewer: "me", decision: "keep", correctedType: "definition" });
    expect(await review.facets()).toEqual({
      strategies: ["chemlit", "sciqag"],
      types: ["causal", "comparative", "definition", "factual"],
      metrics: ["faithfulness", "numeric-source"],
      // A run's start time names it in the filter ("SciQAG · model · 5 Dec 08:35").
      runs: [
        { id: seed.runs.chemlit, strategy: "chemlit", model: "tiny-test-model", createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d/) },
        { id: seed.runs.sciqag, strategy: "sciqag", model: "tiny-test-model", createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d/) },
      ],
    });
    expect(events).toEqual([]);
  });
});
