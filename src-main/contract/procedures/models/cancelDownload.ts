import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";

/** Stops a download started in this process (the partial file stays for a resume); false when none is running. */
export const cancelDownload = defineProcedure({
  args: z.tuple([z.string().min(1)]),
  result: z.boolean(),
  action: "stop the download",
});
