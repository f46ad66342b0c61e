import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppEvent } from "../../../src-main/contract/events.ts";
import { RenameReviewerResultSchema, ReviewerSummarySchema } from "../../../src-main/contract/reviewers.ts";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { listAnnotations, upsertAnnotation } from "../../../src-main/core/db/repositories/annotations.ts";
import { seedReviewLibrary, type ReviewSeed } from "../../support/reviewData.ts";
import { tempDir } from "../../support/tempDir.ts";

// Changing the reviewer name in the settings: the same person under a new name takes their
// decisions along (review.renameReviewer); a different reviewer starts with none and sees the
// earlier ones as another reviewer's (settings.update).

let core: Core;
let seed: ReviewSeed;
let events: AppEvent[];

beforeEach(() => {
  core = createCore({ dataDir: tempDir() });
  seed = seedReviewLibrary(core.db(), 1, 6);
  events = [];
  core.events.subscribe((e) => events.push(e));
});
afterEach(() => core.closeAsync());

const names = (qaId: number) => listAnnotations(core.db(), qaId).map((a) => [a.reviewer, a.decision]);
/** Sets when an annotation last changed, so which of two is newer is known. */
const changedAt = (qaId: number, reviewer: string, at: string) =>
  core.db().prepare(`UPDATE annotations SET updated_at = ? WHERE qa_id = ? AND reviewer = ?`).run(at, qaId, reviewer);

describe("renaming the reviewer", () => {
  it("keeps every decision and correction when it is the same person under a new name", async () => {
    const { review, settings } = core.services;
    const [a, b, c] = seed.qaIds as [number, number, number];
    await review.bulkDecide([a, b], "keep");
    await review.annotate(c, { decision: "drop", answer: "A better answer.", contextWrong: true });
    const before = await review.counts();
    expect(before).toMatchObject({ reviewer: "me", kept: 2, dropped: 1, pending: 3 });
    events.length = 0;

    const result = RenameReviewerResultSchema.parse(await review.renameReviewer("  ana  "));
    expect(result).toEqual({ from: "me", to: "ana", moved: 3, merged: 0 });
    expect((await settings.get()).reviewer).toBe("ana");
    // Review shows the same queue under the new name: nothing went back to pending.
    expect(await review.counts()).toEqual({ ...before, reviewer: "ana" });
    expect((await review.get(c)).review).toMatchObject({ decision: "drop", answer: "A better answer.", contextWrong: true });
    expect((await review.get(c)).others).toEqual([]);
    expect(names(a)).toEqual([["ana", "keep"]]);
    expect((await review.reviewers()).map((r) => ReviewerSummarySchema.parse(r))).toEqual([
      expect.objectContaining({ name: "ana", current: true, kept: 2, dropped: 1, annotated: 3 }),
    ]);
    // The settings view and the review views hear of both changes.
    expect(events.map((e) => e.type)).toEqual(["settings.changed", "review.changed"]);
    expect(events[1]).toMatchObject({ qaIds: [a, b, c] });
  });

  it("leaves the decisions with the old name when it is a different reviewer, shown as another reviewer's", async () => {
    const { review, settings } = core.services;
    const [a, b] = seed.qaIds as [number, number];
    await review.annotate(a, { decision: "keep", answer: "Corrected by me." });
    await review.annotate(b, { decision: "drop" });

    await settings.update({ reviewer: "ana" });
    expect(await review.counts()).toMatchObject({ reviewer: "ana", kept: 0, dropped: 0, pending: 6 });
    const detail = await review.get(a);
    expect(detail.review.decision).toBe("pending");
    expect(detail.others).toEqual([expect.objectContaining({ reviewer: "me", decision: "keep", answer: "Corrected by me." })]);
    expect(detail.row).toMatchObject({ decision: "pending", status: "kept", others: { kept: 1, dropped: 0 } });
    // Ana disagrees on the second QA: it becomes disputed, and both names keep their own decisions.
    await review.annotate(b, { decision: "keep" });
    expect((await review.get(b)).row).toMatchObject({ decision: "keep", status: "disputed", others: { kept: 0, dropped: 1 } });
    expect((await review.reviewers()).map(({ name, current, kept, dropped }) => ({ name, current, kept, dropped }))).toEqual([
      { name: "ana", current: true, kept: 1, dropped: 0 },
      { name: "me", current: false, kept: 1, dropped: 1 },
    ]);
  });

  it("merges into a name that already has decisions: field by field, the newer value wins, a missing one is filled in", async () => {
    const db = core.db();
    const [bothA, bothB, onlyMe, onlyAna] = seed.qaIds as [number, number, number, number];
    // bothA: me kept with a corrected answer (older); ana later set a type without deciding.
    upsertAnnotation(db, { qaId: bothA, reviewer: "me", decision: "keep", correctedAnswer: "My answer." });
    upsertAnnotation(db, { qaId: bothA, reviewer: "ana", decision: "pending", correctedType: "causal" });
    changedAt(bothA, "me", "2026-01-01T10:00:00.000Z");
    changedAt(bothA, "ana", "2026-01-02T10:00:00.000Z");
    // bothB: ana kept it first, me dropped it later with a note.
    upsertAnnotation(db, { qaId: bothB, reviewer: "ana", decision: "keep", note: "fine" });
    upsertAnnotation(db, { qaId: bothB, reviewer: "me", decision: "drop", note: "wrong unit" });
    changedAt(bothB, "ana", "2026-01-01T10:00:00.000Z");
    changedAt(bothB, "me", "2026-01-03T10:00:00.000Z");
    upsertAnnotation(db, { qaId: onlyMe, reviewer: "me", decision: "keep" });
    upsertAnnotation(db, { qaId: onlyAna, reviewer: "ana", decision: "drop" });

    const result = await core.services.review.renameReviewer("ana");
    expect(result).toEqual({ from: "me", to: "ana", moved: 1, merged: 2 });
    expect(listAnnotations(db, bothA)).toEqual([
      expect.objectContaining({ reviewer: "ana", decision: "keep", correctedAnswer: "My answer.", correctedType: "causal", updatedAt: "2026-01-02T10:00:00.000Z" }),
    ]);
    expect(listAnnotations(db, bothB)).toEqual([expect.objectContaining({ reviewer: "ana", decision: "drop", note: "wrong unit", updatedAt: "2026-01-03T10:00:00.000Z" })]);
    expect(names(onlyMe)).toEqual([["ana", "keep"]]);
    expect(names(onlyAna)).toEqual([["ana", "drop"]]);
    expect(db.prepare(`SELECT count(*) AS n FROM annotations WHERE reviewer = 'me'`).get()).toEqual({ n: 0 });
    expect(await core.services.review.counts()).toMatchObject({ reviewer: "ana", kept: 2, dropped: 2 });
  });

  it("refuses an empty name and changes nothing", async () => {
    const { review, settings } = core.services;
    await review.annotate(seed.qaIds[0]!, { decision: "keep" });
    events.length = 0;
    await expect(review.renameReviewer("   ")).rejects.toMatchObject({ name: "InvalidReviewerNameError", message: expect.stringContaining("cannot be empty") });
    expect((await settings.get()).reviewer).toBe("me");
    expect(names(seed.qaIds[0]!)).toEqual([["me", "keep"]]);
    expect(events).toEqual([]);
  });

  it("is a no-op for the name already in use", async () => {
    await core.services.review.annotate(seed.qaIds[0]!, { decision: "keep" });
    expect(await core.services.review.renameReviewer("me")).toEqual({ from: "me", to: "me", moved: 0, merged: 0 });
    expect(names(seed.qaIds[0]!)).toEqual([["me", "keep"]]);
  });
});
