import { useEffect, useState } from "react";
import type { RunProgressView, RunSummary } from "../../../../src-main/contract/pipeline.ts";
import { routeHref } from "../../app/router.ts";
import { client } from "../../client/index.ts";
import { formatCount, formatEta, formatTokensPerSecond, percentDone } from "../../shared/format.ts";
import { ProgressBar } from "../../shared/ProgressBar.tsx";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";
import { useThrottledCallback } from "../../shared/useThrottledCallback.ts";
import { RunProgressBar } from "./RunProgressBar.tsx";
import { runActions, runLine } from "./runProgress.ts";
import { RunStatusBadge } from "./RunStatusBadge.tsx";

export interface RunDetailProps {
  run: RunSummary;
  progress: RunProgressView | undefined;
  /** The last "run.error" event for this run, if any. */
  error: { name: string; message: string } | undefined;
  strategyLabel: string;
  /** Readable names of the stored settings by key: strategy settings by name, run options as "run:NAME". */
  settingLabels: Readonly<Record<string, string>>;
  /** Refetch the runs list (after an action). */
  onChanged(): void;
}

type Busy = "pause" | "cancel" | "resume" | "retry" | null;

export function RunDetail({ run, progress, error, strategyLabel, settingLabels, onChanged }: RunDetailProps) {
  const papers = useAsync(() => client.call("pipeline.runPapers", run.id), [run.id]);
  const failed = useAsync(() => client.call("pipeline.failedItems", run.id), [run.id]);
  const [busy, setBusy] = useState<Busy>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);

  // Per-paper bars follow the run's progress, at most once a second.
  const refreshPapers = useThrottledCallback(() => {
    papers.reload();
    failed.reload();
  }, 1000);
  useAppEvent("run.progress", (event) => {
    if (event.progress.runId === run.id) refreshPapers();
  });
  useAppEvent("runs.changed", (event) => {
    if (event.runId === run.id) refreshPapers();
  });
  useEffect(() => {
    setActionError(null);
    setNotice(null);
    setConfirmCancel(false);
  }, [run.id]);
  useEffect(() => {
    if (!confirmCancel) return;
    const timer = setTimeout(() => setConfirmCancel(false), 5000);
    return () => clearTimeout(timer);
  }, [confirmCancel]);

  const line = runLine(run, progress);
  const items = progress ? { pending: progress.pending, running: 0, failed: progress.failed } : run.items;
  const actions = runActions(line.status, items);
  const shownError = error ?? line.error;

  const act = async (kind: Exclude<Busy, null>, work: () => Promise<string | null>) => {
    setBusy(kind);
    setActionError(null);
    setNotice(null);
    try {
      setNotice(await work());
      onChanged();
      refreshPapers();
    } catch (e) {
      setActionError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="panel run-detail" aria-labelledby="run-detail-title" data-testid="run-detail">
      <div className="run-detail-head">
        <h2 id="run-detail-title">
          Run #{run.id} · {strategyLabel}
        </h2>
        <RunStatusBadge status={line.status} />
      </div>
      <div className="toolbar run-actions">
        <button type="button" disabled={!actions.pause || busy !== null} onClick={() => act("pause", async () => (await client.call("pipeline.pause", run.id), "Pausing: items in flight finish first."))}>
          {busy === "pause" ? "Pausing…" : "Pause"}
        </button>
        <button type="button" disabled={!actions.resume || busy !== null} onClick={() => act("resume", async () => (await client.call("pipeline.resumeRun", run.id), "Resumed."))}>
          {busy === "resume" ? "Resuming…" : "Resume"}
        </button>
        <button
          type="button"
          className="danger"
          disabled={!actions.cancel || busy !== null}
          onClick={() => {
            if (!confirmCancel) return setConfirmCancel(true);
            setConfirmCancel(false);
            void act("cancel", async () => (await client.call("pipeline.cancel", run.id), "Cancelled. QAs generated so far are kept."));
          }}
        >
          {busy === "cancel" ? "Cancelling…" : confirmCancel ? "Click again to cancel the run" : "Cancel"}
        </button>
        <a className="button" href={routeHref("review", null, { run: String(run.id) })}>
          Review its QAs
        </a>
        <a className="button" href={routeHref("export", null, { run: String(run.id) })}>
          Export
        </a>
      </div>

      <div className="run-live" aria-live="polite" data-testid="run-live">
        <RunProgressBar runId={run.id} line={line} />
        <p className="run-live-text">
          <strong>{percentDone(line.done, line.total)}%</strong> · {formatCount(line.done)} of {formatCount(line.total)} items
          {line.failed > 0 && `, ${formatCount(line.failed)} failed`} · {formatCount(line.qas, "QA")} · {formatTokensPerSecond(line.tokensPerSecond)}
          {line.live && ` · ETA ${formatEta(line.etaSeconds)}`}
        </p>
      </div>

      {shownError && line.status !== "completed" && (
        <p role="alert" className="error run-error">
          <strong>{shownError.name}:</strong> {shownError.message}
        </p>
      )}
      {actionError && (
        <p role="alert" className="error">
          {actionError}
        </p>
      )}
      {notice && <p className="ok" role="status">{notice}</p>}

      <h3>Papers</h3>
      {papers.error && (
        <p role="alert" className="error">
          {papers.error.message}
        </p>
      )}
      <ul className="run-papers" aria-label="Progress per paper">
        {(papers.data ?? []).map((paper) => (
          <li key={paper.paperId} data-testid="run-paper">
            <a href={routeHref("paper", paper.paperId)} className="run-paper-title">
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
              {paper.done}/{paper.total} items ({percentDone(paper.done, paper.total)}%) · {formatCount(paper.qas, "QA")}
              {paper.running > 0 && ` · ${paper.running} running`}
              {paper.failed > 0 && <span className="error"> · {paper.failed} failed</span>}
            </span>
          </li>
        ))}
        {papers.data && papers.data.length === 0 && <li className="muted">No papers in this run.</li>}
      </ul>

      <div className="run-failed-head">
        <h3>Failed items</h3>
        <button
          type="button"
          disabled={!actions.retryFailed || busy !== null}
          onClick={() =>
            act("retry", async () => {
              const count = await client.call("pipeline.retryFailed", run.id);
              await client.call("pipeline.resumeRun", run.id);
              return `Retrying ${count} item${count === 1 ? "" : "s"}.`;
            })
          }
        >
          {busy === "retry" ? "Retrying…" : "Retry failed"}
        </button>
      </div>
      {failed.error && (
        <p role="alert" className="error">
          {failed.error.message}
        </p>
      )}
      {failed.data && failed.data.length === 0 && <p className="muted">None.</p>}
      {failed.data && failed.data.length > 0 && (
        <table className="run-failed" data-testid="failed-items">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Paper</th>
              <th scope="col">Attempts</th>
              <th scope="col">Error</th>
            </tr>
          </thead>
          <tbody>
            {failed.data.map((item) => (
              <tr key={item.id}>
                <td>
                  <code>{item.itemKey}</code>
                </td>
                <td>
                  <a href={routeHref("paper", item.paperId)}>
                    {papers.data?.find((p) => p.paperId === item.paperId)?.name ?? `Paper ${item.paperId}`}
                  </a>
                </td>
                <td>{item.attempts}</td>
                <td className="error">{item.error ? item.error.message : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h3>Settings</h3>
      <dl className="facts run-facts">
        <dt>Model</dt>
        <dd>
          {run.model.name}
          {run.model.quantization ? ` (${run.model.quantization})` : ""}
          {run.model.sha256 && <span className="muted"> · sha256 {run.model.sha256.slice(0, 12)}…</span>}
        </dd>
        <dt>Strategy</dt>
        <dd>
          {strategyLabel} <span className="muted">(prompt {run.promptVersion})</span>
        </dd>
        <dt>Seed</dt>
        <dd>{run.seed}</dd>
        {flattenSettings(run.settings).map(([key, value]) => (
          <SettingRow key={key} name={settingLabels[key] ?? key.replace(/^run:/, "")} value={value} />
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
        <dd>{new Date(run.createdAt).toLocaleString()}</dd>
        {run.startedAt && (
          <>
            <dt>Started</dt>
            <dd>{new Date(run.startedAt).toLocaleString()}</dd>
          </>
        )}
        {run.finishedAt && (
          <>
            <dt>Finished</dt>
            <dd>{new Date(run.finishedAt).toLocaleString()}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/**
 * The stored settings as rows; nested groups (the run-wide options stored under "_engine") are
 * spread into their entries, keyed "run:NAME" so a run option never takes a strategy setting's label.
 */
function flattenSettings(settings: Record<string, unknown>): [string, unknown][] {
  const rows: [string, unknown][] = [];
  for (const [key, value] of Object.entries(settings)) {
    if (key.startsWith("_") && value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>)) rows.push([`run:${inner}`, innerValue]);
    } else rows.push([key, value]);
  }
  return rows;
}

function SettingRow({ name, value }: { name: string; value: unknown }) {
  const text = value === null ? "none" : typeof value === "object" ? (Array.isArray(value) ? value.join(", ") : JSON.stringify(value)) : String(value);
  return (
    <>
      <dt>{name}</dt>
      <dd className="run-setting-value">{text}</dd>
    </>
  );
}
