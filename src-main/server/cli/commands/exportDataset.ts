import { ExportFormatSchema } from "../../../contract/exportRecord.ts";
import { DEFAULT_EXPORT_PRESET, EXPORT_PRESET_WORDS, narrowQuery, presetQuery } from "../../../contract/qaSelection.ts";
import { UsageError, type CliCommand } from "../CliCommand.ts";
import { exportSelectionFromFlags, presetHelp } from "./exportSelection.ts";
import { throttled } from "./modelFormat.ts";
import { onStopSignal } from "../stopSignals.ts";

export const exportCommand: CliCommand = {
  path: ["export"],
  summary: "Write QAs with evidence, scores, review status and provenance as JSON or JSONL.",
  details: `Which QAs: --preset NAME, narrowed by --runs, --papers, --strategies, --accepted-only and
--min-score metric=value (repeatable). --min-judge N sets the judge preset's score (default 2).
Presets:
${presetHelp()}
When nobody has kept a QA yet, the default falls back to "accepted" and says so. Without --preset,
--accepted-only, --include-dropped and --min-score keep their old meaning: every QA but the
dropped ones, narrowed.`,
  options: {
    format: { type: "string" },
    out: { type: "string" },
    preset: { type: "string" },
    "min-judge": { type: "string" },
    runs: { type: "string" },
    papers: { type: "string" },
    strategies: { type: "string" },
    "accepted-only": { type: "boolean" },
    "include-dropped": { type: "boolean" },
    "min-score": { type: "string", multiple: true },
  },
  async run({ io, json, core }, values) {
    const format = ExportFormatSchema.safeParse(values.format ?? "jsonl");
    if (!format.success) throw new UsageError(`--format must be json or jsonl, not "${values.format}".`);
    if (!values.out) throw new UsageError("Give the output file with --out <file>.");
    const selection = exportSelectionFromFlags(values);
    const pipeline = core().services.pipeline;
    // The default is what reviewers kept; a library nobody has reviewed yet gets what the filters
    // accepted instead, said out loud, rather than an empty file or everything.
    if (selection.defaulted && (await pipeline.countExport(presetQuery(DEFAULT_EXPORT_PRESET))) === 0) {
      selection.preset = "accepted";
      selection.query = narrowQuery(presetQuery("accepted"), selection.narrowing);
      if (!json) io.stderr(`Nobody has kept a QA yet, so this export holds the QAs the filters accepted (--preset accepted). Give --preset all for every QA.\n`);
    }
    // Ctrl-C or a SIGTERM stops the worker and removes the partial file: the target keeps what
    // it held. The exit code is the shell's for the signal (128 + its number).
    const stop = new AbortController();
    let exitCode = 0;
    const onSignal = (signal: NodeJS.Signals) => {
      if (stop.signal.aborted) return;
      exitCode = signal === "SIGINT" ? 130 : 143;
      stop.abort(new Error(signal === "SIGINT" ? "interrupted with Ctrl-C" : "asked to stop"));
    };
    const release = onStopSignal(onSignal);
    const progress = throttled(io.stderr);
    let result;
    try {
      result = await pipeline.exportDataset(
        { format: format.data, out: values.out as string, query: selection.query },
        { signal: stop.signal, onProgress: json ? undefined : (p) => progress(`exporting: ${p.records} of ${p.total} QA record(s)\n`, p.records === p.total) },
      );
    } catch (error) {
      if (!stop.signal.aborted) throw error;
      io.stderr(`Export stopped; ${values.out as string} was not written (a file already there is unchanged).\n`);
      return exitCode;
    } finally {
      release();
    }
    const preset = selection.preset === null ? "" : ` (${EXPORT_PRESET_WORDS[selection.preset].label.toLowerCase()})`;
    io.stdout(json ? JSON.stringify({ ...result, preset: selection.preset }) + "\n" : `wrote ${result.records} QA record(s)${preset} to ${result.path} (${(result.bytes / 1024).toFixed(1)} KiB)\n`);
    return 0;
  },
};
