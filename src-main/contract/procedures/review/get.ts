import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { QaDetailSchema } from "../../qaDetail.ts";
import { id } from "../ids.ts";

/** The focus view of one QA. QaNotFoundError. */
export const get = defineProcedure({
  args: z.tuple([id]),
  result: QaDetailSchema,
  action: "open the QA",
});
