import { defineCommand } from "../CliCommand.ts";
import { describeFinal, exitCodeFor, parseId, progressPrinter } from "./runFormat.ts";

export const resumeCommand = defineCommand({
  path: ["resume"],
  summary: "Finish a run after a crash, a pause or Ctrl-C; work already stored is kept and never repeated.",
  usage: "<runId>",
  positionals: true,
  async run({ io, json, core }, _values, positionals) {
    const runId = parseId(positionals[0], "run id");
    const final = await core().services.pipeline.resume(runId, { onProgress: progressPrinter(io) });
    io.stdout(json ? JSON.stringify(final) + "\n" : describeFinal(final));
    return exitCodeFor(final.outcome);
  },
});
