import { describeScore, formatMetricValue, metricInfo, SCORE_VERDICT_WORDS, type ScoreView } from "../../../src-main/contract/metrics.ts";
import "./scoreChip.css";

export interface ScoreChipProps {
  score: Pick<ScoreView, "metric" | "value" | "verdict"> & { reason?: string };
  /**
   * "full" names the metric ("✓ Numbers found in the paper 100%"), "short" by its short name
   * ("✓ Numbers 100%") where many chips share little room, "value" shows only the mark and the
   * value, where a column header already names the metric. Defaults to "full".
   */
  show?: "full" | "short" | "value";
}

/**
 * One score as people read it, the same in Review and on the paper's key QAs: a mark and a
 * color saying whether the value is good for the QA (the filter's verdict), the metric's name,
 * and the value in its unit. Hovering tells what the metric checks and how to read it; screen
 * readers hear the whole sentence.
 */
export function ScoreChip({ score, show = "full" }: ScoreChipProps) {
  const info = metricInfo(score.metric);
  const verdict = SCORE_VERDICT_WORDS[score.verdict];
  const value = formatMetricValue(score.metric, score.value);
  const sentence = describeScore(score);
  const title = [sentence, score.reason ? `Why: ${score.reason}.` : "", `${info.checks} ${info.reading}`].filter(Boolean).join("\n");
  return (
    <span className={`score-chip score-chip-${verdict.tone} score-chip-${show === "value" ? "compact" : "full"}`} title={title} data-metric={score.metric}>
      <span aria-hidden="true" className="score-chip-mark">
        {verdict.icon}
      </span>
      <span className="sr-only">{sentence}</span>
      <span aria-hidden="true" className="score-chip-text">
        {show !== "value" && <span className="score-chip-label">{show === "full" ? info.label : info.short}</span>}
        {score.value !== null && <span className="score-chip-value">{value}</span>}
        {score.value === null && show === "value" && <span className="score-chip-value">{score.verdict === "fail" ? "fails" : "passes"}</span>}
      </span>
    </span>
  );
}
