import { defineCommand } from "../CliCommand.ts";
import { formatBytes, formatTokens } from "../../../contract/numberWords.ts";
import { describeFit, table } from "./modelFormat.ts";

export const modelsCatalogCommand = defineCommand({
  path: ["models", "catalog"],
  summary: "Recommended models for question generation, with size and fit on this machine.",
  async run({ io, json, core }) {
    const entries = await core().services.models.catalog();
    if (json) {
      io.stdout(JSON.stringify(entries, null, 2) + "\n");
      return 0;
    }
    const rows = entries.map((e) => [
      e.key,
      e.parameters,
      e.quantization,
      formatBytes(e.sizeBytes),
      formatTokens(e.contextLength),
      describeFit(e.fit),
      e.installedModelId === null ? "-" : `#${e.installedModelId}`,
    ]);
    const notes = entries.map((e) => `${e.key}\n  ${e.goodFor}\n  licence: ${e.license}\n  distillate models download ${e.uri}`);
    const fitNote =
      "Fit is an estimate for an 8,192-token context: from the download size against free RAM for models not yet downloaded " +
      '(GPU memory only when the model runtime is running), from node-llama-cpp\'s GGUF insights for installed ones ("distillate models info <id>").';
    io.stdout([table(["model", "params", "quant", "download", "context", "fit", "installed"], rows), "", ...notes, "", fitNote].join("\n") + "\n");
    return 0;
  },
});
