import type { ReviewDecision, ReviewState } from "../../contract/review.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { readReviewStates, requireQas, writeReviewStates } from "../db/repositories/reviewStates.ts";
import { BulkUndoOutdatedError } from "../errors/BulkUndoOutdatedError.ts";
import type { PackedStates } from "./worker/workerMessages.ts";

// The writes that touch many QAs at once, each one transaction. The review service runs them
// inline for a few QAs and in a worker thread (reviewWorker.ts) for many, so both paths share
// this one definition.

/** Gives every QA of `ids` (which must exist and be distinct) the decision; returns each one's state before, in order. */
export function decideAll(db: LibraryDatabase, reviewer: string, ids: number[], decision: ReviewDecision): ReviewState[] {
  return db
    .transaction((): ReviewState[] => {
      requireQas(db, ids);
      const before = readReviewStates(db, reviewer, ids);
      writeReviewStates(db, reviewer, ids.map((id, i) => ({ id, state: { ...before[i]!, decision } })));
      return before;
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

/**
 * Undoes a bulk decision: each QA of `ids` gets back its state `before`. Only if every one still
 * holds what the decision left (its state before with `decision`): a QA changed since (by an edit,
 * another window or the command line) refuses the whole undo, and nothing changes.
 */
export function undoDecision(db: LibraryDatabase, reviewer: string, ids: number[], before: PackedStates, decision: ReviewDecision): void {
  db.transaction(() => {
    requireQas(db, ids);
    const now = readReviewStates(db, reviewer, ids);
    const left = before.distinct.map((state) => ({ ...state, decision }));
    const changedSince = now.filter((state, i) => !sameState(state, left[before.index[i]!]!)).length;
    if (changedSince > 0) throw new BulkUndoOutdatedError(changedSince, ids.length);
    writeReviewStates(db, reviewer, ids.map((id, i) => ({ id, state: before.distinct[before.index[i]!]! })));
  }).immediate();
}

// Every field of a state is a string, boolean or null, so field-by-field equality is enough.
function sameState(a: ReviewState, b: ReviewState): boolean {
  return (Object.keys(a) as (keyof ReviewState)[]).every((key) => a[key] === b[key]);
}
