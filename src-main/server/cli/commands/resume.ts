import { defineCommand } from "../CliCommand.ts";
import { onStopSignal } from "../stopSignals.ts";
import { describeFinal, exitCodeFor, parseId, progressPrinter } from "./runFormat.ts";

export const resumeCommand = defineCommand({
  path: ["resume"],
  summary: "Finish a run after a crash, a pause or Ctrl-C (an imported run reads its file again); work already stored is kept and never repeated.",
  usage: "<runId>",
  positionals: true,
  async run({ io, json, core }, _values, positionals) {
    const runId = parseId(positionals[0], "run id");
    // Ctrl-C (or SIGTERM) cancels cleanly, as it does for generate and import-qas: resume again to go on.
    const abort = new AbortController();
    const release = onStopSignal(() => abort.abort(new Error("cancelled by the user")));
    try {
      const final = await core().services.runs.resume(runId, { onProgress: progressPrinter(io), signal: abort.signal });
      io.stdout(json ? JSON.stringify(final) + "\n" : describeFinal(final));
      return exitCodeFor(final.outcome);
    } finally {
      release();
    }
  },
});
