import { defineCommand } from "../CliCommand.ts";
import type { BuiltInModel } from "../../../contract/modelCatalog.ts";
import { formatBytes, formatParameters, formatTokens } from "../../../contract/numberWords.ts";
import { hashState, table } from "./modelFormat.ts";

/** The built-in encoder under the registered models: it is always there, so the list names it (its --json stays the registry's array). */
function describeBuiltIn(model: BuiltInModel): string {
  const uses = model.uses.map((u) => `  ${u.feature}: ${u.use}${u.id === "ask" && u.use !== "not used" ? ` (ask --built-in-embedder ${u.use === "default" ? "off turns it off" : "on"})` : ""}. ${u.why}`);
  return [`Built in: ${model.name}, ${model.role}, ${model.dimension} dimensions, ${formatBytes(model.installedBytes)}, ${model.license}`, ...uses, `  ${model.replacedBy}`].join("\n") + "\n";
}

export const modelsListCommand = defineCommand({
  path: ["models", "list"],
  summary: "List the registered models.",
  async run({ io, json, core }) {
    const models = await core().services.models.list();
    if (json) {
      io.stdout(JSON.stringify(models, null, 2) + "\n");
      return 0;
    }
    const builtIn = describeBuiltIn(await core().services.models.builtIn());
    if (models.length === 0) {
      io.stdout('No models registered. Add a GGUF file with "distillate models add <file.gguf>", or see "distillate models catalog".\n\n' + builtIn);
      return 0;
    }
    const rows = models.map((m) => [
      String(m.id),
      m.name,
      m.architecture ?? "-",
      formatParameters(m.parameterCount),
      m.quantization ?? "-",
      formatTokens(m.contextLength),
      m.remote ? "remote" : formatBytes(m.fileSize),
      m.role,
      m.remote ? "-" : hashState(m),
      m.remote ? `${m.remote.model} at ${m.remote.endpoints.join(", ")}` : `${m.filePath}${m.fileStatus === "present" ? "" : ` (${m.fileStatus.toUpperCase()})`}`,
    ]);
    io.stdout(table(["id", "name", "arch", "params", "quant", "context", "size", "role", "sha256", "file"], rows) + "\n\n" + builtIn);
    return 0;
  },
});
