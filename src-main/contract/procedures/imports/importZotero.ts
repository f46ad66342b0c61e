import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ImportOptionsSchema, ZoteroEntryResultSchema, type ImportOptions } from "../../importResults.ts";
import { pathArg } from "../../pathArgs.ts";

/**
 * Imports the PDFs a Zotero export (BibTeX or CSL-JSON) names and takes each item's metadata
 * from the export, as corrections marked "from Zotero". Items whose paper is already in the
 * library (same file, same bytes, or same DOI) are matched instead of imported again. One
 * result per item, in the export's order; an item whose PDF is missing fails alone.
 * ZoteroExportUnreadableError when the export itself cannot be read.
 */
export const importZotero = defineProcedure({
  args: z.tuple([pathArg("import-source"), ImportOptionsSchema.optional()]),
  result: z.array(ZoteroEntryResultSchema),
  action: "import the Zotero export",
}).withParams<[exportFile: string, options?: ImportOptions]>();
