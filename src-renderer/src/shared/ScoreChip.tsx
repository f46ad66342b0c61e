import { type ScoreView } from "@contract/metrics.ts";
import { metricInfo } from "@contract/metricCatalog.ts";
import { belowBoundWords, describeScore, formatMetricValue, hasNothingToCheck, isBelowBound, nothingToCheckWords, scoreMark } from "@contract/scoreWords.ts";
import "./scoreChip.css";

export interface ScoreChipProps {
  score: Pick<ScoreView, "metric" | "value" | "verdict" | "counts"> & { reason?: string };
  /**
   * "full" names the metric ("✓ Numbers found in the paper 100%"), "short" by its short name
   * ("✓ Numbers 100%") where many chips share little room, "value" shows only the mark and the
   * value, where a column header already names the metric. Defaults to "full".
   */
  show?: "full" | "short" | "value";
}

/**
 * One score as people read it, the same in Review and on the paper's key QAs: a mark saying
 * whether it passed (the filter's verdict), the metric's name, and the value in its unit. Only
 * a judge's pass is green: a check that passed (evidence found, no reference to the paper) says
 * nothing about whether the answer is right, so its tick is neutral; a fail is red. A check that
 * had nothing to check (an answer without numbers) is a neutral dash and its words ("no numbers
 * to check"). A pass only known to be below a fail says that, with its counts ("below a repeat
 * (0 of 612)"). Hovering tells what the metric checks and how to read it; screen readers hear the
 * whole sentence.
 */
/** " (3 of 4)" after a counting check's share, so 75% reads with its n; empty for other scores. */
function restsOn(score: ScoreChipProps["score"]): string {
  const counts = score.counts;
  return counts && counts.checked > 0 && metricInfo(score.metric).counts ? ` (${counts.found} of ${counts.checked})` : "";
}

export function ScoreChip({ score, show = "full" }: ScoreChipProps) {
  const info = metricInfo(score.metric);
  const nothing = hasNothingToCheck(score);
  const mark = scoreMark(score);
  const sentence = describeScore(score);
  const title = [sentence, score.reason ? `Why: ${score.reason}.` : "", `${info.checks} ${info.reading}`].filter(Boolean).join("\n");
  // A pass only known to be below a fail says so with what it rests on: "below a repeat (0 of 612)".
  const value = nothing ? (show === "value" ? "none" : nothingToCheckWords(score.metric)) : isBelowBound(score) ? belowBoundWords(score.metric) + restsOn(score) : score.value !== null ? formatMetricValue(score.metric, score.value) + restsOn(score) : show === "value" ? (score.verdict === "fail" ? "fails" : "passes") : null;
  return (
    <span className={`score-chip score-chip-${mark.tone} score-chip-${show === "value" ? "compact" : "full"}`} title={title} data-metric={score.metric} data-nothing-to-check={nothing || undefined}>
      <span aria-hidden="true" className="score-chip-mark">
        {mark.icon}
      </span>
      <span className="sr-only">{sentence}</span>
      <span aria-hidden="true" className="score-chip-text">
        {show !== "value" && <span className="score-chip-label">{show === "full" ? info.label : info.short}</span>}
        {value !== null && <span className={nothing ? "score-chip-none" : "score-chip-value"}>{value}</span>}
      </span>
    </span>
  );
}
