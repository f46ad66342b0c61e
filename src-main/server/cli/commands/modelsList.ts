import { defineCommand } from "../CliCommand.ts";
import { formatBytes, formatParameters, formatTokens, hashState, table } from "./modelFormat.ts";

export const modelsListCommand = defineCommand({
  path: ["models", "list"],
  summary: "List the registered models.",
  async run({ io, json, core }) {
    const models = await core().services.models.list();
    if (json) {
      io.stdout(JSON.stringify(models, null, 2) + "\n");
      return 0;
    }
    if (models.length === 0) {
      io.stdout('No models registered. Add a GGUF file with "distillate models add <file.gguf>", or see "distillate models catalog".\n');
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
    io.stdout(table(["id", "name", "arch", "params", "quant", "context", "size", "role", "sha256", "file"], rows) + "\n");
    return 0;
  },
});
