import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ImportQasRequestSchema, ImportQasResultSchema, type ImportQasRequest } from "../../qaImport.ts";
import type { ImportQasHooks } from "../hooks.ts";

/**
 * Imports a QA dataset made elsewhere as an imported run (see contract/qaImport.ts): its QAs
 * about a paper, a text, or each row's own text, through the same rule filters as a generated
 * run, then the judge when one is named. QaFileUnreadableError, QaFieldsNotFoundError,
 * UnknownFilterError, PaperNotFoundError, QaFileAlreadyImportedError and a judge or embedding
 * model that cannot be loaded store nothing. The run is stored before its QAs, so another call
 * can `cancel` it (the result then says "cancelled"; `resumeRun` goes on).
 */
export const importQas = defineProcedure({
  args: z.tuple([ImportQasRequestSchema]),
  result: ImportQasResultSchema,
  action: "import the QA file",
}).withParams<[request: ImportQasRequest, hooks?: ImportQasHooks]>();
