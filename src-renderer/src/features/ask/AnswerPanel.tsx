import { quantizationWords } from "@contract/quantizationWords.ts";
import type { AskAnswer, AskProgress, KeptAnswer } from "@contract/ask.ts";
import { routeHref } from "../../app/router.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { progressLine } from "./answerStatus.ts";
import { CitationList } from "./CitationList.tsx";
import { CitationMarks } from "./CitationMarks.tsx";
import { RetrievedPassages } from "./RetrievedPassages.tsx";

interface AnswerPanelProps {
  progress: AskProgress | null;
  busy: boolean;
  /** The stored answer once done (or one opened from the list). */
  answer: AskAnswer | null;
  selected: number | null;
  onSelect(number: number): void;
  keep: { kept: KeptAnswer | null; error: Error | null; saving: boolean; onKeep(): void };
}

/** The answer as it is written, then with its numbered sources, or the plain statement that the papers do not say. */
export function AnswerPanel({ progress, busy, answer, selected, onSelect, keep }: AnswerPanelProps) {
  const line = progressLine(progress, busy);
  const writing = busy || progress?.status === "stopped";
  const qaId = keep.kept?.qaId ?? answer?.qaId ?? null;
  // The question this answers, above it: an answer opened from the list (or asked a while ago) reads on its own.
  const question = answer?.question ?? progress?.retrieval?.question ?? null;
  return (
    <section className="ask-answer panel" aria-label="Answer" aria-busy={busy} data-testid="ask-answer">
      {question && (
        <h2 className="ask-asked" data-testid="ask-asked">
          {question}
        </h2>
      )}
      {line && (
        <p className="ask-status muted" role="status" data-testid="ask-status">
          {line}
        </p>
      )}
      {writing && progress && progress.text && (
        <p className={`ask-draft${busy ? " ask-writing" : ""}`} data-testid="ask-draft">
          {progress.text}
        </p>
      )}
      {!writing && answer && answer.outcome === "refused" && (
        <div className="ask-refusal" data-testid="ask-refusal">
          <p>
            <strong>Your papers do not say.</strong> {answer.refusal}
          </p>
        </div>
      )}
      {!writing && answer && answer.outcome === "answered" && (
        <>
          <p className="ask-text" data-testid="ask-text">
            {answer.statements.map((s, i) => (
              <span key={i} className="ask-statement">
                {s.text} <CitationMarks numbers={s.citations} citations={answer.citations} selected={selected} onSelect={onSelect} />{" "}
              </span>
            ))}
          </p>
          <div className="ask-keep">
            {qaId !== null ? (
              <span className="ok" data-testid="ask-kept">
                Kept as a QA. <a href={routeHref("review", null, { qa: String(qaId) })}>Open it in Review</a>
              </span>
            ) : (
              <button type="button" onClick={keep.onKeep} disabled={keep.saving} data-testid="ask-keep">
                Keep as a QA <kbd>K</kbd>
              </button>
            )}
            <span className="muted ask-keep-note">Kept answers join the dataset as QAs you asked, with these sentences as evidence.</span>
          </div>
          <ErrorAlert error={keep.error} />
          <h2 className="ask-sources-heading">Sources</h2>
          <CitationList citations={answer.citations} selected={selected} onSelect={onSelect} />
        </>
      )}
      {!busy && answer && (
        <p className="muted ask-provenance">
          Answered by {answer.model.name}
          {answer.model.quantization ? ` · ${quantizationWords(answer.model.quantization)},` : ""} from the passages below; small models can misread them, so check each statement against its source.
        </p>
      )}
      {(answer?.retrieval ?? progress?.retrieval) && <RetrievedPassages retrieval={(answer?.retrieval ?? progress?.retrieval)!} />}
    </section>
  );
}
