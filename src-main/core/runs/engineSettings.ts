import { PERPLEXITY_SHIFT_FILTER } from "../../contract/metricIds.ts";
import { EngineSettingsSchema, engineOptionsOf, readEngineSettings, type EngineSettings } from "../../contract/engineSettings.ts";
import type { GenerateRequest } from "../../contract/pipeline.ts";
import type { RunRow } from "../db/repositories/runs.ts";

// The settings themselves, their defaults and how an older stored run reads are declared once, in
// contract/engineSettings.ts; these are the run-side readings of it.
export type { EngineSettings };

/** Recorded beside the requested engine settings once the generator exists: the context it really got. */
export const CONTEXT_USED_KEY = "contextSizeUsed";

/** The engine settings a run was stored with, defaults filled in. */
export function engineOf(run: RunRow): EngineSettings & { contextSizeUsed?: number } {
  return readEngineSettings<{ contextSizeUsed: number }>(run.engine);
}

/** The engine settings a new run is planned with: the request's, defaults filled in; scoring follows the chosen filters. */
export function engineOfRequest(request: GenerateRequest, filters: string[]): EngineSettings {
  return EngineSettingsSchema.parse({ ...engineOptionsOf(request), perplexityShift: filters.includes(PERPLEXITY_SHIFT_FILTER), filters });
}
