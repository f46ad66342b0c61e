import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { QUESTION_MAX_CHARS } from "@contract/ask.ts";
import { routeHref } from "../../app/router.ts";
import { ModelSelect, type ModelChoice } from "../../shared/ModelSelect.tsx";
import { noModelWords } from "./askModelWords.ts";

interface AskFormProps {
  models: readonly ModelChoice[];
  modelId: number | null;
  onModel(id: number | null): void;
  busy: boolean;
  onAsk(question: string): void;
  onStop(): void;
  /** Choices of how to search, shown under the question (the meaning switch). Defaults to none. */
  options?: ReactNode;
  /** The name of the model that wrote the answer shown below, if one is shown: the no-model line must not contradict it. */
  shownAnswerModel?: string | null;
}

/** The question box, the model that answers, and Ask (Stop while the answer is written). Enter asks; Shift+Enter starts a new line. */
export function AskForm({ models, modelId, onModel, busy, onAsk, onStop, options, shownAnswerModel = null }: AskFormProps) {
  const [question, setQuestion] = useState("");
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!busy) onAsk(question);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form className="ask-form panel" onSubmit={submit} aria-label="Ask a question">
      <label htmlFor="ask-question" className="ask-label">
        Your question
      </label>
      <textarea
        id="ask-question"
        data-testid="ask-question"
        rows={2}
        maxLength={QUESTION_MAX_CHARS}
        placeholder="What do your papers say about…"
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {options}
      <div className="ask-form-row">
        <label htmlFor="ask-model">Answered by</label>
        {models.length > 0 ? (
          <ModelSelect id="ask-model" models={models} value={modelId} onChange={onModel} disabled={busy} />
        ) : (
          <span className="muted" data-testid="ask-no-model">
            {noModelWords(shownAnswerModel)} <a href={routeHref("models")}>Add one under Models</a>.
          </span>
        )}
        <span className="ask-form-actions">
          {busy ? (
            <button type="button" className="danger" data-testid="ask-stop" onClick={onStop}>
              Stop <kbd>Esc</kbd>
            </button>
          ) : (
            <button type="submit" className="primary" data-testid="ask-submit" disabled={modelId === null}>
              Ask
            </button>
          )}
        </span>
      </div>
    </form>
  );
}
