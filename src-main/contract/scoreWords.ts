import { type ScoreCounts, type ScoreVerdict, type ScoreView } from "./metrics.ts";
import { metricInfo } from "./metricCatalog.ts";

// How a stored score reads in every view: its value as the catalog writes it, the mark (word,
// icon, colour) of its verdict, what a count rests on, and one sentence for all of it. The
// catalog itself (what each metric checks) is metrics.ts.

/**
 * A share in whole percent, except that one short of all or above none never rounds to "100%"
 * or "0%" (209 of 210 numbers found is 99.5%, not all of them): one decimal then, and past that
 * ">99.9%" or "<0.1%".
 */
function formatShareValue(value: number): string {
  const whole = Math.round(value * 100);
  if ((whole === 100 && value < 1) || (whole === 0 && value > 0)) {
    const tenth = Math.round(value * 1000) / 10;
    if (tenth >= 100) return ">99.9%";
    if (tenth <= 0) return "<0.1%";
    return `${tenth.toFixed(1)}%`;
  }
  return `${whole}%`;
}

/** A value as the catalog writes it: "100%", "0", "+1.70", "yes", "0.734"; "—" for none. */
export function formatMetricValue(id: string, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  switch (metricInfo(id).format) {
    case "share":
      return formatShareValue(value);
    case "count":
      return String(Math.round(value));
    case "shift":
      return `${value > 0 ? "+" : value < 0 ? "−" : ""}${Math.abs(value).toFixed(2)}`;
    case "flag":
      return value ? "yes" : "no";
    case "number":
      return Number.isInteger(value) ? String(value) : Number(value.toPrecision(3)).toString();
  }
}

/** How a verdict is coloured: green only for a judge's pass, red for a problem, the rest neutral. */
export const VERDICT_TONES = ["ok", "danger", "neutral"] as const;
export type VerdictTone = (typeof VERDICT_TONES)[number];

/** A verdict as every view marks it: the word, its icon and its colour. */
export interface VerdictMark {
  word: string;
  icon: string;
  tone: VerdictTone;
}

/** Whether a stored score is good for the QA, in words: the filter's own verdict, or "measured" when it gave none. */
export const SCORE_VERDICT_WORDS: Record<ScoreVerdict, VerdictMark> = {
  pass: { word: "good", icon: "✓", tone: "ok" },
  fail: { word: "a problem", icon: "✕", tone: "danger" },
  info: { word: "measured", icon: "•", tone: "neutral" },
};

/**
 * A check's pass: the rule found nothing wrong, which is not a verdict on the answer (a
 * nonsense answer whose quoted sentence is in the paper passes "Evidence found"), so it is
 * neither green nor a problem.
 */
const CHECK_PASSED = { word: "passes this check", icon: "✓", tone: "neutral" } as const;

/** A score as the words below read it: its counts, when it kept them. */
type ScoreFacts = Pick<ScoreView, "value" | "verdict"> & { counts?: ScoreCounts | null };

/**
 * A pass without a value that still had something to check: none of what it counted could come
 * near a fail, so it measured none of it (an earlier question sharing too few words to repeat
 * it). Its figure is only known to be below a fail's, and its counts say of how many (0 of 612).
 */
export function isBelowBound(score: ScoreFacts): boolean {
  return score.value === null && score.verdict === "pass" && (score.counts?.checked ?? 0) > 0 && score.counts!.found === 0;
}

/** A pass without a value: the check found nothing to check (an answer without numbers). Shown apart from a pass. */
export function hasNothingToCheck(score: ScoreFacts): boolean {
  return score.value === null && score.verdict === "pass" && !isBelowBound(score);
}

/** The words for a pass known only to be below a fail ("below a repeat"). */
export function belowBoundWords(metric: string): string {
  return metricInfo(metric).belowBound ?? "below a fail";
}

/** How a score with nothing to check is marked: neither good nor a problem. */
export const NOTHING_TO_CHECK_MARK = { icon: "–", tone: "neutral" } as const;

/** Whether a judge model decides this metric's pass (a verdict on the answer), rather than a check of its surface. */
export function isJudgeMetric(metric: string): boolean {
  return metricInfo(metric).decidedBy === "judge";
}

/**
 * How a score is marked and said: green ("good") only for a judge's pass, a neutral tick for a
 * check that passed, red for any fail, a dash for a check with nothing to check.
 */
export function scoreMark(score: ScoreFacts & Pick<ScoreView, "metric">): VerdictMark {
  if (hasNothingToCheck(score)) return { word: nothingToCheckWords(score.metric), ...NOTHING_TO_CHECK_MARK };
  if (score.verdict === "pass" && !isJudgeMetric(score.metric)) return CHECK_PASSED;
  return SCORE_VERDICT_WORDS[score.verdict];
}

/** The words for a score with nothing to check: "no numbers to check". */
export function nothingToCheckWords(metric: string): string {
  return metricInfo(metric).nothingToCheck ?? "nothing to check";
}

/**
 * What a counting check's value rests on, in words: "3 of 4 numbers found", "its one number
 * found", "its one number not found", "2 of 3 statements on the question"; null for a metric that
 * does not count or a score stored without its counts, and for nothing to check
 * (nothingToCheckWords says that).
 */
export function countsWords(score: { metric: string; counts?: ScoreCounts | null }): string | null {
  const info = metricInfo(score.metric);
  const noun = info.counts;
  const verb = info.countedAs ?? "found";
  const counts = score.counts;
  if (!noun || !counts || counts.checked === 0) return null;
  if (counts.checked === 1) return `its one ${noun} ${counts.found === 1 ? verb : `not ${verb}`}`;
  return `${counts.found} of ${counts.checked} ${noun}s ${verb}`;
}

/** One sentence saying what a score means for this QA, e.g. "Numbers found in the paper: 50%, a problem (higher is better)." */
export function describeScore(score: Pick<ScoreView, "metric" | "value" | "verdict" | "counts">): string {
  const info = metricInfo(score.metric);
  if (hasNothingToCheck(score)) return `${info.label}: ${nothingToCheckWords(score.metric)}.`;
  const counted = countsWords(score);
  if (isBelowBound(score)) return `${info.label}: ${belowBoundWords(score.metric)} (${counted}), ${scoreMark(score).word}.`;
  const value = score.value === null ? "" : `: ${formatMetricValue(score.metric, score.value)}${counted ? ` (${counted})` : ""}`;
  const direction = info.better === null ? "" : ` (${info.better} is better)`;
  return `${info.label}${value}, ${scoreMark(score).word}${direction}.`;
}
