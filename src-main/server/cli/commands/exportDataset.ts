import { ExportOptionsSchema, isFolderFormat } from "../../../contract/exportFormat.ts";
import { keptAnywhereQuery, startingExportPreset } from "../../../contract/exportDefaultSelection.ts";
import { EXPORT_PRESET_WORDS, narrowQuery, presetQuery } from "../../../contract/qaSelection.ts";
import { defineCommand, UsageError } from "../CliCommand.ts";
import { parseRequest } from "../requestOptions.ts";
import { exportOptions } from "./exportOptions.ts";
import { exportSelectionFromFlags, presetHelp } from "./exportSelection.ts";
import { throttled } from "./modelFormat.ts";
import { onStopSignal } from "../stopSignals.ts";

export const exportCommand = defineCommand({
  path: ["export"],
  summary: "Write QAs as records (JSON, JSONL), chat or Alpaca fine-tuning lines, QAC, CSV, a BEIR folder or a Hugging Face dataset folder.",
  details: `Which QAs: --preset NAME, narrowed by --runs, --papers, --strategies, --accepted-only and
--min-score metric=value (repeatable). --min-judge N sets the judge preset's score (default 2).
Presets:
${presetHelp()}
When nobody has kept a QA yet, the default falls back to "accepted" and says so. Without --preset,
--accepted-only, --include-dropped and --min-score keep their old meaning: every QA but the
dropped ones, narrowed.`,
  options: exportOptions,
  async run({ io, json, core }, values) {
    const format = values.format ?? "jsonl";
    if (!values.out) throw new UsageError(isFolderFormat(format) ? "Give the output folder with --out <folder>." : "Give the output file with --out <file>.");
    const options = parseRequest(ExportOptionsSchema, exportOptions, values);
    const selection = exportSelectionFromFlags(values);
    const { export: exporter } = core().services;
    // The default is what reviewers kept; a library nobody has reviewed yet gets what the filters
    // accepted instead, said out loud, rather than an empty file or everything.
    const start = selection.defaulted ? startingExportPreset(await exporter.countExport(keptAnywhereQuery())) : null;
    if (start !== null && start !== selection.preset) {
      selection.preset = start;
      selection.query = narrowQuery(presetQuery(start), selection.narrowing);
      if (!json) io.stderr(`Nobody has kept a QA yet, so this export holds the QAs the filters accepted (--preset ${start}). Give --preset all for every QA.\n`);
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
      result = await exporter.exportDataset(
        { format, out: values.out, query: selection.query, options },
        { signal: stop.signal, onProgress: json ? undefined : (p) => progress(`exporting: ${p.records} of ${p.total} QA record(s)\n`, p.records === p.total) },
      );
    } catch (error) {
      if (!stop.signal.aborted) throw error;
      io.stderr(`Export stopped; ${values.out} was not written (a file already there is unchanged).\n`);
      return exitCode;
    } finally {
      release();
    }
    const preset = selection.preset === null ? "" : ` (${EXPORT_PRESET_WORDS[selection.preset].label.toLowerCase()})`;
    if (json) io.stdout(JSON.stringify({ ...result, preset: selection.preset }) + "\n");
    else {
      io.stdout(`wrote ${result.records} record(s)${preset} to ${result.path} (${(result.bytes / 1024).toFixed(1)} KiB, ${result.format} format v${result.formatVersion})\n`);
      if (result.duplicatesRemoved > 0) io.stdout(`left out ${result.duplicatesRemoved} QA(s) that repeat a QA of another run on the same paper (--keep-duplicates keeps them)\n`);
      if (result.omitted > 0) io.stdout(`left out ${result.omitted} QA(s) the ${result.format} format cannot hold (negatives, or QAs without a quoted passage)\n`);
      if (result.removedPartials) io.stdout(`removed ${result.removedPartials.length} unfinished export(s) that an export killed earlier had left beside the target: ${result.removedPartials.join(", ")}\n`);
      if (result.splits) io.stdout(`splits: ${Object.entries(result.splits).map(([name, s]) => `${name} ${s.qas} QA(s) from ${s.papers} paper(s)`).join(", ")}\n`);
    }
    return 0;
  },
});
