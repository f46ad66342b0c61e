import { JUDGE_CRITERIA, JUDGE_SCORE_RANGE } from "./judge.ts";
import { metricInfo } from "./metricCatalog.ts";

// A limit on one stored score, as a person sets it: in the score's good direction (at least for
// a metric where higher is better, at most where lower is better) and in the units Review shows
// it (a share as a percentage, a count as a whole number, a flag as "leave out"), checked
// against the scale's range. It becomes one of the review query's score ranges, in stored units.

export interface ScoreLimit {
  metric: string;
  /** "min": keep QAs at or above the limit; "max": at or below. */
  side: "min" | "max";
  /** How the limit is typed: a number (with `unit`), or a flag to leave out. */
  kind: "number" | "flag";
  /** Shown after the field: "%" for a share, "" otherwise. */
  unit: string;
  /** The lowest and highest limit that make sense, in typed units; null for no bound. */
  lowest: number | null;
  highest: number | null;
  /** Whether a limit must be a whole number (a count). */
  whole: boolean;
  /** What the field asks, e.g. "at least, %". */
  prompt: string;
  /** How a typed limit becomes the stored value. */
  toStored(typed: number): number;
}

/** The limit a metric takes, from the catalog's direction and format. */
export function scoreLimitFor(metric: string): ScoreLimit {
  const info = metricInfo(metric);
  const side = info.better === "lower" ? "max" : "min";
  const words = side === "min" ? "at least" : "at most";
  const base = { metric, side, kind: "number", unit: "", lowest: null, highest: null, whole: false, toStored: (v: number) => v } as const;
  if ((JUDGE_CRITERIA as readonly string[]).includes(metric)) {
    return { ...base, lowest: JUDGE_SCORE_RANGE.min, highest: JUDGE_SCORE_RANGE.max, prompt: `${words}, ${JUDGE_SCORE_RANGE.min} to ${JUDGE_SCORE_RANGE.max}` };
  }
  switch (info.format) {
    case "share":
      return { ...base, unit: "%", lowest: 0, highest: 100, prompt: `${words}, %`, toStored: (v) => v / 100 };
    case "count":
      return { ...base, lowest: 0, whole: true, prompt: `${words}, a count` };
    case "flag":
      return { ...base, kind: "flag", side: "max", lowest: 0, highest: 1, prompt: "leave these out", toStored: () => 0 };
    case "shift":
      return { ...base, prompt: `${words}; 0 is the pass mark` };
    case "number":
      return { ...base, prompt: words };
  }
}

/** A typed limit read: the query's score range, or what is wrong with it in words; null for no limit. */
export type ReadScoreLimit = { range: { metric: string; min?: number; max?: number; orNothingToCheck: true } } | { error: string } | null;

const shown = (value: number, unit: string) => `${value.toLocaleString("en-US")}${unit}`;

/**
 * Reads what was typed for `metric` ("80" for 80%; "yes" ticks a flag). An empty field is no
 * limit. A QA whose check had nothing to check (an answer without numbers) passes the limit:
 * nothing in it is wrong.
 */
export function readScoreLimit(metric: string, typed: string): ReadScoreLimit {
  const limit = scoreLimitFor(metric);
  const text = typed.trim().replace(/%$/, "").trim();
  if (text === "") return null;
  const range = (stored: number) => ({ range: { metric, [limit.side]: stored, orNothingToCheck: true as const } });
  if (limit.kind === "flag") return text === "yes" ? range(0) : null;
  const value = Number(text);
  if (!Number.isFinite(value)) return { error: `Type a number${limit.unit === "%" ? " from 0 to 100" : ""}.` };
  if (limit.lowest !== null && value < limit.lowest) return { error: `${shown(value, limit.unit)} is below ${shown(limit.lowest, limit.unit)}, the lowest this score can be.` };
  if (limit.highest !== null && value > limit.highest) return { error: `${shown(value, limit.unit)} is above ${shown(limit.highest, limit.unit)}, the highest this score can be.` };
  if (limit.whole && !Number.isInteger(value)) return { error: "Type a whole number." };
  return range(limit.toStored(value));
}

/** A bound typed for Review's score ranges (either side), in the units Review shows, as the stored value: 80 (%) is 0.8. */
export function typedBoundToStored(metric: string, value: number): number {
  const limit = scoreLimitFor(metric);
  return limit.kind === "flag" ? value : limit.toStored(value);
}

/** How a bound on the metric is typed, beside Review's range fields: "%, 0 to 100", "1 to 3", "0 = no, 1 = yes". */
export function boundUnitWords(metric: string): string {
  const limit = scoreLimitFor(metric);
  if (limit.kind === "flag") return "0 = no, 1 = yes";
  if (limit.unit === "%") return "%, 0 to 100";
  if (limit.lowest !== null && limit.highest !== null) return `${limit.lowest} to ${limit.highest}`;
  if (limit.whole) return "a count";
  return limit.prompt.includes("pass mark") ? "0 is the pass mark" : "as stored";
}

/**
 * What a typed limit on `metric` leaves out that it never measured: a score known only to be
 * below a fail ("below a repeat") cannot be placed against a limit under that fail's threshold,
 * and the threshold depends on the model that compared, so the limit leaves it out rather than
 * pass it unseen, and says so beside the field. Null for a metric with no such scores.
 */
export function undecidedByLimitWords(metric: string): string | null {
  const bound = metricInfo(metric).belowBound;
  if (bound === undefined) return null;
  return `A QA whose score is known only as “${bound}” (not measured) is left out: this limit cannot tell where it stands.`;
}
