import type { RunSummary, StrategyInfo } from "@contract/pipeline.ts";
import { formatCount, formatDateTime } from "../../shared/format.ts";
import { promptVersionWords, runSettingRows } from "./runSettings.ts";

/** What the run was made with and when: model and fingerprint, strategy and prompt version, settings, tokens, QAs, times. */
export function RunSettingsFacts({ run, strategy, strategyLabel }: { run: RunSummary; strategy: StrategyInfo | undefined; strategyLabel: string }) {
  return (
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
