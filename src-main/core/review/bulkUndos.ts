import { randomUUID } from "node:crypto";
import { BULK_UNDO_QAS_KEPT } from "../../contract/bulkUndo.ts";
import type { ReviewDecision } from "../../contract/review.ts";
import { BulkUndoGoneError } from "../errors/BulkUndoGoneError.ts";
import type { PackedStates } from "./worker/workerMessages.ts";

/** One bulk decision as its undo needs it: the QAs it changed, each one's state before, the decision given. */
export interface KeptUndo {
  /** The library file it was made in: another library's undo is refused. */
  library: string;
  /** Whose decisions it changed: the undo puts back that reviewer's states, whoever reviews now. */
  reviewer: string;
  ids: number[];
  before: PackedStates;
  decision: ReviewDecision;
}

/**
 * The undos of bulk decisions, kept in the core and named by a random token, so a decision's
 * answer stays a few bytes however many QAs it changed. Memory only: after a restart every token
 * is refused. At most `maxQas` QAs are held over all undos; the oldest fall off first.
 */
export class BulkUndos {
  private readonly kept = new Map<string, KeptUndo>();
  private qas = 0;
  private readonly maxQas: number;

  constructor(maxQas = BULK_UNDO_QAS_KEPT) {
    this.maxQas = maxQas;
  }

  /** Keeps what undoing a decision on `ids` (with its states `before`, in the same order) restores; null when it changed nothing. */
  keep(library: string, reviewer: string, ids: readonly number[], before: PackedStates, decision: ReviewDecision): string | null {
    // Only QAs the decision actually changed are put back: one already so decided keeps any later change.
    const changed: number[] = [];
    const index: number[] = [];
    ids.forEach((id, i) => {
      const at = before.index[i]!;
      if (before.distinct[at]!.decision === decision) return;
      changed.push(id);
      index.push(at);
    });
    if (changed.length === 0) return null;
    const token = randomUUID();
    this.kept.set(token, { library, reviewer, ids: changed, before: { distinct: before.distinct, index: Uint32Array.from(index) }, decision });
    this.qas += changed.length;
    for (const oldest of this.kept.keys()) {
      if (this.qas <= this.maxQas || oldest === token) break;
      this.forget(oldest);
    }
    return token;
  }

  /** The undo `token` names in `library`; refused when it is not kept (any more). */
  get(token: string, library: string): KeptUndo {
    const undo = this.kept.get(token);
    if (!undo || undo.library !== library) throw new BulkUndoGoneError();
    return undo;
  }

  forget(token: string): void {
    const undo = this.kept.get(token);
    if (!undo) return;
    this.kept.delete(token);
    this.qas -= undo.ids.length;
  }
}
