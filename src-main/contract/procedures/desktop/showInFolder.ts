import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { pathArg } from "../../pathArgs.ts";

export const showInFolder = defineProcedure({
  args: z.tuple([pathArg("reveal")]),
  result: z.void(),
  action: "show the file in its folder",
});
