import { JUDGE_SCORE_RANGE } from "../../../contract/judge.ts";
import { DEFAULT_EXPORT_PRESET, EXPORT_PRESET_WORDS, ExportPresetSchema, narrowQuery, presetQuery, type ExportPreset } from "../../../contract/qaSelection.ts";
import type { QaQuery } from "../../../contract/qaQueries.ts";
import { UsageError } from "../CliCommand.ts";
import type { ExportValues } from "./exportOptions.ts";

/** What `distillate export` selects: the review query, and the preset it came from (null for the old flags). */
export interface CliExportSelection {
  query: QaQuery;
  preset: ExportPreset | null;
  /** True when no preset or old selection flag was given, so the default preset applies (and may fall back). */
  defaulted: boolean;
  /** The flags besides the preset (runs, papers, strategies, minimum scores), to narrow a fallback preset the same way. */
  narrowing: QaQuery;
}

/** The presets as --help lists them. */
export function presetHelp(): string {
  const names = ExportPresetSchema.options;
  const width = Math.max(...names.map((n) => n.length));
  return names.map((name) => `  ${name.padEnd(width)}  ${EXPORT_PRESET_WORDS[name].means}${name === DEFAULT_EXPORT_PRESET ? " (the default)" : ""}`).join("\n");
}

/**
 * The flags as one review query. `--preset` names the base; `--runs`, `--papers`, `--strategies`,
 * `--accepted-only` and `--min-score` narrow it. Without `--preset`, the old selection flags keep
 * their old meaning (every QA but dropped ones, `--include-dropped` for all of them), so scripts
 * written before presets write the same file; with none of them the default preset applies.
 */
export function exportSelectionFromFlags(values: ExportValues): CliExportSelection {
  const minScores = values["min-score"] ?? [];
  const narrowing: QaQuery = {};
  if (values.runs) narrowing.runIds = values.runs;
  if (values.papers) narrowing.paperIds = values.papers;
  if (values.strategies?.length) narrowing.strategies = values.strategies;
  if (values["accepted-only"] === true) narrowing.verdicts = ["accepted"];
  if (minScores.length > 0) narrowing.scoreRanges = minScores;

  const oldFlags = values["accepted-only"] === true || values["include-dropped"] === true || minScores.length > 0;
  if (values["min-judge"] !== undefined && values.preset !== "judge") throw new UsageError("--min-judge goes with --preset judge.");
  if (values.preset === undefined) {
    if (oldFlags) {
      const base: QaQuery = values["include-dropped"] === true ? {} : { statuses: ["unreviewed", "kept", "disputed"] };
      return { query: narrowQuery(base, narrowing), preset: null, defaulted: false, narrowing };
    }
    return { query: narrowQuery(presetQuery(DEFAULT_EXPORT_PRESET), narrowing), preset: DEFAULT_EXPORT_PRESET, defaulted: true, narrowing };
  }
  const preset = values.preset;
  if (values["include-dropped"] === true) throw new UsageError("--include-dropped goes without --preset (the preset already says whether dropped QAs are in).");
  let minJudgeScore: number | undefined;
  if (values["min-judge"] !== undefined) {
    minJudgeScore = Number(values["min-judge"]);
    // The judge scores each criterion from 1 to 3: a minimum outside that keeps every judged QA (0) or none (1e9).
    const { min, max } = JUDGE_SCORE_RANGE;
    if (values["min-judge"].trim() === "" || !(minJudgeScore >= min && minJudgeScore <= max)) {
      throw new UsageError(`--min-judge takes a score from ${min} to ${max} (the judge's scale), not "${values["min-judge"]}".`);
    }
  }
  return { query: narrowQuery(presetQuery(preset, { minJudgeScore }), narrowing), preset, defaulted: false, narrowing };
}
