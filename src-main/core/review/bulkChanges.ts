import type { ReviewChange, ReviewDecision, ReviewState } from "../../contract/review.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { readReviewStates, requireQas, writeReviewStates } from "../db/repositories/reviewStates.ts";

// The two writes that touch many QAs at once, each one transaction. The review service runs
// them inline for a few QAs and in a worker thread (reviewWorker.ts) for many, so both paths
// share this one definition.

/** Gives every QA of `ids` (which must exist and be distinct) the decision; returns each change. */
export function decideAll(db: LibraryDatabase, reviewer: string, ids: number[], decision: ReviewDecision): ReviewChange[] {
  return db
    .transaction((): ReviewChange[] => {
      requireQas(db, ids);
      const before = readReviewStates(db, reviewer, ids);
      const changes = ids.map((id, i) => ({ id, before: before[i]!, after: { ...before[i]!, decision } }));
      writeReviewStates(db, reviewer, changes.map(({ id, after }) => ({ id, state: after })));
      return changes;
    })
    .immediate();
}

/** Puts states back (undo). A QA removed since (with its paper or run) fails the whole undo, and nothing changes. */
export function restoreAll(db: LibraryDatabase, reviewer: string, states: { id: number; state: ReviewState }[]): void {
  db.transaction(() => {
    requireQas(db, states.map((s) => s.id));
    writeReviewStates(db, reviewer, states);
  }).immediate();
}
