import { ENGINE_DEFAULTS, RUN_DEFAULT_TEMPERATURE } from "./engineSettings.ts";

/**
 * The run-wide options (beside a strategy's own settings) as JSON Schema, with the titles the
 * run form shows. The form builds its inputs from this, the run view names stored options by
 * it, and the core's messages quote the same titles ("Context size", not `contextSize`), so a
 * message always names the field the user can change.
 */
export const RUN_OPTIONS_SCHEMA = {
  type: "object",
  properties: {
    lanes: { title: "Lanes", description: "Items generated at once, each on its own context sequence.", type: "integer", minimum: 1, maximum: 16, default: ENGINE_DEFAULTS.lanes },
    seed: { title: "Seed", description: "Recorded with every QA; the same seed and settings repeat a run.", type: "integer", minimum: 0, default: 1 },
    perplexityShift: { title: "Perplexity-shift scoring", description: "Scores each answer by how much its evidence (for ScIRGen, the paragraphs retrieved for its question) makes it likelier, with the judge model when the run names one, else the generator.", type: "boolean", default: ENGINE_DEFAULTS.perplexityShift },
    perplexityShiftThreshold: { title: "Perplexity-shift pass mark", description: "Answers whose shift is not above this are rejected.", type: "number", default: ENGINE_DEFAULTS.perplexityShiftThreshold },
    maxAttempts: { title: "Attempts per item", description: "Before an item is marked failed. Failures that cannot change on a retry (the prompt does not fit) fail at once.", type: "integer", minimum: 1, maximum: 10, default: ENGINE_DEFAULTS.maxAttempts },
    contextSize: {
      title: "Context size",
      description: "Tokens the model sees at once (prompt and answer). Empty: follows the model, its trained size as far as memory allows.",
      anyOf: [{ type: "integer", minimum: 512, maximum: 1_048_576 }, { type: "null" }],
      default: null,
    },
  },
} as const;

export type RunOptionKey = keyof typeof RUN_OPTIONS_SCHEMA.properties;

/** The title of a run-wide option, as the form shows it. */
export function runOptionTitle(key: RunOptionKey): string {
  return RUN_OPTIONS_SCHEMA.properties[key].title;
}

// The defaults are the engine settings' (contract/engineSettings.ts); re-exported for the run view.
export { RUN_DEFAULT_TEMPERATURE };
