import { DEFAULT_SPLIT_RATIOS, DEFAULT_SPLIT_SEED, ExportOptionsSchema, isFolderFormat } from "../../../contract/exportFormat.ts";
import { DEFAULT_JUDGE_MINIMUM } from "../../../contract/judge.ts";
import { ExportFormatSchema } from "../../../contract/exportRecord.ts";
import { keptAnywhereQuery, startingExportPreset } from "../../../contract/exportDefaultSelection.ts";
import { DEFAULT_EXPORT_PRESET, EXPORT_PRESET_WORDS, ExportPresetSchema, narrowQuery, presetQuery } from "../../../contract/qaSelection.ts";
import { UsageError, type CliCommand } from "../CliCommand.ts";
import { exportSelectionFromFlags, presetHelp } from "./exportSelection.ts";
import { throttled } from "./modelFormat.ts";
import { onStopSignal } from "../stopSignals.ts";

export const exportCommand: CliCommand = {
  path: ["export"],
  summary: "Write QAs as records (JSON, JSONL), chat or Alpaca fine-tuning lines, QAC, CSV, a BEIR folder or a Hugging Face dataset folder.",
  details: `Which QAs: --preset NAME, narrowed by --runs, --papers, --strategies, --accepted-only and
--min-score metric=value (repeatable). --min-judge N sets the judge preset's score (default 2).
Presets:
${presetHelp()}
When nobody has kept a QA yet, the default falls back to "accepted" and says so. Without --preset,
--accepted-only, --include-dropped and --min-score keep their old meaning: every QA but the
dropped ones, narrowed.`,
  options: {
    format: { type: "string", value: "<format>", help: `the file's format: ${ExportFormatSchema.options.join(", ")}`, default: "jsonl" },
    out: { type: "string", value: "<file|folder>", help: "where to write (a folder for beir and huggingface)", default: "required" },
    preset: { type: "string", value: "<name>", help: `which QAs: ${ExportPresetSchema.options.join(", ")} (listed below)`, default: DEFAULT_EXPORT_PRESET },
    "min-judge": { type: "string", value: "<1-3>", help: "the lowest judge score of --preset judge", default: String(DEFAULT_JUDGE_MINIMUM) },
    runs: { type: "string", value: "<id,id...>", help: "only QAs of these runs", default: "every run" },
    papers: { type: "string", value: "<id,id...>", help: "only QAs of these papers", default: "every paper" },
    strategies: { type: "string", value: "<name,name...>", help: "only QAs of these strategies", default: "every strategy" },
    "accepted-only": { type: "boolean", help: "only QAs the filters accepted", default: "off" },
    "include-dropped": { type: "boolean", help: "without --preset: dropped QAs too", default: "off" },
    "min-score": { type: "string", multiple: true, value: "<metric=value>", help: "only QAs whose stored score is at least the value (shares as 0 to 1)", default: "none" },
    book: { type: "string", value: "<open|closed>", help: "chat and alpaca: the evidence in the prompt (open) or the question alone (closed)", default: "open" },
    "split-seed": { type: "string", value: "<n>", help: "the shuffle that deals papers into train, validation and test", default: String(DEFAULT_SPLIT_SEED) },
    "split-ratios": { type: "string", value: "<train,validation,test>", help: "the shares of the QAs in each split", default: DEFAULT_SPLIT_RATIOS.join(",") },
    stratify: { type: "boolean", help: "deal each strategy's papers into the splits separately", default: "off" },
    "keep-duplicates": { type: "boolean", help: "keep QAs that repeat a QA of another run on the same paper", default: "off: left out" },
    license: { type: "string", value: "<id>", help: "the Hub license id in the dataset card, e.g. cc-by-4.0", default: "other" },
  },
  async run({ io, json, core }, values) {
    const format = ExportFormatSchema.safeParse(values.format ?? "jsonl");
    if (!format.success) throw new UsageError(`--format must be one of ${ExportFormatSchema.options.join(", ")}, not "${values.format}".`);
    if (!values.out) throw new UsageError(isFolderFormat(format.data) ? "Give the output folder with --out <folder>." : "Give the output file with --out <file>.");
    const options = exportOptions(values);
    const selection = exportSelectionFromFlags(values);
    const pipeline = core().services.pipeline;
    // The default is what reviewers kept; a library nobody has reviewed yet gets what the filters
    // accepted instead, said out loud, rather than an empty file or everything.
    const start = selection.defaulted ? startingExportPreset(await pipeline.countExport(keptAnywhereQuery())) : null;
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
      result = await pipeline.exportDataset(
        { format: format.data, out: values.out as string, query: selection.query, options },
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
};

/** What each export option's flag takes, for the error that names the flag given wrongly. */
const OPTION_FLAGS: Record<string, string> = {
  book: "--book takes open or closed",
  license: "--license takes a Hub license id such as cc-by-4.0 (lower-case letters, digits, dots and hyphens)",
  split: `--split-seed takes a whole number from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}, and --split-ratios train,validation,test shares`,
};

/** The format options from the command line; each is left out when not given, so the defaults apply. */
function exportOptions(values: Record<string, unknown>) {
  const seed = values["split-seed"] === undefined ? undefined : Number(values["split-seed"]);
  // Beyond 2^53 a number is no longer a whole number JSON and the splits can keep exactly (1e30 would be refused later by the contract).
  if (seed !== undefined && (String(values["split-seed"]).trim() === "" || !Number.isSafeInteger(seed))) {
    throw new UsageError(`--split-seed takes a whole number from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}, not "${String(values["split-seed"])}".`);
  }
  let ratios: number[] | undefined;
  if (values["split-ratios"] !== undefined) {
    ratios = String(values["split-ratios"]).split(",").map((r) => Number(r.trim()));
    if (ratios.length !== 3 || ratios.some((r) => !Number.isFinite(r) || r < 0) || ratios.every((r) => r === 0)) {
      throw new UsageError(`--split-ratios takes train,validation,test shares, e.g. 80,10,10, not "${values["split-ratios"]}".`);
    }
  }
  const split = seed !== undefined || ratios || values.stratify ? { seed, ratios: ratios as [number, number, number] | undefined, stratifyByStrategy: values.stratify === true || undefined } : undefined;
  const parsed = ExportOptionsSchema.safeParse({ book: values.book, split, keepDuplicates: values["keep-duplicates"] === true || undefined, license: values.license });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const flag = OPTION_FLAGS[String(issue?.path[0])] ?? "An export option is not valid";
    throw new UsageError(`${flag} (${issue?.message ?? "invalid"}).`);
  }
  return parsed.data;
}
