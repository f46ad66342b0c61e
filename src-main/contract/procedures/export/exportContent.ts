import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ExportContentSchema, ExportPreviewRequestSchema } from "../../exportRequests.ts";

/** The whole export as text, for a browser download; ExportTooLargeError past the size limit. */
export const exportContent = defineProcedure({
  args: z.tuple([ExportPreviewRequestSchema.omit({ limit: true })]),
  result: ExportContentSchema,
  action: "prepare the export",
});
