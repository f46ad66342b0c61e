import { z } from "zod";
import { DEFAULT_JUDGE_MINIMUM, JUDGE_CRITERIA } from "./judge.ts";
import { ReviewStatusSchema } from "./review.ts";
import { type QaQuery } from "./qaQueries.ts";

// Which QAs an export writes is a QaQuery (contract/review.ts), the very query the review table
// pages through, so "Export these" from Review writes exactly the rows Review shows. Presets are
// named QaQuerys for the common choices; the export view and `distillate export --preset` share them.

export const ExportPresetSchema = z.enum(["mine", "kept", "reviewed", "accepted", "judge", "all"]);
export type ExportPreset = z.infer<typeof ExportPresetSchema>;

/**
 * The preset an export starts from: the QAs at least one reviewer kept, which is what a dataset
 * someone reviewed should hold. When nobody has kept a QA yet the export view says so and starts
 * from "accepted" instead, and the command line refuses an empty default rather than writing
 * everything (see README, "Export").
 */
export const DEFAULT_EXPORT_PRESET: ExportPreset = "kept";

/** The presets in words, for the export view and the CLI's help. */
export const EXPORT_PRESET_WORDS: Record<ExportPreset, { label: string; means: string }> = {
  mine: { label: "Kept by me", means: "the QAs you (the reviewer in Settings) kept" },
  kept: { label: "Kept by any reviewer", means: "the QAs at least one reviewer kept, disputed ones included" },
  reviewed: { label: "Reviewed", means: "every QA some reviewer kept or dropped, dropped ones included" },
  accepted: { label: "Accepted by the filters", means: "the QAs the automatic filters accepted, reviewed or not" },
  judge: { label: "Judge score at least…", means: "QAs the judge model scored at least this on every criterion" },
  all: { label: "All QAs", means: "every QA, rejected and dropped ones included" },
};

export interface PresetOptions {
  /** The lowest judge score on every criterion for "judge". Defaults to the judge's own pass mark (2 of 3). */
  minJudgeScore?: number;
}

/** The query a preset means. A QA the judge never scored is left out of "judge". */
export function presetQuery(preset: ExportPreset, options: PresetOptions = {}): QaQuery {
  switch (preset) {
    case "mine":
      return { queue: "kept" };
    case "kept":
      return { statuses: ["kept", "disputed"] };
    case "reviewed":
      return { statuses: ["kept", "dropped", "disputed"] };
    case "accepted":
      return { verdicts: ["accepted"] };
    case "judge": {
      const min = options.minJudgeScore ?? DEFAULT_JUDGE_MINIMUM;
      return { scoreRanges: JUDGE_CRITERIA.map((metric) => ({ metric, min })) };
    }
    case "all":
      return {};
  }
}

/**
 * What a selection holds, told before anything is written: how many QAs, by the filters'
 * verdict, by where they stand with the reviewers, by strategy and by paper.
 */
export const QaSelectionSummarySchema = z.strictObject({
  total: z.number().int(),
  verdicts: z.strictObject({ accepted: z.number().int(), rejected: z.number().int(), pending: z.number().int() }),
  statuses: z.record(ReviewStatusSchema, z.number().int()),
  /** Most QAs first. */
  strategies: z.array(z.strictObject({ strategy: z.string(), count: z.number().int() })),
  /** How many papers the QAs come from. */
  paperCount: z.number().int(),
  /** The papers with most QAs (at most SUMMARY_TOP_PAPERS), most first; `name` is the title or file name. */
  papers: z.array(z.strictObject({ id: z.number().int(), name: z.string(), count: z.number().int() })),
});
export type QaSelectionSummary = z.infer<typeof QaSelectionSummarySchema>;

/** Papers a summary names one by one; the rest are counted together. */
export const SUMMARY_TOP_PAPERS = 8;

type ListKey = "paperIds" | "runIds" | "strategies" | "verdicts" | "statuses" | "types" | "difficulties";
const LIST_KEYS: ListKey[] = ["paperIds", "runIds", "strategies", "verdicts", "statuses", "types", "difficulties"];

/**
 * A query narrowed further: a preset plus the runs, papers, strategies or minimum scores chosen
 * beside it. A list both give keeps the values in both; score ranges add up (each must hold);
 * the rest of `extra` wins. Lists that share no value would select nothing, which a list cannot
 * say (an empty list means "any"), so that throws; the export view and the CLI never combine
 * such lists.
 */
export function narrowQuery(base: QaQuery, extra: QaQuery): QaQuery {
  const query: Record<string, unknown> = { ...base, ...extra };
  for (const key of LIST_KEYS) {
    const a = base[key] as readonly unknown[] | undefined;
    const b = extra[key] as readonly unknown[] | undefined;
    if (!a?.length || !b?.length) continue;
    const both = a.filter((value) => b.includes(value));
    if (both.length === 0) throw new Error(`The choices for ${key} share no value, so they would select no QA.`);
    query[key] = both;
  }
  const ranges = [...(base.scoreRanges ?? []), ...(extra.scoreRanges ?? [])];
  if (ranges.length > 0) query.scoreRanges = ranges;
  return query as QaQuery;
}
