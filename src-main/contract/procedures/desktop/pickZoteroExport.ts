import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";

/** A Zotero export (BibTeX or CSL-JSON) to import with `imports.importZotero`. */
export const pickZoteroExport = defineProcedure({
  args: z.tuple([]),
  result: z.string().nullable(),
  action: "open the file dialog",
});
