import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { PaperTableSchema } from "../../tables.ts";
import { id } from "../ids.ts";

/**
 * Reads the paper's PDF again for its tables and stores them in place of those kept (the rest of
 * what was read, and what rests on it, stays as it is); resolves with them as `paperTables` does.
 * PaperNotFoundError; PaperFileMissingError when the file moved or changed since import.
 */
export const readTables = defineProcedure({
  args: z.tuple([id]),
  result: z.array(PaperTableSchema).nullable(),
  action: "read the paper's tables",
});
