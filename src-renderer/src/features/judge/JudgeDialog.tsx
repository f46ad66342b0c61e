import { useState } from "react";
import { routeHref } from "../../app/router.ts";
import { ModelSelect } from "../../shared/ModelSelect.tsx";
import { ProgressBar } from "../../shared/ProgressBar.tsx";
import { useModalDialog } from "../../shared/useModalDialog.ts";
import { judgeIntro, previewText, progressText } from "./judgeWords.ts";
import { useJudgeModels, useJudgePreview, type JudgingState, type JudgeTarget } from "./useJudging.ts";
import "./judge.css";

export interface JudgeDialogProps {
  target: JudgeTarget;
  /** What is judged, in words: "the QAs of SciQAG · qwen · 5 Dec 10:14", "QA 3 of 16", "the 5 selected QAs". */
  what: string;
  /** The model picked first (the run's judge model); else a model registered as a judge, else the first. */
  preferredModelId?: number | null;
  judging: JudgingState;
  onClose(): void;
}

/**
 * "Judge with…": pick a registered model, see how many QAs it will grade (those it graded
 * before are skipped), start, and follow it QA by QA. Closing lets the judging go on.
 */
export function JudgeDialog({ target, what, preferredModelId = null, judging, onClose }: JudgeDialogProps) {
  const ref = useModalDialog(onClose);
  const models = useJudgeModels();
  const list = models.data ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  const fallback = list.find((m) => m.id === preferredModelId) ?? list.find((m) => m.role === "judge") ?? list[0];
  const modelId = picked ?? fallback?.id ?? null;
  const model = list.find((m) => m.id === modelId);
  const { progress, running, error } = judging;
  const preview = useJudgePreview(target, modelId, running);
  const finished = !running && progress !== null && progress.status !== "running";
  const nothing = preview.data?.selected === 0;

  return (
    <dialog ref={ref} className="confirm-dialog judge-dialog" aria-labelledby="judge-dialog-title" data-testid="judge-dialog">
      <h2 id="judge-dialog-title">Judge {what}</h2>
      <p className="muted judge-intro">{judgeIntro(model)}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (model && !running) void judging.start(target, model);
        }}
      >
        <div className="judge-field">
          <label htmlFor="judge-model" className="judge-label">
            Judge model
          </label>
          {models.data && list.length === 0 ? (
            <p className="muted">
              No model registered yet. <a href={routeHref("models")}>Add one in Models</a>.
            </p>
          ) : (
            <ModelSelect id="judge-model" models={list} value={modelId} onChange={(id) => { setPicked(id); judging.reset(); }} disabled={running} aria-describedby="judge-preview" suffix={(m) => (m.id === preferredModelId ? " — this run's judge" : "")} />
          )}
          <span id="judge-preview" className="muted judge-hint" data-testid="judge-preview" aria-live="polite">
            {preview.error ? "" : preview.data ? previewText(preview.data) : modelId === null ? "" : "Counting the QAs…"}
          </span>
        </div>

        {progress && (
          <div className="judge-progress" aria-live="polite" data-testid="judge-progress">
            {progress.total > 0 && <ProgressBar value={progress.done} max={progress.total} failed={progress.failed} label="Judging progress" valueText={progressText(progress)} />}
            <p className={finished && progress.status === "completed" ? "ok" : undefined} role="status">
              {progressText(progress)}
            </p>
          </div>
        )}
        {running && !progress && (
          <p className="muted" role="status">
            Loading the judge model…
          </p>
        )}
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        {running && <p className="muted judge-note">You can close this window: judging goes on, and what is judged is kept.</p>}

        <div className="confirm-dialog-actions">
          <button type="button" onClick={onClose} autoFocus={!running} data-testid="judge-close">
            {finished || running ? "Close" : "Cancel"}
          </button>
          <button type="submit" className="primary" disabled={!model || running || nothing} data-testid="judge-start">
            {running ? "Judging…" : finished ? "Judge again" : "Start judging"}
          </button>
        </div>
      </form>
    </dialog>
  );
}
