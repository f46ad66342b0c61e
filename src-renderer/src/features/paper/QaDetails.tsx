import { tablePlaceWords } from "@contract/evidence.ts";
import { metricInfo } from "@contract/metricCatalog.ts";
import type { KeyQaView } from "@contract/keyQas.ts";
import { routeHref } from "../../app/router.ts";
import { ScoreChip } from "../../shared/ScoreChip.tsx";
import { orderedScores } from "./orderedScores.ts";

/** What the selected key QA card opens up with: every score's reason, the evidence quotes and where to review it. */
export function QaDetails({ qa, runName }: { qa: KeyQaView; runName: string }) {
  return (
    <div className="kqa-details">
      {qa.scores.length > 0 && (
        <dl className="kqa-reasons">
          {orderedScores(qa).map((score) => (
            <div key={score.metric}>
              <dt>
                <ScoreChip score={score} />
              </dt>
              <dd>
                {score.reason} <span className="muted">· {metricInfo(score.metric).reading}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <h4>Evidence</h4>
      {qa.evidence.length === 0 ? (
        <p className="muted">No evidence quoted.</p>
      ) : (
        <ul className="kqa-evidence">
          {qa.evidence.map((item, i) => (
            <li key={i}>
              <q>{item.text}</q>
              <span className="muted">
                {" "}
                {item.table ? `${tablePlaceWords(item.table)} · ` : ""}
                {item.page !== null ? `p. ${item.page}` : ""}
                {item.paragraphId === null ? " · not found in the text" : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="kqa-links">
        {qa.section && <span className="muted">Section: {qa.section} · </span>}
        <span className="muted">{runName} · </span>
        <a href={routeHref("review", null, { qa: String(qa.id) })}>
          Review this QA
        </a>
      </p>
    </div>
  );
}
