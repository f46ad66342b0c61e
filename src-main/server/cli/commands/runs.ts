import { allEmptyItems, RUN_ITEMS_PAGE_MAX } from "../../../contract/runItemsPages.ts";
import { allRuns, RUNS_PAGE_MAX } from "../../../contract/runListPages.ts";
import { strategies } from "../../../core/pipeline/strategies/index.ts";
import { defineCommand } from "../CliCommand.ts";
import { cliNamesForTitles, fixInCliWords } from "../fixInCliWords.ts";
import { generateOptions } from "./generate.ts";
import { describeEmptyItem, describeRun, parseId } from "./runFormat.ts";

export const runsCommand = defineCommand({
  path: ["runs"],
  summary: "List generation runs, or show one run with each item that yielded no QAs and why.",
  usage: "[runId]",
  positionals: true,
  async run({ io, json, core }, _values, positionals) {
    const service = core().services.runs;
    if (positionals[0]) {
      const runId = parseId(positionals[0], "run id");
      const run = await service.getRun(runId);
      // A page at a time: a run can leave more items without QAs than one answer may list.
      const empty = await allEmptyItems((after) => service.emptyItemsPage(runId, { after, limit: RUN_ITEMS_PAGE_MAX }));
      const failed = empty
        .filter((item) => item.status === "failed")
        .map(({ id, paperId, itemKey, attempts, error, paperName, label }) => ({ id, paperId, itemKey, attempts, error, paperName, label }));
      if (json) io.stdout(JSON.stringify({ ...run, failedItems: failed, emptyItems: empty }, null, 2) + "\n");
      else {
        const lines = [describeRun(run)];
        // Reasons name the run form's fields ("Raise "Context size""); here they are the flags of generate and retry.
        const names = cliNamesForTitles(generateOptions, strategies[run.strategy]?.settingsSchema ?? null);
        if (empty.length > 0) lines.push(`     items that yielded no QAs (${empty.length}):`, ...empty.map((item) => describeEmptyItem(item, (text) => fixInCliWords(text, names))));
        io.stdout(lines.join("\n") + "\n");
      }
      return 0;
    }
    // A page at a time: a library can hold more runs than one answer may list.
    const runs = await allRuns((after) => service.listRunsPage({ after, limit: RUNS_PAGE_MAX }));
    if (json) io.stdout(JSON.stringify(runs, null, 2) + "\n");
    else io.stdout(runs.length === 0 ? `No runs yet. Start one with: distillate generate --strategy ${Object.keys(strategies)[0]} --model <model>\n` : runs.map(describeRun).join("\n") + "\n");
    return 0;
  },
});
