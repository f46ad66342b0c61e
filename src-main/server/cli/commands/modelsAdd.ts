import { AddModelOptionsSchema, ModelRoleSchema, type AddModelResult } from "../../../contract/models.ts";
import { defineCommand, defineOptions, UsageError } from "../CliCommand.ts";
import { oneOf } from "../optionParsers.ts";
import { parseRequest } from "../requestOptions.ts";
import { formatBytes, formatParameters, formatTokens } from "../../../contract/numberWords.ts";
import { throttled } from "./modelFormat.ts";
import { EXIT_INTERRUPTED, untilStopped } from "../stopSignals.ts";

const options = defineOptions({
  copy: { type: "boolean", help: "copy the file into the data folder instead of using it where it is", default: "off", fills: "copy" },
  name: { type: "string", value: "<name>", help: "the name the registry shows", default: "the file name without .gguf", fills: "name" },
  role: { type: "string", value: "<generator|judge|embedding>", help: "what the model is for", default: "generator", fills: "role", parse: oneOf(ModelRoleSchema.options) },
});

export const modelsAddCommand = defineCommand({
  path: ["models", "add"],
  summary: "Register a local GGUF model file (kept where it is unless --copy); hashes it.",
  usage: "<file.gguf>",
  options,
  positionals: true,
  async run({ io, json, core }, values, positionals) {
    const [file, extra] = positionals;
    if (file === undefined || extra !== undefined) throw new UsageError("Name one GGUF file to add.");
    // The CLI waits for the hash (a background task would die with the process).
    const request = parseRequest(AddModelOptionsSchema, options, values, { base: { waitForHash: true } });
    const progress = throttled(io.stderr);
    // Without --copy, Ctrl-C leaves the entry usable and the hash to be finished the next time the
    // registry is used. A copy stopped part way is removed instead: killed by the signal, the CLI
    // left the part copied (gigabytes) in the data folder, holding the model's name for good.
    const outcome = await untilStopped(
      (signal) =>
        core().services.models.add(file, {
          ...request,
          signal,
          onHashProgress: json
            ? undefined
            : ({ bytesDone, totalBytes }) =>
                progress(`${values.copy ? "copying and hashing" : "hashing"} ${formatBytes(bytesDone)} of ${formatBytes(totalBytes)}\n`, bytesDone === totalBytes),
        }),
      values.copy,
    );
    if (outcome.stopped) {
      io.stderr("Copy stopped: the part copied was removed and nothing was registered. Run the same command again to copy it.\n");
      return EXIT_INTERRUPTED;
    }
    const result = outcome.value;
    io.stdout((json ? JSON.stringify(result, null, 2) : describeAdd(result)) + "\n");
    return 0;
  },
});

export function describeAdd({ status, model }: AddModelResult): string {
  const facts = [
    model.architecture,
    formatParameters(model.parameterCount),
    model.quantization,
    `${formatTokens(model.contextLength)} tokens`,
    model.hasChatTemplate ? "chat template" : "no chat template (a generic chat format will be used)",
    formatBytes(model.fileSize),
  ].filter(Boolean);
  return [
    `${status === "added" ? "added" : "already registered as"} #${model.id}  ${model.name}  (${facts.join(", ")})`,
    `  file    ${model.filePath}${model.managed ? " (in the data folder)" : " (used in place)"}`,
    `  role    ${model.role}`,
    `  sha256  ${model.sha256 ?? "not finished; it completes in the background the next time the registry is used"}`,
  ].join("\n");
}
