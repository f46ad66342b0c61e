import { useEffect, useState } from "react";
import type { RunProgressView, RunSummary, StrategyInfo } from "@contract/pipeline.ts";
import { describeInFlightTokens, describeOutcome, outcomeNeedsAttention, runPercent } from "@contract/runOutcome.ts";
import { routeHref } from "../../app/router.ts";
import { formatCount, formatDateTime, formatEta, formatTokensPerSecond } from "../../shared/format.ts";
import { ProgressBar } from "../../shared/ProgressBar.tsx";
import { JudgeDialog } from "../judge/JudgeDialog.tsx";
import { progressText } from "../judge/judgeWords.ts";
import { useJudging, useRunJudgeStage } from "../judge/useJudging.ts";
import { CancelConfirm } from "./CancelConfirm.tsx";
import { EmptyItemsTable } from "./EmptyItemsTable.tsx";
import { RetryDialog } from "./RetryDialog.tsx";
import { RunProgressBar } from "./RunProgressBar.tsx";
import { runActions, runLine, type RunStatus } from "./runProgress.ts";
import { useRunNotice } from "./useRunNotice.ts";
import { promptVersionWords, runSettingRows } from "./runSettings.ts";
import { RunStatusBadge } from "./RunStatusBadge.tsx";
import { useRunDetail } from "./useRunDetail.ts";

export interface RunDetailProps {
  run: RunSummary;
  progress: RunProgressView | undefined;
  /** The last "run.error" event for this run, if any. */
  error: { name: string; message: string } | undefined;
  strategy: StrategyInfo | undefined;
  /** Refetch the runs list (after an action). */
  onChanged(): void;
  /** Show another run (a retry's run, the run a retry came from). */
  onSelect(runId: number): void;
}

export function RunDetail({ run, progress, error, strategy, onChanged, onSelect }: RunDetailProps) {
  const detail = useRunDetail(run.id, onChanged);
  const { papers, emptyItems, busy } = detail;
  const [actionError, setActionError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [judgeOpen, setJudgeOpen] = useState(false);
  const judging = useJudging(() => {
    onChanged();
    detail.refresh();
  });
  const judgeStage = useRunJudgeStage(run.id);
  const strategyLabel = strategy?.label ?? run.strategy;

  useEffect(() => {
    setActionError(null);
    setConfirmCancel(false);
    setRetrying(false);
    setJudgeOpen(false);
  }, [run.id]);

  const line = runLine(run, progress);
  // An action's sentence lasts while it is true: "Pausing…" goes once the run has paused or ended.
  const { notice, show: showNotice } = useRunNotice(line.status);
  const items = progress ? { pending: progress.pending, running: 0, failed: progress.failed } : run.items;
  const actions = runActions(line.status, items);
  const shownError = error ?? line.error;
  const outcome = describeOutcome(line.outcome, line);

  const act = async (work: () => Promise<string>, leadsTo: RunStatus[] = []) => {
    const since = line.status;
    setActionError(null);
    showNotice(null, since);
    try {
      showNotice(await work(), since, leadsTo);
    } catch (e) {
      setActionError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <section className="panel run-detail" aria-labelledby="run-detail-title" data-testid="run-detail">
      <div className="run-detail-head">
        <h2 id="run-detail-title">
          Run #{run.id} · {strategyLabel}
        </h2>
        <RunStatusBadge outcome={line.outcome} />
      </div>
      {(run.retryOf !== null || run.retriedBy.length > 0) && (
        <p className="muted run-links">
          {run.retryOf !== null && (
            <>
              Retries the failed items of{" "}
              <button type="button" className="link" onClick={() => onSelect(run.retryOf!)}>
                run #{run.retryOf}
              </button>
              .{" "}
            </>
          )}
          {run.retriedBy.length > 0 && (
            <>
              Retried in{" "}
              {run.retriedBy.map((id, i) => (
                <span key={id}>
                  {i > 0 && ", "}
                  <button type="button" className="link" onClick={() => onSelect(id)}>
                    run #{id}
                  </button>
                </span>
              ))}
              .
            </>
          )}
        </p>
      )}
      <div className="toolbar run-actions">
        <button type="button" disabled={!actions.pause || busy !== null} onClick={() => act(detail.pause)}>
          {busy === "pause" ? "Pausing…" : "Pause"}
        </button>
        <button type="button" disabled={!actions.resume || busy !== null} title={actions.resumeHint} onClick={() => act(detail.resume, ["running"])}>
          {busy === "resume" ? "Resuming…" : "Resume"}
        </button>
        <button
          type="button"
          className="danger"
          disabled={!actions.cancel || busy !== null}
          aria-expanded={confirmCancel}
          onClick={() => setConfirmCancel(!confirmCancel)}
        >
          {busy === "cancel" ? "Cancelling…" : "Cancel…"}
        </button>
        <button
          type="button"
          disabled={!actions.retryFailed || busy !== null}
          title={actions.retryWhyNot ?? "Run the items that failed again, with this model or another"}
          onClick={() => setRetrying(true)}
          data-testid="retry-failed"
        >
          {busy === "retry" ? "Retrying…" : "Retry failed…"}
        </button>
        <button
          type="button"
          disabled={line.live}
          title={line.live ? "Judge once generation is over (a run with a judge model judges its QAs by itself)." : "Grade this run's QAs with a judge model"}
          onClick={() => {
            judging.reset();
            setJudgeOpen(true);
          }}
          data-testid="judge-run"
        >
          {judging.running ? "Judging…" : "Judge with…"}
        </button>
        <a className="button" href={routeHref("review", null, { run: String(run.id) })}>
          Review its QAs
        </a>
        <a className="button" href={routeHref("export", null, { run: String(run.id) })}>
          Export
        </a>
        <a className="button" href={routeHref("report", null, { run: String(run.id) })} data-testid="run-report-link">
          Report
        </a>
      </div>

      {confirmCancel && actions.cancel && (
        <CancelConfirm
          runId={run.id}
          onKeep={() => setConfirmCancel(false)}
          onConfirm={() => {
            setConfirmCancel(false);
            void act(detail.cancel, ["cancelled"]);
          }}
        />
      )}
      <div className="run-live" aria-live="polite" data-testid="run-live">
        <RunProgressBar runId={run.id} line={line} />
        <p className="run-live-text">
          <strong>{line.percent}%</strong> · {formatCount(line.done)} of {formatCount(line.total, "item")} done
          {line.failed > 0 && `, ${formatCount(line.failed)} failed`} · {formatCount(line.qas, "QA")} · {formatTokensPerSecond(line.tokensPerSecond)}
          {line.live && ` · ETA ${formatEta(line.etaSeconds)}`}
        </p>
        {judgeStage && (
          <p className="run-judge-stage" data-testid="run-judge-stage">
            <strong>{progressText(judgeStage)}</strong> <span className="muted">· judge {judgeStage.judge.name}</span>
          </p>
        )}
        {line.inFlight.length > 0 && (
          <ul className="run-writing" aria-label="Items being written">
            {line.inFlight.map((item) => (
              <li key={item.itemId}>
                <span className="run-writing-what">
                  {item.label} — writing: {describeInFlightTokens(item)}
                </span>
                <span className="muted run-writing-paper" title={item.paperName}>
                  {item.paperName}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>

      {outcome && (
        <p className={outcomeNeedsAttention(line.outcome) ? "run-outcome run-outcome-attention" : "run-outcome"} data-testid="run-outcome" role="status">
          {outcome}
        </p>
      )}
      {shownError && line.status !== "completed" && (
        <p role="alert" className="error run-error">
          {shownError.message}
        </p>
      )}
      {actionError && (
        <p role="alert" className="error">
          {actionError}
        </p>
      )}
      {notice && (
        <p className="ok" role="status">
          {notice}
        </p>
      )}

      <h3>Papers</h3>
      {papers.error && (
        <p role="alert" className="error">
          {papers.error.message}
        </p>
      )}
      <ul className="run-papers" aria-label="Progress per paper">
        {(papers.data ?? []).map((paper) => (
          <li key={paper.paperId} data-testid="run-paper">
            <a href={routeHref("paper", paper.paperId)} className="run-paper-title" title={paper.name}>
              {paper.name}
            </a>
            <ProgressBar
              compact
              value={paper.done}
              max={paper.total}
              failed={paper.failed}
              label={`Progress of ${paper.name}`}
              valueText={`${paper.done} of ${paper.total} items`}
            />
            <span className="muted run-paper-stats">
              {paper.done}/{paper.total} items ({runPercent(paper)}%) · {formatCount(paper.qas, "QA")}
              {paper.running > 0 && ` · ${paper.running} running`}
              {paper.failed > 0 && <span className="error"> · {paper.failed} failed</span>}
            </span>
          </li>
        ))}
        {papers.data && papers.data.length === 0 && <li className="muted">No papers in this run.</li>}
      </ul>

      <h3>Items that yielded no QAs</h3>
      {emptyItems.error && (
        <p role="alert" className="error">
          {emptyItems.error.message}
        </p>
      )}
      {emptyItems.data && <EmptyItemsTable items={emptyItems.data} ran={line.done + line.failed} />}

      <h3>Settings</h3>
      <dl className="facts run-facts">
        <dt>Model</dt>
        <dd>
          {run.model.name}
          {run.model.quantization ? ` (${run.model.quantization})` : ""}
          {run.model.sha256 && <span className="muted" title={`SHA-256 of the model file: ${run.model.sha256}`}> · fingerprint {run.model.sha256.slice(0, 12)}…</span>}
        </dd>
        <dt>Strategy</dt>
        <dd>
          {strategyLabel} <span className="muted">({promptVersionWords(run.promptVersion)})</span>
        </dd>
        {runSettingRows(run, strategy?.settings).map((row) => (
          <SettingRow key={row.label} name={row.label} value={row.value} />
        ))}
        <dt>Tokens</dt>
        <dd>
          {formatCount(run.tokens.prompt)} prompt · {formatCount(run.tokens.evaluated)} evaluated · {formatCount(run.tokens.generated)} generated
        </dd>
        <dt>QAs</dt>
        <dd>
          {formatCount(run.qas.total)} ({formatCount(run.qas.accepted)} accepted, {formatCount(run.qas.rejected)} rejected by the filters)
        </dd>
        <dt>Created</dt>
        <dd>{formatDateTime(run.createdAt)}</dd>
        {run.startedAt && (
          <>
            <dt>Started</dt>
            <dd>{formatDateTime(run.startedAt)}</dd>
          </>
        )}
        {run.finishedAt && (
          <>
            <dt>Finished</dt>
            <dd>{formatDateTime(run.finishedAt)}</dd>
          </>
        )}
      </dl>

      {judgeOpen && <JudgeDialog target={{ runId: run.id }} what={`the QAs of run #${run.id}`} preferredModelId={run.judgeModelId} judging={judging} onClose={() => setJudgeOpen(false)} />}
      {retrying && (
        <RetryDialog
          run={run}
          strategy={strategy}
          failed={actions.retryable}
          notRun={actions.retryable - items.failed}
          busy={busy === "retry"}
          onClose={() => setRetrying(false)}
          onRetry={(changes) =>
            void act(async () => {
              try {
                const { runId, notice: said } = await detail.retry(changes);
                if (runId !== run.id) onSelect(runId);
                return said;
              } finally {
                setRetrying(false);
              }
            }, ["planned", "running"])
          }
        />
      )}
    </section>
  );
}

function SettingRow({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd className="run-setting-value">{value}</dd>
    </>
  );
}
