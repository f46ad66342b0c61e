import type { CliCommand } from "../CliCommand.ts";
import { describeProgress, parseId } from "./runFormat.ts";

export const resumeCommand: CliCommand = {
  path: ["resume"],
  summary: "Finish a run after a crash, a pause or Ctrl-C; work already stored is kept and never repeated.",
  usage: "<runId>",
  positionals: true,
  async run({ io, json, core }, _values, positionals) {
    const runId = parseId(positionals[0], "run id");
    const final = await core().services.pipeline.resume(runId, { onProgress: (p) => io.stderr(describeProgress(p) + "\n") });
    io.stdout(json ? JSON.stringify(final) + "\n" : `run ${final.runId} ${final.status}: ${final.qas} QAs, ${final.done} items done, ${final.failed} failed\n`);
    return final.status === "completed" ? 0 : 1;
  },
};
