import { routeHref } from "../../app/router.ts";
import type { runActions } from "./runProgress.ts";

interface RunActionsBarProps {
  runId: number;
  actions: ReturnType<typeof runActions>;
  /** The action under way, if any: its button says so and the others wait. */
  busy: string | null;
  /** Generation is still going: judging waits for it. */
  live: boolean;
  confirmingCancel: boolean;
  judging: boolean;
  onPause(): void;
  onResume(): void;
  onToggleCancel(): void;
  onRetry(): void;
  onJudge(): void;
}

/** What can be done with a run now: pause, resume, cancel, retry its failed items, judge it, and where its QAs go next. */
export function RunActionsBar({ runId, actions, busy, live, confirmingCancel, judging, onPause, onResume, onToggleCancel, onRetry, onJudge }: RunActionsBarProps) {
  return (
    <div className="toolbar run-actions">
      <button type="button" disabled={!actions.pause || busy !== null} onClick={onPause}>
        {busy === "pause" ? "Pausing…" : "Pause"}
      </button>
      <button type="button" disabled={!actions.resume || busy !== null} title={actions.resumeHint} onClick={onResume}>
        {busy === "resume" ? "Resuming…" : "Resume"}
      </button>
      <button type="button" className="danger" disabled={!actions.cancel || busy !== null} aria-expanded={confirmingCancel} onClick={onToggleCancel}>
        {busy === "cancel" ? "Cancelling…" : "Cancel…"}
      </button>
      <button
        type="button"
        disabled={!actions.retryFailed || busy !== null}
        title={actions.retryWhyNot ?? "Run the items that failed again, with this model or another"}
        onClick={onRetry}
        data-testid="retry-failed"
      >
        {busy === "retry" ? "Retrying…" : "Retry failed…"}
      </button>
      <button
        type="button"
        disabled={live}
        title={live ? "Judge once generation is over (a run with a judge model judges its QAs by itself)." : "Grade this run's QAs with a judge model"}
        onClick={onJudge}
        data-testid="judge-run"
      >
        {judging ? "Judging…" : "Judge with…"}
      </button>
      <a className="button" href={routeHref("review", null, { run: String(runId) })}>
        Review its QAs
      </a>
      <a className="button" href={routeHref("export", null, { run: String(runId) })}>
        Export
      </a>
      <a className="button" href={routeHref("report", null, { run: String(runId) })} data-testid="run-report-link">
        Report
      </a>
    </div>
  );
}
