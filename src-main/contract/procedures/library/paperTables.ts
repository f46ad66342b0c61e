import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { PaperTableSchema } from "../../tables.ts";
import { id } from "../ids.ts";

/**
 * The paper's tables in reading order, each cell with its box on the page, for the paper view;
 * null when its tables were never read (imported before Distillate read tables), [] when it has
 * none. PaperNotFoundError; PaperTablesTooLargeError when they hold more than one answer carries
 * (then `paperTablesPage` gives them a part at a time, as the app and the CLI always ask).
 */
export const paperTables = defineProcedure({
  args: z.tuple([id]),
  result: z.array(PaperTableSchema).nullable(),
  action: "open the paper's tables",
});
