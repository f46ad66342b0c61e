import { RetryChangesSchema } from "../../../contract/pipeline.ts";
import { defineCommand, defineOptions } from "../CliCommand.ts";
import { contextSizeText, jsonObject, numberText } from "../optionParsers.ts";
import { parseRequest } from "../requestOptions.ts";
import { describeFinal, exitCodeFor, parseId, progressPrinter } from "./runFormat.ts";

const options = defineOptions({
  model: { type: "string", value: "<id|file.gguf>", help: "retry with another model, as a new run linked to this one", default: "the run's model", fills: "model" },
  settings: { type: "string", value: "'<json>'", help: "strategy settings to change, as a JSON object", default: "the run's settings", fills: "settings", parse: jsonObject },
  seed: { type: "string", value: "<n>", help: "another seed", default: "the run's seed", fills: "seed", parse: numberText },
  lanes: { type: "string", value: "<n>", help: "items generated at once", default: "the run's lanes", fills: "lanes", parse: numberText },
  "context-size": { type: "string", value: "<tokens|auto>", help: "tokens the model sees at once", default: "the run's context size", fills: "contextSize", parse: contextSizeText },
  "max-attempts": { type: "string", value: "<n>", help: "attempts per item before it is marked failed", default: "the run's attempts", fills: "maxAttempts", parse: numberText },
});

export const retryCommand = defineCommand({
  path: ["retry"],
  summary: "Run a run's failed items again: in place, or with another model or settings as a new run linked to it.",
  usage: "<runId>",
  positionals: true,
  options,
  async run({ io, json, core }, values, positionals) {
    const runId = parseId(positionals[0], "run id");
    const changes = parseRequest(RetryChangesSchema, options, values);
    const final = await core().services.runs.retry(runId, changes, {
      onPlanned: ({ runId: target, items }) =>
        json
          ? io.stdout(JSON.stringify({ runId: target, items, retryOf: target === runId ? null : runId }) + "\n")
          : io.stdout(target === runId ? `run ${runId}: ${items} failed items queued again\n` : `run ${target}: ${items} failed items of run ${runId}, with the changes\n`),
      onProgress: progressPrinter(io),
    });
    io.stdout(json ? JSON.stringify(final) + "\n" : describeFinal(final));
    return exitCodeFor(final.outcome);
  },
});
