import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { id } from "../ids.ts";
import { PaperTablesPageSchema } from "../../paperTablesPages.ts";

/**
 * Reads the paper's PDF again for its tables and stores them in place of those kept (the rest of
 * what was read, and what rests on it, stays as it is); resolves with the first part of them as
 * `paperTablesPage` does (ask for the rest from its `next`), so a paper of any size is answered.
 * PaperNotFoundError; PaperFileMissingError when the file moved or changed since import.
 */
export const readTables = defineProcedure({
  args: z.tuple([id]),
  result: PaperTablesPageSchema,
  action: "read the paper's tables",
});
