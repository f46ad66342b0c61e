import { RetryChangesSchema } from "../../../contract/pipeline.ts";
import { UsageError, type CliCommand } from "../CliCommand.ts";
import { parseContextSize, parseSettingsOption } from "./generate.ts";
import { describeFinal, exitCodeFor, parseId, progressPrinter } from "./runFormat.ts";

export const retryCommand: CliCommand = {
  path: ["retry"],
  summary: "Run a run's failed items again: in place, or with another model or settings as a new run linked to it.",
  usage: "<runId>",
  positionals: true,
  options: {
    model: { type: "string", value: "<id|file.gguf>", help: "retry with another model, as a new run linked to this one", default: "the run's model" },
    settings: { type: "string", value: "'<json>'", help: "strategy settings to change, as a JSON object", default: "the run's settings" },
    seed: { type: "string", value: "<n>", help: "another seed", default: "the run's seed" },
    lanes: { type: "string", value: "<n>", help: "items generated at once", default: "the run's lanes" },
    "context-size": { type: "string", value: "<tokens|auto>", help: "tokens the model sees at once", default: "the run's context size" },
    "max-attempts": { type: "string", value: "<n>", help: "attempts per item before it is marked failed", default: "the run's attempts" },
  },
  async run({ io, json, core }, values, positionals) {
    const runId = parseId(positionals[0], "run id");
    const parsed = RetryChangesSchema.safeParse({
      model: values.model,
      settings: parseSettingsOption(values.settings),
      seed: values.seed === undefined ? undefined : Number(values.seed),
      lanes: values.lanes === undefined ? undefined : Number(values.lanes),
      contextSize: parseContextSize(values["context-size"]),
      maxAttempts: values["max-attempts"] === undefined ? undefined : Number(values["max-attempts"]),
    });
    if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => `--${String(i.path[0] ?? "")}: ${i.message}`).join("; "));
    const final = await core().services.pipeline.retry(runId, parsed.data, {
      onPlanned: ({ runId: target, items }) =>
        json
          ? io.stdout(JSON.stringify({ runId: target, items, retryOf: target === runId ? null : runId }) + "\n")
          : io.stdout(target === runId ? `run ${runId}: ${items} failed items queued again\n` : `run ${target}: ${items} failed items of run ${runId}, with the changes\n`),
      onProgress: progressPrinter(io),
    });
    io.stdout(json ? JSON.stringify(final) + "\n" : describeFinal(final));
    return exitCodeFor(final.outcome);
  },
};
