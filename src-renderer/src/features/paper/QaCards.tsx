import type { KeyQaView } from "@contract/keyQas.ts";
import { qualityBadge } from "@contract/qualityWords.ts";
import { Badge, type BadgeTone } from "../../shared/Badge.tsx";
import { ScoreChip } from "../../shared/ScoreChip.tsx";
import { useLibraryRunNames } from "../../shared/useRunNames.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import { KeyQaStanding } from "./KeyQaStanding.tsx";
import { orderedScores } from "./orderedScores.ts";
import { QaDetails } from "./QaDetails.tsx";
import { useQaCardKeys } from "./useQaCardKeys.ts";

const DIFFICULTY_TONE: Record<NonNullable<KeyQaView["difficulty"]>, BadgeTone> = { easy: "neutral", medium: "accent", hard: "warn" };

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
  const { list, activeIndex, onKeyDown } = useQaCardKeys(qas, selectedId, onSelect);
  const { typeLabel } = useStrategies();
  const runName = useLibraryRunNames();

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
            {selected && <QaDetails qa={qa} runName={runName(qa.runId)} />}
          </li>
        );
      })}
    </ol>
  );
}
