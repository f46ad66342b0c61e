import type { RunSummary } from "@contract/pipeline.ts";
import type { StrategyInfo } from "@contract/strategyInfo.ts";
import { describeRunMethod, describeRunModel, describeRunQas } from "@contract/runHeadline.ts";
import { runKindLabel } from "@contract/runKinds.ts";
import { CopyChecksum } from "../../shared/CopyChecksum.tsx";
import { formatCount, formatDateTime } from "../../shared/format.ts";
import type { RunLine } from "./runProgress.ts";
import { runSettingRows } from "./runSettings.ts";

interface RunSettingsFactsProps {
  run: RunSummary;
  /** Where the run stands now: its QAs and tokens follow the live progress, as the headline above does. */
  line: RunLine;
  strategy: StrategyInfo | undefined;
  strategyLabel: string;
}

/** What the run was made with and when: model (its checksum a click to copy), method and prompt version, settings, tokens, QAs, times. */
export function RunSettingsFacts({ run, line, strategy, strategyLabel }: RunSettingsFactsProps) {
  return (
    <dl className="facts run-facts">
      <dt>Model</dt>
      <dd>
        {describeRunModel(run)}
        {run.model.sha256 && (
          <>
            {" · "}
            <CopyChecksum sha256={run.model.sha256} what="the model file this run used" />
          </>
        )}
      </dd>
      <dt>Method</dt>
      <dd>{describeRunMethod(run, strategyLabel)}</dd>
      {runSettingRows(run, strategy?.settings).map((row) => (
        <SettingRow key={row.label} name={row.label} value={row.value} />
      ))}
      {/* Kept answers and imported QAs were not written by this run: it read and wrote no tokens. */}
      {runKindLabel(run.strategy) === null && (
        <>
          <dt>Tokens</dt>
          <dd data-testid="run-facts-tokens">
            {formatCount(line.tokens.prompt)} prompt · {formatCount(line.tokens.evaluated)} evaluated · {formatCount(line.tokens.generated)} generated
          </dd>
        </>
      )}
      <dt>QAs</dt>
      <dd data-testid="run-facts-qas">
        {formatCount(line.qaCounts.total)}: {describeRunQas(line.qaCounts)}
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
