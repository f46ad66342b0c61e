import type { RetryChanges } from "@contract/pipeline.ts";
import type { SettingsValue } from "./settingsFields.ts";

export interface RetryChoices {
  /** The model picked; null when none is (the run's was removed). */
  modelId: number | null;
  /** The run's own model; null once removed from the registry. */
  runModelId: number | null;
  /** The method's settings that differ from the run's. */
  settings: Record<string, SettingsValue>;
  /** The run options ("Context size", "Attempts per item") that differ from the run's. */
  options: Record<string, SettingsValue>;
}

/**
 * What "Retry failed…" sends, from what differs from the run: every changed field, a cleared one
 * too. A cleared "Context size" means what its hint says, "follows the model", which the request
 * spells "auto"; leaving it out would retry at the run's own size, the one that failed.
 */
export function retryChanges(choices: RetryChoices): RetryChanges {
  const changes: RetryChanges = {};
  if (choices.modelId !== null && choices.modelId !== choices.runModelId) changes.model = String(choices.modelId);
  if (Object.keys(choices.settings).length > 0) changes.settings = { ...choices.settings };
  const { contextSize, maxAttempts } = choices.options;
  if ("contextSize" in choices.options) changes.contextSize = typeof contextSize === "number" ? contextSize : "auto";
  if (typeof maxAttempts === "number") changes.maxAttempts = maxAttempts;
  return changes;
}

/** Whether the changes make QAs another way, so the retry becomes a run of its own (the core decides the same: prepareRetry). */
export function retryMakesNewRun(changes: RetryChanges): boolean {
  return changes.model !== undefined || changes.settings !== undefined || changes.contextSize !== undefined;
}
