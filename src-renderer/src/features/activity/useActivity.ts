import { useState } from "react";
import type { RunProgressView } from "@contract/runProgress.ts";
import type { RunSummary } from "@contract/pipeline.ts";
import { client } from "../../client/index.ts";
import { importsInProgress } from "../imports/importProgress.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";
import { RUN_NAME_PENDING, useRunSummaryNames } from "../../shared/useRunNames.ts";
import { useThrottledCallback } from "../../shared/useThrottledCallback.ts";
import { listAllRuns } from "../../shared/listAllRuns.ts";

/** A run executing now, in the figures its progress events carry. */
export interface RunActivity {
  runId: number;
  /** The run's name as a user knows it (contract/runName.ts). */
  name: string;
  total: number;
  done: number;
  failed: number;
  /** QAs the filters accepted so far: what a run has made, as its card leads with. */
  accepted: number;
}

export interface Activity {
  runs: RunActivity[];
  /** Files of the imports running now and how many of them have an outcome; null when none runs. */
  imports: { files: number; done: number; read: number; words: string } | null;
}

/** Refetches at most this often while events stream in. */
const REFRESH_MS = 800;

function fromSummary(run: RunSummary, name: string): RunActivity {
  const { pending, running, done, failed, cancelled } = run.items;
  return { runId: run.id, name, total: pending + running + done + failed + cancelled, done, failed, accepted: run.qas.accepted };
}

function fromProgress(progress: RunProgressView, name: string): RunActivity {
  return { runId: progress.runId, name, total: progress.total, done: progress.done, failed: progress.failed, accepted: progress.qaCounts.accepted };
}

/**
 * The work going on in the background, for the app shell: runs executing (from the run list,
 * then their progress events) and imports in progress (from the core's import report), so it is
 * right from the first paint of any view, including after a reload.
 */
export function useActivity(): Activity {
  const runs = useAsync(() => listAllRuns(), []);
  const reloadRuns = useThrottledCallback(runs.reload, REFRESH_MS);
  const [live, setLive] = useState<ReadonlyMap<number, RunProgressView>>(new Map());
  useAppEvent("run.progress", (event) => {
    setLive((current) => new Map(current).set(event.progress.runId, event.progress));
    // A run that stopped, or one the list does not hold yet (so it can be named), is read again.
    if (event.progress.status !== "running" || !runs.data?.some((r) => r.id === event.progress.runId)) reloadRuns();
  });
  useAppEvent("runs.changed", reloadRuns);

  const report = useAsync(() => client.call("imports.importReport"), []);
  const reloadImports = useThrottledCallback(report.reload, REFRESH_MS);
  useAppEvent(["import.progress", "imports.changed"], reloadImports);

  const runName = useRunSummaryNames(runs.data);
  // A run its progress events tell of before the list holds it is named once the list is read again.
  const name = (runId: number) => (runs.data?.some((r) => r.id === runId) ? runName(runId) : runs.data ? "A new run" : RUN_NAME_PENDING);
  const active = new Map<number, RunActivity>();
  for (const run of runs.data ?? []) if (run.status === "running") active.set(run.id, fromSummary(run, name(run.id)));
  // Progress events are newer than the list: they add a run the list does not show yet and
  // take away one that stopped since it was read.
  for (const progress of live.values()) {
    if (progress.status === "running") active.set(progress.runId, fromProgress(progress, name(progress.runId)));
    else active.delete(progress.runId);
  }
  const batches = report.data?.batches ?? [];
  const imports = batches.some((b) => b.state === "running") ? importsInProgress(batches) : null;
  return { runs: [...active.values()].sort((a, b) => a.runId - b.runId), imports };
}
