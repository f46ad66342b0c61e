import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { BulkUndoTokenSchema } from "../../bulkUndo.ts";

/**
 * Undoes one bulk decision, named by the token review.bulkDecide answered: every QA gets back
 * exactly its state before. Refused, changing nothing, when the undo is no longer kept (the app
 * restarted, another library was opened, or many later bulk actions pushed it out) or when any of
 * its QAs was changed since.
 */
export const undoBulk = defineProcedure({
  args: z.tuple([BulkUndoTokenSchema]),
  result: z.void(),
  action: "undo the bulk review change",
});
