import { z } from "zod";

/** Which way a list is sorted: the library's papers and Review's QAs are both asked for in one. */
export const SortOrderSchema = z.enum(["asc", "desc"]);
export type SortOrder = z.infer<typeof SortOrderSchema>;
