import { DEFAULT_SPLIT_RATIOS, DEFAULT_SPLIT_SEED } from "../../../contract/exportFormat.ts";
import { ExportFormatSchema } from "../../../contract/exportRecord.ts";
import { DEFAULT_JUDGE_MINIMUM } from "../../../contract/judge.ts";
import { DEFAULT_EXPORT_PRESET, ExportPresetSchema } from "../../../contract/qaSelection.ts";
import { defineOptions, UsageError, type OptionValues } from "../CliCommand.ts";
import { commaList, oneOf, positiveIds } from "../optionParsers.ts";

/** `--min-score numeric-source=1`: a stored score's lowest value. */
function minScore(spec: string, flag: string): { metric: string; min: number } {
  const match = spec.match(/^([\w-]+)=(-?\d+(?:\.\d+)?)$/);
  if (!match) throw new UsageError(`${flag} takes metric=value, e.g. numeric-source=1, not "${spec}".`);
  return { metric: match[1]!, min: Number(match[2]) };
}

/** Beyond 2^53 a number is no longer a whole number JSON and the splits can keep exactly (1e30 would be refused later by the request). */
function splitSeed(text: string, flag: string): number {
  const seed = Number(text);
  if (text.trim() === "" || !Number.isSafeInteger(seed)) throw new UsageError(`${flag} takes a whole number from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}, not "${text}".`);
  return seed;
}

function splitRatios(text: string, flag: string): [number, number, number] {
  const ratios = text.split(",").map((r) => Number(r.trim()));
  if (ratios.length !== 3 || ratios.some((r) => !Number.isFinite(r) || r < 0) || ratios.every((r) => r === 0)) {
    throw new UsageError(`${flag} takes train,validation,test shares, e.g. 80,10,10, not "${text}".`);
  }
  return ratios as [number, number, number];
}

/**
 * `distillate export`'s options: which QAs (the selection flags, read by exportSelection.ts) and
 * how the format is written (those that fill the format's options, ExportOptionsSchema).
 */
export const exportOptions = defineOptions({
  format: { type: "string", value: "<format>", help: `the file's format: ${ExportFormatSchema.options.join(", ")}`, default: "jsonl", parse: oneOf(ExportFormatSchema.options) },
  out: { type: "string", value: "<file|folder>", help: "where to write (a folder for beir and huggingface)", default: "required" },
  preset: { type: "string", value: "<name>", help: `which QAs: ${ExportPresetSchema.options.join(", ")} (listed below)`, default: DEFAULT_EXPORT_PRESET, parse: oneOf(ExportPresetSchema.options) },
  "min-judge": { type: "string", value: "<1-3>", help: "the lowest judge score of --preset judge", default: String(DEFAULT_JUDGE_MINIMUM) },
  runs: { type: "string", value: "<id,id...>", help: "only QAs of these runs", default: "every run", parse: positiveIds("run id") },
  papers: { type: "string", value: "<id,id...>", help: "only QAs of these papers", default: "every paper", parse: positiveIds("paper id") },
  strategies: { type: "string", value: "<name,name...>", help: "only QAs of these strategies", default: "every strategy", parse: commaList },
  "accepted-only": { type: "boolean", help: "only QAs the filters accepted", default: "off" },
  "include-dropped": { type: "boolean", help: "without --preset: dropped QAs too", default: "off" },
  "min-score": { type: "string", multiple: true, value: "<metric=value>", help: "only QAs whose stored score is at least the value (shares as 0 to 1)", default: "none", parse: minScore },
  book: { type: "string", value: "<open|closed>", help: "chat and alpaca: the evidence in the prompt (open) or the question alone (closed)", default: "open", fills: "book", takes: "open or closed" },
  "split-seed": { type: "string", value: "<n>", help: "the shuffle that deals papers into train, validation and test", default: String(DEFAULT_SPLIT_SEED), fills: "split.seed", parse: splitSeed },
  "split-ratios": { type: "string", value: "<train,validation,test>", help: "the shares of the QAs in each split", default: DEFAULT_SPLIT_RATIOS.join(","), fills: "split.ratios", parse: splitRatios },
  stratify: { type: "boolean", help: "deal each strategy's papers into the splits separately", default: "off", fills: "split.stratifyByStrategy" },
  "keep-duplicates": { type: "boolean", help: "keep QAs that repeat a QA of another run on the same paper", default: "off: left out", fills: "keepDuplicates" },
  license: {
    type: "string",
    value: "<id>",
    help: "the Hub license id in the dataset card, e.g. cc-by-4.0",
    default: "other",
    fills: "license",
    takes: "a Hub license id such as cc-by-4.0 (lower-case letters, digits, dots and hyphens)",
  },
});

export type ExportValues = OptionValues<typeof exportOptions>;
