import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { DbInfoSchema } from "../../library.ts";

/** The database file, its schema version and the row count of every table. */
export const dbInfo = defineProcedure({
  args: z.tuple([]),
  result: DbInfoSchema,
  action: "read the library's details",
});
