import type { ReviewService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import type { Emit } from "../events/EventHub.ts";
import { decideAll, restoreAll, undoDecision } from "./bulkChanges.ts";
import { BulkUndos } from "./bulkUndos.ts";
import { packStates } from "./worker/workerMessages.ts";
import { runInReviewWorker } from "./worker/runInReviewWorker.ts";

/**
 * From this many QAs on, a bulk decision or undo runs in a worker thread: writing 5,000 takes
 * the main thread long enough to be felt, 100,000 took seconds during which no call answered.
 * Fewer stay inline, where starting a thread would cost more than the write.
 */
export const BULK_IN_WORKER_MIN = 5_000;

/** Runs one review write after those before it (the review service's queue). */
export type Serialized = <T>(write: () => T | Promise<T>) => Promise<T>;

/**
 * The review's writes over many QAs at once: a decision for all of them, its undo by the token
 * its answer carries, and putting states back. Each is one transaction and one "review.changed"
 * event; large ones run in a worker thread.
 */
export function createBulkDecisions(
  db: () => LibraryDatabase,
  reviewer: () => string,
  emit: Emit,
  serialized: Serialized,
): Pick<ReviewService, "bulkDecide" | "undoBulk" | "restore"> {
  // What undoes each recent bulk decision, named by the token its answer carries.
  const undos = new BulkUndos();
  return {
    async bulkDecide(ids, decision) {
      const unique = [...new Set(ids)];
      const result = await serialized(async () => {
        const name = reviewer();
        const library = db().name;
        const before = unique.length < BULK_IN_WORKER_MIN ? packStates(decideAll(db(), name, unique, decision)) : await runInReviewWorker({ file: library, reviewer: name, job: { kind: "decide", ids: unique, decision } });
        const undo = before ? undos.keep(library, name, unique, before, decision) : null;
        return { changed: undo ? undos.get(undo, library).ids.length : 0, undo };
      });
      emit({ type: "review.changed", qaIds: unique });
      return result;
    },
    async undoBulk(token) {
      const ids = await serialized(async () => {
        const library = db().name;
        // The reviewer who decided, not whoever reviews now: a switch of reviewer in between must
        // not write the first one's states back under the second one's name.
        const { ids, before, decision, reviewer: name } = undos.get(token, library);
        try {
          if (ids.length < BULK_IN_WORKER_MIN) undoDecision(db(), name, ids, before, decision);
          else await runInReviewWorker({ file: library, reviewer: name, job: { kind: "undo", ids, before, decision } });
        } catch (error) {
          // Changed since: trying again would be refused again, so it is not kept for another try.
          if (error instanceof Error && error.name === "BulkUndoOutdatedError") undos.forget(token);
          throw error;
        }
        undos.forget(token);
        return ids;
      });
      emit({ type: "review.changed", qaIds: ids });
    },
    async restore(states) {
      await serialized(async () => {
        const name = reviewer();
        if (states.length < BULK_IN_WORKER_MIN) restoreAll(db(), name, states);
        else await runInReviewWorker({ file: db().name, reviewer: name, job: { kind: "restore", states } });
      });
      emit({ type: "review.changed", qaIds: [...new Set(states.map((s) => s.id))] });
    },
  };
}
