import { registryIdOf } from "../../contract/pathArgs.ts";
import type { JudgeService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { runIdsOfQas } from "../db/repositories/qaItems.ts";
import type { ModelsServiceHandle } from "../llm/models/ModelsServiceHandle.ts";
import type { Judging } from "../pipeline/judge/createJudging.ts";

export interface JudgeServiceOptions {
  db: () => LibraryDatabase;
  judging: Judging;
  models: ModelsServiceHandle;
  /** Rebuilds a run's stored report, if it has one (`report.refreshStored`). Defaults to none. */
  refreshReport?: (runId: number) => Promise<void>;
}

/**
 * The `judge` service: grading existing QAs with a judge model (the engine is
 * ../pipeline/judge/, shared with runs and QA imports), and what such a grading would select.
 * `evaluate` as the user sees it: a judge model that cannot be used is marked where models are
 * listed, and the stored reports of the runs judged are rebuilt before the call resolves, so
 * the Report opened next shows the new scores (they would otherwise miss them).
 */
export function createJudgeService(options: JudgeServiceOptions): JudgeService {
  return {
    async evaluate(request, hooks) {
      let result: Awaited<ReturnType<Judging["evaluate"]>>;
      try {
        result = await options.judging.evaluate(request, hooks);
      } catch (error) {
        // A judge model that cannot be used (its server down) is marked where models are listed.
        const judgeId = registryIdOf(request.judgeModel);
        if (judgeId !== null) options.models.noteFailure(judgeId, error);
        throw error;
      }
      if (options.refreshReport) {
        const runIds = request.runId !== undefined ? [request.runId] : runIdsOfQas(options.db(), { paperIds: request.paperIds, qaIds: request.qaIds });
        for (const runId of runIds) await options.refreshReport(runId);
      }
      return result;
    },
    async evaluatePreview(request) {
      return options.judging.evaluatePreview(request);
    },
  };
}
