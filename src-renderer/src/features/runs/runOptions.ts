import type { GenerateRequest } from "../../../../src-main/contract/pipeline.ts";
import { changedValues, fieldsFromSchema, type SettingsField, type SettingsValue } from "./settingsFields.ts";

// The run-wide options of the form, described like a strategy's settings so the same inputs,
// bounds, default hints and "only what changed" rule apply. Defaults are the contract's.

export function runOptionFields(lanesDefault: number): SettingsField[] {
  return fieldsFromSchema({
    properties: {
      lanes: { title: "Lanes", description: "Items generated at once, each on its own context sequence.", type: "integer", minimum: 1, maximum: 16, default: lanesDefault },
      temperature: { title: "Default temperature", description: "Used where the strategy sets none. At 0 a run repeats exactly.", type: "number", minimum: 0, maximum: 2, default: 0 },
      seed: { title: "Seed", description: "Recorded with every QA.", type: "integer", minimum: 0, default: 1 },
    },
  });
}

export function advancedOptionFields(): SettingsField[] {
  return fieldsFromSchema({
    properties: {
      perplexityShift: { title: "Perplexity-shift scoring (dSePer)", type: "boolean", default: true },
      dsePerThreshold: { title: "dSePer acceptance threshold", type: "number", default: 0 },
      maxAttempts: { title: "Attempts per item", description: "Before an item is marked failed.", type: "integer", minimum: 1, maximum: 10, default: 3 },
      contextSize: {
        title: "Context size (tokens)",
        description: "Empty: 8,192 or the model's trained size if smaller.",
        anyOf: [{ type: "integer", minimum: 512, maximum: 1_048_576 }, { type: "null" }],
        default: null,
      },
    },
  });
}

export interface RunFormValues {
  strategy: string;
  modelId: number;
  /** null: every paper in the library. */
  paperIds: number[] | null;
  strategyFields: SettingsField[];
  strategyValues: Record<string, SettingsValue>;
  runFields: SettingsField[];
  runValues: Record<string, SettingsValue>;
  advancedFields: SettingsField[];
  advancedValues: Record<string, SettingsValue>;
}

/** The startRun request: only settings that differ from their defaults, lanes always (the app's default may not be the contract's). */
export function buildRunRequest(form: RunFormValues): GenerateRequest {
  const request: GenerateRequest = { strategy: form.strategy, model: String(form.modelId) };
  if (form.paperIds !== null) request.paperIds = [...form.paperIds];
  const settings = changedValues(form.strategyFields, form.strategyValues);
  if (Object.keys(settings).length > 0) request.settings = settings;
  const run = changedValues(form.runFields, form.runValues);
  const lanes = form.runValues.lanes;
  if (typeof lanes === "number") request.lanes = lanes;
  if (typeof run.temperature === "number") request.temperature = run.temperature;
  if (typeof run.seed === "number") request.seed = run.seed;
  const advanced = changedValues(form.advancedFields, form.advancedValues);
  if (typeof advanced.perplexityShift === "boolean") request.perplexityShift = advanced.perplexityShift;
  if (typeof advanced.dsePerThreshold === "number") request.dsePerThreshold = advanced.dsePerThreshold;
  if (typeof advanced.maxAttempts === "number") request.maxAttempts = advanced.maxAttempts;
  if (typeof advanced.contextSize === "number") request.contextSize = advanced.contextSize;
  return request;
}
