import { RemoveModelOptionsSchema } from "../../../contract/models.ts";
import { defineCommand, defineOptions } from "../CliCommand.ts";
import { parseRequest } from "../requestOptions.ts";
import { parseModelId } from "./parseModelId.ts";

const options = defineOptions({
  "delete-file": { type: "boolean", help: "also delete the file, when Distillate downloaded or copied it", default: "off: the file is kept", fills: "deleteFile" },
});

export const modelsRemoveCommand = defineCommand({
  path: ["models", "remove"],
  summary: "Remove a model from the registry (its file is kept unless Distillate downloaded or copied it and --delete-file).",
  usage: "<id>",
  options,
  positionals: true,
  async run({ io, json, core }, values, positionals) {
    const id = parseModelId(positionals);
    const result = await core().services.models.remove(id, parseRequest(RemoveModelOptionsSchema, options, values));
    if (json) io.stdout(JSON.stringify(result, null, 2) + "\n");
    else if (result.fileDeleted) io.stdout(`removed #${id} and deleted ${result.filePath}\n`);
    else {
      const why = values["delete-file"] ? " (Distillate deletes only files it downloaded or copied into its data folder)" : "";
      io.stdout(`removed #${id}; the file stays at ${result.filePath}${why}\n`);
    }
    return 0;
  },
});
