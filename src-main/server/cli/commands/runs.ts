import type { CliCommand } from "../CliCommand.ts";
import { describeRun, parseId } from "./runFormat.ts";

export const runsCommand: CliCommand = {
  path: ["runs"],
  summary: "List generation runs, or show one run and its failed items.",
  usage: "[runId]",
  positionals: true,
  async run({ io, json, core }, _values, positionals) {
    const pipeline = core().services.pipeline;
    if (positionals[0]) {
      const runId = parseId(positionals[0], "run id");
      const [run, failed] = await Promise.all([pipeline.getRun(runId), pipeline.failedItems(runId)]);
      if (json) io.stdout(JSON.stringify({ ...run, failedItems: failed }, null, 2) + "\n");
      else io.stdout([describeRun(run), ...failed.map((f) => `     FAILED item ${f.itemKey} (paper ${f.paperId}, ${f.attempts} attempts): ${f.error?.name}: ${f.error?.message}`)].join("\n") + "\n");
      return 0;
    }
    const runs = await pipeline.listRuns();
    if (json) io.stdout(JSON.stringify(runs, null, 2) + "\n");
    else io.stdout(runs.length === 0 ? "No runs yet. Start one with: distillate generate --strategy sciqag --model <model>\n" : runs.map(describeRun).join("\n") + "\n");
    return 0;
  },
};
