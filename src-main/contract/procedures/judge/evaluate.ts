import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { EvaluateRequestSchema, JudgeProgressSchema, type EvaluateRequest } from "../../judge.ts";
import type { EvaluateHooks } from "../hooks.ts";

/**
 * Grades existing QAs (a run's, some papers', or these ids) with a judge model on the RACAR
 * criteria, each QA once per judge model: QAs it graded before are only re-verdicted against the
 * current thresholds. Resolves when all are judged or the signal stops it.
 */
export const evaluate = defineProcedure({
  args: z.tuple([EvaluateRequestSchema]),
  result: JudgeProgressSchema,
  action: "judge the QAs",
}).withParams<[request: EvaluateRequest, hooks?: EvaluateHooks]>();
