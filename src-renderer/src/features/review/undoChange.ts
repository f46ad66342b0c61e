import { errorInfoOf } from "../../shared/errorInfo.ts";
import { RefusedUndoError } from "./reviewErrors.ts";
import { restoreArgs, type UndoEntry } from "./undoStack.ts";

/** Why the core refuses a bulk undo for good: asking again would be refused again. */
const BULK_UNDO_REFUSALS = new Set(["BulkUndoGoneError", "BulkUndoOutdatedError"]);

/** The core's calls an undo makes. */
export interface UndoCalls {
  undoBulk(token: string): Promise<unknown>;
  restore(states: ReturnType<typeof restoreArgs>): Promise<unknown>;
}

/** How an undo ended: the entry to keep offering (null when none), and the error to show if it failed. */
export interface UndoOutcome {
  kept: UndoEntry | null;
  error?: unknown;
}

/**
 * Undoes one entry: an edit by its states before, a bulk decision by its tokens, last first (a
 * change over more QAs than one call takes has several). An undo the core refuses for good (no
 * longer kept, or its QAs changed since) is not offered again, and the user is told which change
 * it was, how much of it was undone before the refusal, and what U undoes now (`next`), since the
 * list moved under them. Any other failure (no answer) keeps offering what was not undone yet.
 */
export async function undoChange(entry: UndoEntry, next: string | null, calls: UndoCalls): Promise<UndoOutcome> {
  const { tokens, tokenQas = [] } = entry;
  if (!tokens) {
    try {
      await calls.restore(restoreArgs(entry));
      return { kept: null };
    } catch (error) {
      return { kept: entry, error };
    }
  }
  let left = tokens.length;
  try {
    for (; left > 0; left--) await calls.undoBulk(tokens[left - 1]!);
    return { kept: null };
  } catch (error) {
    if (BULK_UNDO_REFUSALS.has(errorInfoOf(error).name)) {
      const sum = (qas: number[]) => qas.reduce((total, n) => total + n, 0);
      const partly = tokens.length > 1 ? { undone: sum(tokenQas.slice(left)), of: sum(tokenQas) } : undefined;
      return { kept: null, error: new RefusedUndoError(entry.label, next, error, partly) };
    }
    return { kept: { ...entry, tokens: tokens.slice(0, left), tokenQas: tokenQas.slice(0, left) }, error };
  }
}
