import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ImportQasRequestSchema, ImportQasResultSchema, type ImportQasRequest } from "../../qaImport.ts";

/**
 * Imports a QA dataset made elsewhere as an imported run (see contract/qaImport.ts): its QAs
 * about a paper, a text, or each row's own text, through the same rule filters as a generated
 * run, then the judge when one is named. QaFileUnreadableError, QaFieldsNotFoundError,
 * UnknownFilterError and PaperNotFoundError store nothing.
 */
export const importQas = defineProcedure({
  args: z.tuple([ImportQasRequestSchema]),
  result: ImportQasResultSchema,
  action: "import the QA file",
}).withParams<[request: ImportQasRequest, hooks?: { signal?: AbortSignal }]>();
