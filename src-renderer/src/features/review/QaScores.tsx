import { sortMetrics } from "@contract/metricCatalog.ts";
import type { QaDetail } from "@contract/qaDetail.ts";
import { ScoreChip } from "../../shared/ScoreChip.tsx";

/** Every score of the QA in the metrics' order, with its verdict and reason. */
export function QaScores({ detail }: { detail: QaDetail }) {
  const scores = sortMetrics(detail.scores.map((s) => s.metric)).map((metric) => detail.scores.find((s) => s.metric === metric)!);
  return (
    <section aria-labelledby="qa-scores-title">
      <h3 id="qa-scores-title">Scores</h3>
      {scores.length === 0 ? (
        <p className="muted">Not scored.</p>
      ) : (
        <ul className="qa-scores" data-testid="qa-scores">
          {scores.map((score) => (
            <li key={score.metric} className={`qa-score-${score.verdict}`}>
              <ScoreChip score={score} />
              <span className="qa-score-reason">{score.reason}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
