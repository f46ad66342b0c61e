import type { RunProgressView } from "@contract/runProgress.ts";
import type { RunSummary } from "@contract/pipeline.ts";
import type { StrategyInfo } from "@contract/strategyInfo.ts";
import { JudgeDialog } from "../judge/JudgeDialog.tsx";
import { useJudging, useRunJudgeStage } from "../judge/useJudging.ts";
import { CancelConfirm } from "./CancelConfirm.tsx";
import { RetryDialog } from "./RetryDialog.tsx";
import { RunActionsBar } from "./RunActionsBar.tsx";
import { RunEmptyItems } from "./RunEmptyItems.tsx";
import { RunLinks } from "./RunLinks.tsx";
import { RunLivePanel } from "./RunLivePanel.tsx";
import { RunMessages } from "./RunMessages.tsx";
import { RunPapersList } from "./RunPapersList.tsx";
import { RunQaHeadline } from "./RunQaHeadline.tsx";
import { runActions, runLine } from "./runProgress.ts";
import { RunSettingsFacts } from "./RunSettingsFacts.tsx";
import { RunStatusBadge } from "./RunStatusBadge.tsx";
import { useRunDetail } from "./useRunDetail.ts";
import { useRunActionState } from "./useRunActionState.ts";

export interface RunDetailProps {
  run: RunSummary;
  progress: RunProgressView | undefined;
  /** The last "run.error" event for this run, if any. */
  error: { name: string; message: string } | undefined;
  strategy: StrategyInfo | undefined;
  /** The run's method as people know it (the list's name for it: "Asked in the library" for kept answers). */
  strategyLabel: string;
  /** A run's name as a user knows it (useRunSummaryNames): this one's and the runs a retry ties it to. */
  runName(runId: number): string;
  /** Refetch the runs list (after an action). */
  onChanged(): void;
  /** Show another run (a retry's run, the run a retry came from). */
  onSelect(runId: number): void;
}

/** One run: its head, actions, live progress, what it said, its papers, the items that yielded nothing and its settings. */
export function RunDetail({ run, progress, error, strategy, strategyLabel, runName, onChanged, onSelect }: RunDetailProps) {
  const detail = useRunDetail(run.id, onChanged);
  const { papers, emptyItems, busy } = detail;
  const judging = useJudging(() => {
    onChanged();
    detail.refresh();
  });
  const judgeStage = useRunJudgeStage(run.id);
  const line = runLine(run, progress);
  const { act, actionError, notice, confirmCancel, setConfirmCancel, retrying, setRetrying, judgeOpen, setJudgeOpen } = useRunActionState(run.id, line.status);
  const items = progress ? { pending: progress.pending, running: 0, failed: progress.failed } : run.items;
  const actions = runActions(line.status, items);
  const shownError = error ?? line.error;

  return (
    <section className="panel run-detail" aria-labelledby="run-detail-title" data-testid="run-detail">
      <div className="run-detail-head">
        <h2 id="run-detail-title">
          {runName(run.id)}
        </h2>
        <RunStatusBadge outcome={line.outcome} />
      </div>
      <RunQaHeadline className="run-detail-headline" qas={line.qaCounts} nothingKept={line.outcome === "completed-no-qas"} />
      <RunLinks run={run} runName={runName} onSelect={onSelect} />
      <RunActionsBar
        runId={run.id}
        actions={actions}
        busy={busy}
        live={line.live}
        confirmingCancel={confirmCancel}
        judging={judging.running}
        onPause={() => void act(detail.pause)}
        onResume={() => void act(detail.resume, ["running"])}
        onToggleCancel={() => setConfirmCancel(!confirmCancel)}
        onRetry={() => setRetrying(true)}
        onJudge={() => {
          judging.reset();
          setJudgeOpen(true);
        }}
      />

      {confirmCancel && actions.cancel && (
        <CancelConfirm
          name={runName(run.id)}
          onKeep={() => setConfirmCancel(false)}
          onConfirm={() => {
            setConfirmCancel(false);
            void act(detail.cancel, ["cancelled"]);
          }}
        />
      )}
      <RunLivePanel name={runName(run.id)} line={line} judgeStage={judgeStage} />

      <RunMessages line={line} error={shownError} actionError={actionError} notice={notice} />

      <RunPapersList papers={papers} status={line.status} />

      <RunEmptyItems line={line} emptyItems={emptyItems} />

      <h3>Settings</h3>
      <RunSettingsFacts run={run} line={line} strategy={strategy} strategyLabel={strategyLabel} />

      {judgeOpen && <JudgeDialog target={{ runId: run.id }} what={`the QAs of ${runName(run.id)}`} preferredModelId={run.judgeModelId} judging={judging} onClose={() => setJudgeOpen(false)} />}
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
