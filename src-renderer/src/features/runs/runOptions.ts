import type { GenerateRequest } from "@contract/pipeline.ts";
import { RUN_OPTIONS_SCHEMA } from "@contract/runOptions.ts";
import { changedValues, fieldsFromSchema, type SchemaField, type SettingsValue } from "./settingsFields.ts";

// The run-wide options of the form, described like a strategy's settings so the same inputs,
// bounds, default hints and "only what changed" rule apply. Titles and defaults are the
// contract's (RUN_OPTIONS_SCHEMA), the ones the core's messages quote. There is no run-wide
// temperature field: each strategy's "Temperature" setting is the one temperature of a run.

const option = (key: keyof typeof RUN_OPTIONS_SCHEMA.properties) => RUN_OPTIONS_SCHEMA.properties[key] as unknown as Record<string, unknown>;

export function runOptionFields(lanesDefault: number): SchemaField[] {
  return fieldsFromSchema({ properties: { lanes: { ...option("lanes"), default: lanesDefault }, seed: option("seed") } });
}

// dSePer is one of the method's filters (MethodFilters); only its threshold is an advanced option.
export function advancedOptionFields(): SchemaField[] {
  return fieldsFromSchema({
    properties: { contextSize: option("contextSize"), maxAttempts: option("maxAttempts"), perplexityShiftThreshold: option("perplexityShiftThreshold") },
  });
}

export interface RunFormValues {
  strategy: string;
  modelId: number;
  /** The model that will judge the QAs; null for none. Defaults to none. */
  judgeModelId?: number | null;
  /** The embedding model for similarity; null for none. Defaults to none. */
  embedderModelId?: number | null;
  /** null: every paper in the library. */
  paperIds: number[] | null;
  strategyFields: SchemaField[];
  strategyValues: Record<string, SettingsValue>;
  runFields: SchemaField[];
  runValues: Record<string, SettingsValue>;
  advancedFields: SchemaField[];
  advancedValues: Record<string, SettingsValue>;
  /** The rule filters chosen, when they differ from the method's own (sent only then). Defaults to the method's. */
  filters?: readonly string[] | null;
}

/** The startRun request: only settings that differ from their defaults, lanes always (the app's default may not be the contract's). */
export function buildRunRequest(form: RunFormValues): GenerateRequest {
  const request: GenerateRequest = { strategy: form.strategy, model: String(form.modelId) };
  if (form.paperIds !== null) request.paperIds = [...form.paperIds];
  if (typeof form.judgeModelId === "number") request.judgeModel = String(form.judgeModelId);
  if (typeof form.embedderModelId === "number") request.embedderModel = String(form.embedderModelId);
  const settings = changedValues(form.strategyFields, form.strategyValues);
  if (Object.keys(settings).length > 0) request.settings = settings;
  const run = changedValues(form.runFields, form.runValues);
  const lanes = form.runValues.lanes;
  if (typeof lanes === "number") request.lanes = lanes;
  if (typeof run.seed === "number") request.seed = run.seed;
  const advanced = changedValues(form.advancedFields, form.advancedValues);
  if (form.filters) request.filters = [...form.filters];
  if (typeof advanced.perplexityShiftThreshold === "number") request.perplexityShiftThreshold = advanced.perplexityShiftThreshold;
  if (typeof advanced.maxAttempts === "number") request.maxAttempts = advanced.maxAttempts;
  if (typeof advanced.contextSize === "number") request.contextSize = advanced.contextSize;
  return request;
}
