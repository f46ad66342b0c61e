import type { RunControls } from "../pipeline/ActiveRuns.ts";
import type { LoadedRun } from "../pipeline/jobs/loadRun.ts";
import type { RunModel } from "../pipeline/resolveRunModel.ts";
import type { EngineSettings } from "./engineSettings.ts";

/**
 * A run reserved to execute here, with what was read to reserve it: the run itself (its row,
 * strategy, settings and the papers its plan read), its model (resolved and checked against the
 * stored weights), its engine settings and its pause/cancel controls. It is handed on whole, so
 * executing it reads none of these again.
 */
export interface ReservedRun {
  runId: number;
  run: LoadedRun;
  model: RunModel;
  engine: EngineSettings;
  controls: RunControls;
}
