import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { RuntimeInfoSchema } from "../../llm.ts";

/** The backend in use (and why, when it is not the one asked for), GPU devices, memory, threads. */
export const runtimeInfo = defineProcedure({
  args: z.tuple([]),
  result: RuntimeInfoSchema,
  action: "read the model runtime's details",
});
