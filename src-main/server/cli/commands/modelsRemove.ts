import type { CliCommand } from "../CliCommand.ts";
import { parseModelId } from "./parseModelId.ts";

export const modelsRemoveCommand: CliCommand = {
  path: ["models", "remove"],
  summary: "Remove a model from the registry (its file is kept unless Distillate downloaded or copied it and --delete-file).",
  usage: "<id>",
  options: { "delete-file": { type: "boolean", help: "also delete the file, when Distillate downloaded or copied it", default: "off: the file is kept" } },
  positionals: true,
  async run({ io, json, core }, values, positionals) {
    const id = parseModelId(positionals);
    const result = await core().services.models.remove(id, { deleteFile: values["delete-file"] === true });
    if (json) io.stdout(JSON.stringify(result, null, 2) + "\n");
    else if (result.fileDeleted) io.stdout(`removed #${id} and deleted ${result.filePath}\n`);
    else {
      const why = values["delete-file"] ? " (Distillate deletes only files it downloaded or copied into its data folder)" : "";
      io.stdout(`removed #${id}; the file stays at ${result.filePath}${why}\n`);
    }
    return 0;
  },
};
