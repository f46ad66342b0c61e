import type { RunControls } from "../pipeline/ActiveRuns.ts";
import type { RunModel } from "../pipeline/resolveRunModel.ts";
import type { EngineSettings } from "./engineSettings.ts";

/**
 * A run reserved to execute here, with what was read to reserve it: its model (resolved and
 * checked against the stored weights), its engine settings and its pause/cancel controls. It is
 * handed on whole, so executing it reads none of these again.
 */
export interface ReservedRun {
  runId: number;
  model: RunModel;
  engine: EngineSettings;
  controls: RunControls;
}
