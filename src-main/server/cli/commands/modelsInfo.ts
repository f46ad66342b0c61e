import fs from "node:fs";
import type { ModelDetails } from "../../../contract/models.ts";
import { defineCommand, UsageError } from "../CliCommand.ts";
import { formatBytes, formatParameters, formatTokens } from "../../../contract/numberWords.ts";
import { describeFit, hashState } from "./modelFormat.ts";

export const modelsInfoCommand = defineCommand({
  path: ["models", "info"],
  summary: "Show a model's header facts (registered id, or any GGUF file) and how it fits on this machine.",
  usage: "<id|file.gguf>",
  positionals: true,
  async run({ io, json, core }, _values, positionals) {
    const [ref, extra] = positionals;
    if (ref === undefined || extra !== undefined) throw new UsageError("Name one model: its id, or a GGUF file.");
    // A number is an id, unless a file by that name is right here.
    const target = /^[1-9]\d*$/.test(ref) && !fs.existsSync(ref) ? Number(ref) : ref;
    const details = await core().services.models.info(target);
    io.stdout((json ? JSON.stringify(details, null, 2) : describeDetails(details)) + "\n");
    return 0;
  },
});

function describeDetails({ model, metadata, fit }: ModelDetails): string {
  const lines: string[] = [];
  const row = (label: string, value: string) => lines.push(`${label.padEnd(15)} ${value}`);
  if (model) {
    lines.push(`#${model.id}  ${model.name}`);
    if (model.remote) {
      row("served as", model.remote.model);
      row("servers", model.remote.endpoints.join(", "));
    } else row("file", `${model.filePath}${model.fileStatus === "present" ? "" : ` (${model.fileStatus.toUpperCase()})`}`);
    row("role", model.role);
    row("sha256", model.remote ? `${model.sha256} (of the entry's name and servers, not of weights; each run records what the servers report)` : (model.sha256 ?? hashState(model)));
    row("origin", model.remote ? "remote OpenAI-compatible servers" : (model.source ?? (model.managed ? "copied into the data folder" : "local file, used in place")));
    row("added", model.addedAt);
  } else if (metadata) {
    lines.push(`${metadata.file}  (not in the registry; "distillate models add" registers it)`);
  }
  if (metadata) {
    row("name in file", metadata.name ?? "-");
    row("architecture", metadata.architecture);
    row("parameters", `${formatParameters(metadata.parameterCount)}${metadata.sizeLabel ? ` (labelled ${metadata.sizeLabel})` : ""}`);
    row("quantization", metadata.quantization ?? "-");
    row("context", `${formatTokens(metadata.contextLength)} tokens (trained)`);
    row("chat template", metadata.hasChatTemplate ? "yes" : "no (a generic chat format will be used)");
    row("licence", metadata.license ?? "not stated in the file");
    row("size", `${formatBytes(metadata.fileSize)}${metadata.splitParts > 1 ? ` (first of ${metadata.splitParts} parts)` : ""}`);
    row("kind", metadata.tensorCount === 0 ? "vocabulary only (no weights)" : metadata.suggestedRole);
  } else {
    lines.push("The file is missing, so only what the registry stored is shown.");
  }
  if (fit) {
    row("fit", describeFit(fit));
    lines.push(`${"".padEnd(16)}${fit.note}`);
  }
  return lines.join("\n");
}
