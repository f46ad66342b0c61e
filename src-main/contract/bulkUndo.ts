import { z } from "zod";

/**
 * What a bulk decision answers: how many QAs it actually changed and the token its undo is asked
 * by (review.undoBulk), null when nothing changed. The states before stay in the core, so the
 * answer is a few bytes whether it decided one QA or 100,000.
 */
export const BulkDecisionSchema = z.strictObject({
  changed: z.number().int(),
  undo: z.string().max(64).nullable(),
});
export type BulkDecision = z.infer<typeof BulkDecisionSchema>;

/** A bulk undo token as the renderer sends it back. */
export const BulkUndoTokenSchema = z.string().min(1).max(64);

/** QAs whose states before are kept for undo, over every bulk action kept; older actions fall off first. */
export const BULK_UNDO_QAS_KEPT = 1_000_000;
