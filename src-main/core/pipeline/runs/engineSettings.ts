import type { GenerateRequest } from "../../../contract/pipeline.ts";
import type { RunRow } from "../../db/repositories/runs.ts";

/** How a run's model is loaded: kept with the run's settings so `resume` loads it the same way. */
export interface EngineSettings {
  lanes: number;
  contextSize: "auto" | number;
  temperature: number;
  perplexityShift: boolean;
  dsePerThreshold: number;
  maxAttempts: number;
  /** The rule filters the run applies (`runFilterNames`); absent for runs stored before filters were chosen, which apply them all. */
  filters?: string[];
}

/** Recorded beside the requested engine settings once the generator exists: the context it really got. */
export const CONTEXT_USED_KEY = "contextSizeUsed";
// The context follows the model when none is asked for (see requestedContextSize).
export const DEFAULT_ENGINE: EngineSettings = { lanes: 2, contextSize: "auto", temperature: 0, perplexityShift: true, dsePerThreshold: 0, maxAttempts: 3 };

/** The engine settings a run was stored with, defaults filled in. */
export function engineOf(run: RunRow): EngineSettings & { contextSizeUsed?: number } {
  return { ...DEFAULT_ENGINE, ...(run.engine as Partial<EngineSettings>) };
}

/** The engine settings a new run is planned with: the request's, defaults filled in; scoring follows the chosen filters. */
export function engineOfRequest(request: GenerateRequest, filters: string[]): EngineSettings {
  return {
    lanes: request.lanes ?? DEFAULT_ENGINE.lanes,
    contextSize: request.contextSize ?? DEFAULT_ENGINE.contextSize,
    temperature: request.temperature ?? DEFAULT_ENGINE.temperature,
    perplexityShift: filters.includes("dseper"),
    filters,
    dsePerThreshold: request.dsePerThreshold ?? DEFAULT_ENGINE.dsePerThreshold,
    maxAttempts: request.maxAttempts ?? DEFAULT_ENGINE.maxAttempts,
  };
}
