import { ModelRoleSchema, type AddModelResult } from "../../../contract/models.ts";
import { UsageError, type CliCommand } from "../CliCommand.ts";
import { formatBytes, formatParameters, formatTokens, throttled } from "./modelFormat.ts";

export const modelsAddCommand: CliCommand = {
  path: ["models", "add"],
  summary: "Register a local GGUF model file (kept where it is unless --copy); hashes it.",
  usage: "<file.gguf>",
  options: {
    copy: { type: "boolean", help: "copy the file into the data folder instead of using it where it is", default: "off" },
    name: { type: "string", value: "<name>", help: "the name the registry shows", default: "the file name without .gguf" },
    role: { type: "string", value: "<generator|judge|embedding>", help: "what the model is for", default: "generator" },
  },
  positionals: true,
  async run({ io, json, core }, values, positionals) {
    const [file, extra] = positionals;
    if (file === undefined || extra !== undefined) throw new UsageError("Name one GGUF file to add.");
    const role = values.role === undefined ? undefined : ModelRoleSchema.safeParse(values.role);
    if (role && !role.success) throw new UsageError(`--role is one of ${ModelRoleSchema.options.join(", ")}, not "${String(values.role)}".`);
    const progress = throttled(io.stderr);
    // The CLI waits for the hash (a background task would die with the process); Ctrl-C leaves
    // the entry usable and the hash to be finished the next time the registry is used.
    const result = await core().services.models.add(file, {
      copy: values.copy === true,
      name: values.name as string | undefined,
      role: role?.data,
      waitForHash: true,
      onHashProgress: json
        ? undefined
        : ({ bytesDone, totalBytes }) =>
            progress(`${values.copy ? "copying and hashing" : "hashing"} ${formatBytes(bytesDone)} of ${formatBytes(totalBytes)}\n`, bytesDone === totalBytes),
    });
    io.stdout((json ? JSON.stringify(result, null, 2) : describeAdd(result)) + "\n");
    return 0;
  },
};

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
