import { describe, expect, it } from "vitest";
import type { AppEvent } from "../../../src-main/contract/events.ts";
import { QaDetailSchema } from "../../../src-main/contract/qaDetail.ts";
import { ReviewChangeSchema, UNREVIEWED } from "../../../src-main/contract/review.ts";
import type { ReviewService } from "../../../src-main/contract/services.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { listAnnotations } from "../../../src-main/core/db/repositories/annotations.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { createReviewService } from "../../../src-main/core/review/createReviewService.ts";
import { seedReviewLibrary, type ReviewSeed } from "../../support/reviewData.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";


let db: LibraryDatabase;
let seed: ReviewSeed;
let events: AppEvent[];
let review: ReviewService;

libraryEachTest((opened) => {
  db = opened;
  seed = seedReviewLibrary(db, 2, 5);
  events = [];
  review = createReviewService(() => db, () => "ana", (e) => events.push(e));
});

describe("reviewing one QA", () => {
  it("shows everything needed to judge it: original values, evidence in its paragraph, scores with reasons", async () => {
    const id = seed.qaIds[2]!;
    const detail = QaDetailSchema.parse(await review.get(id));
    const passage = listPassages(db, seed.paperIds[0]!)[1]!;
    expect(detail.original).toEqual({ question: "Question 2 about the bandgap of sample 0?", answer: "Answer 2: the bandgap changed.", type: "comparative", difficulty: "hard" });
    expect(detail.review).toEqual(UNREVIEWED);
    expect(detail.hop).toBe("single");
    expect(detail.negative).toBe(false);
    expect(detail.section).toBe("Phase purity");
    expect(detail.labels).toEqual({ index: 2 });
    expect(detail.context).toEqual({ policy: "whole-paper" });
    expect(detail.evidence).toHaveLength(1);
    const [evidence] = detail.evidence;
    expect(evidence!.passageText).toBe(passage.text);
    expect(evidence!.passageText!.slice(evidence!.start!, evidence!.end!)).toBe(evidence!.text);
    expect(detail.scores).toEqual([
      { metric: "faithfulness", value: 0.2, verdict: "info", reason: "judged 2", counts: null },
      { metric: "numeric-source", value: null, verdict: "pass", reason: "numbers found", counts: null },
    ]);
    await expect(review.get(999_999)).rejects.toMatchObject({ name: "QaNotFoundError", message: expect.stringContaining("999999") });
  });

  it("stores a correction next to the generated answer, which stays as generated", async () => {
    const id = seed.qaIds[0]!;
    const change = ReviewChangeSchema.parse(await review.annotate(id, { answer: "Fixed answer.", difficulty: "hard", contextWrong: true, note: "check fig. 2" }));
    expect(change).toEqual({
      id,
      before: UNREVIEWED,
      after: { ...UNREVIEWED, answer: "Fixed answer.", difficulty: "hard", contextWrong: true, note: "check fig. 2" },
    });
    const detail = await review.get(id);
    expect(detail.row).toMatchObject({ answer: "Fixed answer.", difficulty: "hard", edited: true, contextWrong: true, decision: "pending" });
    expect(detail.original.answer).toBe("Answer 0: the perovskite changed.");
    expect(listAnnotations(db, id)).toMatchObject([{ reviewer: "ana", correctedAnswer: "Fixed answer.", contextCorrect: false, note: "check fig. 2" }]);
    expect(events).toEqual([{ type: "review.changed", qaIds: [id] }]);

    // Keeping changes only the decision; unmarking "context wrong" stores no judgement at all.
    const kept = await review.annotate(id, { decision: "keep", contextWrong: false });
    expect(kept.after).toEqual({ ...change.after, decision: "keep", contextWrong: false });
    expect(listAnnotations(db, id)[0]!.contextCorrect).toBeNull();
  });

  it("stores the evaluation labels: answer correct, answerable from the context, corrected question and context", async () => {
    const id = seed.qaIds[4]!;
    const change = await review.annotate(id, { answerCorrect: "unsure", answerable: false, question: "What changed in the grain?", context: "Only the second paragraph says so." });
    expect(change.after).toEqual({ ...UNREVIEWED, answerCorrect: "unsure", answerable: false, question: "What changed in the grain?", context: "Only the second paragraph says so." });
    const detail = await review.get(id);
    // The table shows the question as corrected, the focus view keeps the generated one beside it.
    expect(detail.row).toMatchObject({ question: "What changed in the grain?", edited: true });
    expect(detail.original.question).toBe("Question 4 about the solvent of sample 0?");
    expect(listAnnotations(db, id)).toMatchObject([
      { answerCorrect: "unsure", answerable: false, correctedQuestion: "What changed in the grain?", correctedContext: "Only the second paragraph says so." },
    ]);
    // Saying "yes" later replaces "unsure"; the question back as generated is no correction.
    const after = await review.annotate(id, { answerCorrect: "yes", question: "Question 4 about the solvent of sample 0?" });
    expect(after.after).toMatchObject({ answerCorrect: "yes", answerable: false, question: null });
  });

  it("stores no correction when the 'correction' is what was generated", async () => {
    const id = seed.qaIds[1]!;
    await review.annotate(id, { answer: "Something else." });
    const back = await review.annotate(id, { answer: "Answer 1: the annealing changed.", type: "causal", difficulty: "medium" });
    expect(back.after).toMatchObject({ answer: null, type: null, difficulty: null });
    expect((await review.get(id)).row.edited).toBe(false);
    expect(listAnnotations(db, id)[0]).toMatchObject({ correctedAnswer: null, correctedType: null, correctedDifficulty: null });
  });

  it("undoes an edit exactly by restoring the state it returned", async () => {
    const id = seed.qaIds[3]!;
    const first = await review.annotate(id, { decision: "drop", note: "vague" });
    const second = await review.annotate(id, { decision: "keep", answer: "Better.", type: "definition" });
    await review.restore([{ id, state: second.before }]);
    expect((await review.get(id)).review).toEqual(first.after);
    await review.restore([{ id, state: first.before }]);
    expect((await review.get(id)).review).toEqual(UNREVIEWED);
    expect((await review.get(id)).row).toMatchObject({ decision: "pending", edited: false, answer: "Answer 3: the grain changed." });
    expect(events.map((e) => e.type)).toEqual(["review.changed", "review.changed", "review.changed", "review.changed"]);
    await expect(review.annotate(999_999, { decision: "keep" })).rejects.toMatchObject({ name: "QaNotFoundError" });
  });

  it("decides many QAs in one step and one event, and undoes them in one step by the token it answered", async () => {
    await review.annotate(seed.qaIds[0]!, { decision: "drop", answer: "Kept correction." });
    await review.annotate(seed.qaIds[1]!, { decision: "keep", note: "already kept" });
    events.length = 0;
    const ids = seed.qaIds.slice(0, 6);
    const decided = await review.bulkDecide(ids, "keep");
    // One QA was kept already: five changed, and the answer is a count and a token, not the states.
    expect(decided).toEqual({ changed: 5, undo: expect.any(String) });
    expect(events).toEqual([{ type: "review.changed", qaIds: ids }]);
    expect(await review.counts()).toEqual({ reviewer: "ana", total: 10, pending: 4, kept: 6, dropped: 0 });

    await review.undoBulk(decided.undo!);
    expect(await review.counts()).toEqual({ reviewer: "ana", total: 10, pending: 8, kept: 1, dropped: 1 });
    expect((await review.get(seed.qaIds[0]!)).review).toMatchObject({ decision: "drop", answer: "Kept correction." });
    expect((await review.get(seed.qaIds[1]!)).review).toMatchObject({ decision: "keep", note: "already kept" });
    expect((await review.get(seed.qaIds[2]!)).review).toEqual(UNREVIEWED);
    expect(events).toEqual([{ type: "review.changed", qaIds: ids }, { type: "review.changed", qaIds: [seed.qaIds[0], ...ids.slice(2)] }]);
    // Undone once: the token is spent, and asking again changes nothing.
    await expect(review.undoBulk(decided.undo!)).rejects.toMatchObject({ name: "BulkUndoGoneError" });
    expect(await review.bulkDecide([seed.qaIds[1]!], "keep")).toEqual({ changed: 0, undo: null });
  });

  it("refuses an undo when one of its QAs was changed since, or when the undo is no longer kept, and changes nothing", async () => {
    const ids = seed.qaIds.slice(0, 4);
    const decided = await review.bulkDecide(ids, "drop");
    await review.annotate(ids[2]!, { answer: "Corrected after the drop." });
    await expect(review.undoBulk(decided.undo!)).rejects.toMatchObject({ name: "BulkUndoOutdatedError", message: expect.stringMatching(/^1 of its 4 QAs was changed since, so undoing it would overwrite that later change/) });
    expect(await review.counts()).toMatchObject({ dropped: 4, pending: 6 });
    expect((await review.get(ids[2]!)).review).toMatchObject({ decision: "drop", answer: "Corrected after the drop." });
    // A review service started afresh (the app restarted) knows no earlier token.
    const second = await review.bulkDecide(seed.qaIds.slice(5, 7), "keep");
    const restarted = createReviewService(() => db, () => "ana", () => undefined);
    await expect(restarted.undoBulk(second.undo!)).rejects.toMatchObject({ name: "BulkUndoGoneError" });
    expect(await restarted.counts()).toMatchObject({ kept: 2, dropped: 4 });
  });

  it("changes nothing when a bulk decision names a QA that does not exist", async () => {
    await expect(review.bulkDecide([seed.qaIds[0]!, 999_999], "drop")).rejects.toMatchObject({ name: "QaNotFoundError" });
    expect(await review.counts()).toEqual({ reviewer: "ana", total: 10, pending: 10, kept: 0, dropped: 0 });
    expect(events).toEqual([]);
  });
});
