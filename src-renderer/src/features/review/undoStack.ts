import type { BulkDecision } from "@contract/bulkUndo.ts";
import type { ReviewChange, ReviewState } from "@contract/review.ts";

// Undo for review work: an edit or a decision on one QA pushes what it looked like before, and
// undo hands that state to review.restore; a bulk decision pushes the tokens the core keeps its
// states before by (its answer stays small however many QAs it changed), and undo hands them to
// review.undoBulk. Either way every QA gets back exactly what it had.

export interface UndoEntry {
  /** What undoing will revert, e.g. "Kept QA 3 of 16" or "Dropped 240 QAs". */
  label: string;
  changes: { id: number; before: ReviewState }[];
  /** A bulk decision's undos, one token per call it took, undone last first; absent for an edit. */
  tokens?: string[];
  /** The QAs each token's call changed, beside `tokens`: what an undo stopped midway says it put back. */
  tokenQas?: number[];
  /** Where the focus view stood when the change was made, to return there on undo. */
  index?: number;
}

/** Entries kept; older ones fall off. */
export const UNDO_LIMIT = 100;

/** An entry for the changes a call returned, leaving out QAs the call did not actually change. */
export function undoEntry(label: string, changes: readonly ReviewChange[], index?: number): UndoEntry | null {
  const real = changes.filter((change) => !sameState(change.before, change.after));
  if (real.length === 0) return null;
  return { label, changes: real.map((change) => ({ id: change.id, before: change.before })), ...(index === undefined ? {} : { index }) };
}

/** An entry for a bulk decision from what its calls answered (no token where a call changed nothing). */
export function bulkUndoEntry(label: string, answers: readonly BulkDecision[], index?: number): UndoEntry | null {
  const kept = answers.filter((answer): answer is { changed: number; undo: string } => answer.undo !== null);
  if (kept.length === 0) return null;
  return { label, changes: [], tokens: kept.map((a) => a.undo), tokenQas: kept.map((a) => a.changed), ...(index === undefined ? {} : { index }) };
}

export function pushUndo(stack: readonly UndoEntry[], entry: UndoEntry | null, limit = UNDO_LIMIT): UndoEntry[] {
  if (!entry) return [...stack];
  const next = [...stack, entry];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/** The entry to undo and the stack without it; null when there is nothing to undo. */
export function popUndo(stack: readonly UndoEntry[]): { entry: UndoEntry; rest: UndoEntry[] } | null {
  if (stack.length === 0) return null;
  return { entry: stack[stack.length - 1]!, rest: stack.slice(0, -1) };
}

/** review.restore's argument for an entry. */
export function restoreArgs(entry: UndoEntry): { id: number; state: ReviewState }[] {
  return entry.changes.map((change) => ({ id: change.id, state: change.before }));
}

// Every field of a state is a string, boolean or null, so field-by-field equality is enough.
function sameState(a: ReviewState, b: ReviewState): boolean {
  return (Object.keys(a) as (keyof ReviewState)[]).every((key) => a[key] === b[key]);
}
