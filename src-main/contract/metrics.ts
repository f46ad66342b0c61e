import { z } from "zod";

// The scores stored with every QA, and the shape of a metric's entry in the catalog
// (metricCatalog.ts) that says what each one means to a person. The filters in
// core/pipeline/filters write these metric ids; every view shows a score through the catalog
// (its label, what it checks, how to read the value), never by its id.

export const ScoreVerdictSchema = z.enum(["pass", "fail", "info"]);
export type ScoreVerdict = z.infer<typeof ScoreVerdictSchema>;

/**
 * What a share rests on: of `checked` items the check looked at (an answer's numbers), `found`
 * were found. Kept beside the value so that 50% can be read as 1 of 2 or 10 of 20.
 */
export const ScoreCountsSchema = z.strictObject({
  found: z.number().int().min(0),
  checked: z.number().int().min(0),
});
export type ScoreCounts = z.infer<typeof ScoreCountsSchema>;

/** One stored score as the views receive it. */
export const ScoreViewSchema = z.strictObject({
  metric: z.string(),
  value: z.number().nullable(),
  verdict: ScoreVerdictSchema,
  reason: z.string(),
  /** The counts its value rests on, for a check that counts (the numbers check); null or absent when it does not, or for a score stored before counts were kept. */
  counts: ScoreCountsSchema.nullable().optional(),
});
export type ScoreView = z.infer<typeof ScoreViewSchema>;

/** How a value is written: a share as a percentage, a count, a signed shift, a yes/no flag, or a plain number. */
export type MetricFormat = "share" | "count" | "shift" | "flag" | "number";

export interface MetricInfo {
  id: string;
  /** What people call it, e.g. "Numbers found in the paper". */
  label: string;
  /** At most about 12 characters, for table headers. */
  short: string;
  /** What a fail means, in a few words for a table cell ("Repeats a QA"). Defaults to the short name. */
  failedAs?: string;
  /** What the check asks of a QA, in one sentence. */
  checks: string;
  /** How to read the value, including which values are good. */
  reading: string;
  /** Which direction is better; null when the catalog does not know (a score from elsewhere). */
  better: "higher" | "lower" | null;
  format: MetricFormat;
  /**
   * What a pass without a value means, in words ("no numbers to check"): the check had nothing
   * to check, which is neither good nor bad. Defaults to "nothing to check".
   */
  nothingToCheck?: string;
  /**
   * What a pass without a value but with counts means ("below a repeat"): of what it counted, it
   * measured none, as none could come near a fail (`isBelowBound`). Defaults to "below a fail".
   */
  belowBound?: string;
  /** For a check that counts what it checked: the thing counted, singular ("number"), for "3 of 4 numbers found". */
  counts?: string;
  /** What a counted item passing is called, for "3 of 4 statements borne out by the chunk". Defaults to "found". */
  countedAs?: string;
  /** "qa": a filter's or the judge's score of each QA; "dataset": a figure of a whole selection (the report's). */
  level: "qa" | "dataset";
  /**
   * Who decides a pass: "check", a rule or a measurement of the text's surface (numbers found,
   * evidence found, no reference to the paper), which says nothing about whether the answer is
   * right, so a pass is shown neutrally; "judge", a judge model reading the answer, whose pass is
   * a verdict and shown as good. Defaults to "check".
   */
  decidedBy?: "check" | "judge";
  /**
   * The figure the method's paper published for this metric, computed the same way on its own
   * data, for the side-by-side. Absent when no paper published this metric as defined here (a
   * metric we compute differently has its own name and no published figure).
   */
  published?: PublishedFigure;
}

/** A figure a seed paper published, and why ours on another dataset, or even on its own, can differ. */
export interface PublishedFigure {
  value: number;
  /**
   * The method whose QAs it was measured on (a strategy's name): the figure is shown only beside
   * a selection whose every QA that method generated, never beside imported QAs, answers kept
   * from Ask or another method's QAs.
   */
  method: string;
  /** Who published it, on what: "SciQAG, its generated QAs". */
  source: string;
  /**
   * What it rests on, as ours carries its n: "100 papers". A published figure shown without it
   * would look as solid beside our "n = 7 numbers" whatever it was measured on.
   */
  n: string;
  /** Why our figure can differ, in one sentence. */
  differs: string;
}
