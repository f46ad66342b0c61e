import { useEffect, useRef, type KeyboardEvent } from "react";
import { metricInfo, sortMetrics } from "@contract/metrics.ts";
import type { KeyQaView } from "@contract/pipeline.ts";
import { qualityBadge } from "@contract/qualityWords.ts";
import { routeHref } from "../../app/router.ts";
import { Badge, type BadgeTone } from "../../shared/Badge.tsx";
import { nextIndexForKey } from "../../shared/listKeys.ts";
import { ScoreChip } from "../../shared/ScoreChip.tsx";
import { useStrategies } from "../../shared/useStrategies.ts";
import { KeyQaStanding } from "./KeyQaStanding.tsx";

const DIFFICULTY_TONE: Record<NonNullable<KeyQaView["difficulty"]>, BadgeTone> = { easy: "neutral", medium: "accent", hard: "warn" };

/** A QA's scores in the catalog's order (the checks that most often decide trust first). */
function orderedScores(qa: KeyQaView): KeyQaView["scores"] {
  const order = sortMetrics(qa.scores.map((s) => s.metric));
  return [...qa.scores].sort((a, b) => order.indexOf(a.metric) - order.indexOf(b.metric));
}

interface QaCardsProps {
  qas: KeyQaView[];
  selectedId: number | null;
  onSelect(id: number): void;
}

/**
 * The paper's key QAs as cards. One tab stop (the selected card); ↑/↓ move and select, so the
 * evidence follows the keyboard. The selected card opens up with every score's reason and the
 * evidence quotes.
 */
export function QaCards({ qas, selectedId, onSelect }: QaCardsProps) {
  const list = useRef<HTMLOListElement>(null);
  const moved = useRef(false);
  const activeIndex = Math.max(0, qas.findIndex((q) => q.id === selectedId));
  const { typeLabel } = useStrategies();

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const card = list.current?.querySelector<HTMLElement>(`[data-qa-id="${selectedId}"]`);
    card?.focus();
    card?.scrollIntoView({ block: "nearest" });
  }, [selectedId]);

  const onKeyDown = (event: KeyboardEvent, qa: KeyQaView, index: number) => {
    if (event.target !== event.currentTarget) return; // keys inside the card's links
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect(qa.id);
      return;
    }
    const next = nextIndexForKey(index, event.key, qas.length, 3);
    if (next === null) return;
    event.preventDefault();
    moved.current = true;
    onSelect(qas[next]!.id);
  };

  return (
    <ol ref={list} className="kqa-cards" role="listbox" aria-label="Key QAs">
      {qas.map((qa, index) => {
        const selected = qa.id === selectedId;
        return (
          <li
            key={qa.id}
            data-qa-id={qa.id}
            role="option"
            aria-selected={selected}
            tabIndex={index === activeIndex ? 0 : -1}
            className={`kqa-card${selected ? " selected" : ""}`}
            onClick={() => onSelect(qa.id)}
            onKeyDown={(e) => onKeyDown(e, qa, index)}
          >
            <KeyQaStanding qa={qa} />
            <div className="kqa-card-top">
              <span className="kqa-rank" aria-label={`Key QA ${index + 1}`}>
                {index + 1}
              </span>
              {qa.type && <Badge>{typeLabel(qa.type)}</Badge>}
              {qa.difficulty && <Badge tone={DIFFICULTY_TONE[qa.difficulty]}>{qa.difficulty}</Badge>}
              {/* Neutral whatever its value: a mean of surface checks, not a verdict on the answer. */}
              <Badge title={qualityBadge(qa.quality, qa.qualityRestsOn).title}>
                {qualityBadge(qa.quality, qa.qualityRestsOn).text}
              </Badge>
            </div>
            <p className="kqa-question">{qa.question}</p>
            <p className="kqa-answer">{qa.answer}</p>
            {qa.scores.length > 0 && (
              <ul className="kqa-scores" aria-label="Scores">
                {orderedScores(qa).map((score) => (
                  <li key={score.metric}>
                    <ScoreChip score={score} show="short" />
                  </li>
                ))}
              </ul>
            )}
            <p className="kqa-why">{qa.why}</p>
            {selected && <QaDetails qa={qa} />}
          </li>
        );
      })}
    </ol>
  );
}

function QaDetails({ qa }: { qa: KeyQaView }) {
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
                {item.page !== null ? `p. ${item.page}` : ""}
                {item.paragraphId === null ? " · not found in the text" : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="kqa-links">
        {qa.section && <span className="muted">Section: {qa.section} · </span>}
        <span className="muted">Run {qa.runId} · </span>
        <a href={routeHref("review", null, { qa: String(qa.id) })}>
          Review this QA
        </a>
      </p>
    </div>
  );
}
