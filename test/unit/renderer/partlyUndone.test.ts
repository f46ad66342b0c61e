import { describe, expect, it } from "vitest";
import type { ReviewService } from "../../../src-main/contract/services.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { createReviewService } from "../../../src-main/core/review/createReviewService.ts";
import { reviewErrorText } from "../../../src-renderer/src/features/review/reviewErrors.ts";
import { undoChange } from "../../../src-renderer/src/features/review/undoChange.ts";
import { bulkUndoEntry } from "../../../src-renderer/src/features/review/undoStack.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";
import { seedReviewLibrary, type ReviewSeed } from "../../support/reviewData.ts";

// A change over more QAs than one call takes (100,000 from the review table) is several calls,
// each with its own undo, undone last first. Here two calls stand for them, on a real library.
let db: LibraryDatabase;
let seed: ReviewSeed;
let review: ReviewService;

libraryEachTest((opened) => {
  db = opened;
  seed = seedReviewLibrary(db, 2, 5);
  review = createReviewService(() => db, () => "ana", () => undefined);
});

describe("undoing a change made of several calls", () => {
  it("says what was put back when a later call is refused after earlier ones were undone, not that nothing was changed", async () => {
    const first = seed.qaIds.slice(0, 4);
    const second = seed.qaIds.slice(4, 7);
    const entry = bulkUndoEntry("Dropped 7 QAs", [await review.bulkDecide(first, "drop"), await review.bulkDecide(second, "drop")])!;
    // Another window corrects a QA of the first call: the second call's undo goes through, the first's is refused.
    await review.annotate(first[1]!, { answer: "Corrected after the drop." });

    const outcome = await undoChange(entry, "Kept QA 3 of 16", review);
    expect(outcome.kept).toBeNull();
    expect(reviewErrorText("undo the last change", outcome.error)).toBe(
      "Could not undo all of “Dropped 7 QAs”: 3 of its 7 QAs were put back as they were before it; the other 4 were left as they are, because some of them were changed since, and undoing them would overwrite those later changes. It is no longer offered for undo. U now undoes “Kept QA 3 of 16”.",
    );
    // What it says is what the library holds.
    expect(await review.counts()).toMatchObject({ dropped: 4, pending: 6 });
  });

  it("still says nothing was changed when the first call undone is the one refused, without that call's own count", async () => {
    const entry = bulkUndoEntry("Kept 7 QAs", [await review.bulkDecide(seed.qaIds.slice(0, 4), "keep"), await review.bulkDecide(seed.qaIds.slice(4, 7), "keep")])!;
    await review.annotate(seed.qaIds[5]!, { note: "Checked twice." });
    const outcome = await undoChange(entry, null, review);
    expect(reviewErrorText("undo the last change", outcome.error)).toBe(
      "Could not undo “Kept 7 QAs”: Some of its QAs were changed since, so undoing it would overwrite those later changes. Nothing was changed. It is no longer offered for undo. Nothing else is left to undo.",
    );
    expect(await review.counts()).toMatchObject({ kept: 7 });
  });

  it("undoes every call when none is refused", async () => {
    const entry = bulkUndoEntry("Dropped 7 QAs", [await review.bulkDecide(seed.qaIds.slice(0, 4), "drop"), await review.bulkDecide(seed.qaIds.slice(4, 7), "drop")])!;
    expect(await undoChange(entry, null, review)).toEqual({ kept: null });
    expect(await review.counts()).toMatchObject({ dropped: 0, pending: 10 });
  });
});
