import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ExportPreviewRequestSchema, ExportPreviewSchema } from "../../exportRequests.ts";

/** The record count and the first records as the file would hold them. */
export const exportPreview = defineProcedure({
  args: z.tuple([ExportPreviewRequestSchema]),
  result: ExportPreviewSchema,
  action: "preview the export",
});
