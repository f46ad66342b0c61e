import { useState } from "react";
import type { RunProgressView } from "@contract/runProgress.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import { useThrottledCallback } from "../../shared/useThrottledCallback.ts";
import { listAllRuns } from "../../shared/listAllRuns.ts";

/**
 * The runs list, the strategies (for labels and settings titles), and each run's latest live
 * progress and error. The list is asked again when a run changes (here or in another process
 * writing the same library: the core tells of both) and, at most once a second, when reviews
 * change what each run has left to review.
 */
export function useRuns() {
  const runs = useAsync(() => listAllRuns(), []);
  const strategies = useStrategies();
  const [progress, setProgress] = useState<Map<number, RunProgressView>>(new Map());
  const [errors, setErrors] = useState<Map<number, { name: string; message: string }>>(new Map());
  const reviewed = useThrottledCallback(runs.reload, 1000);
  useAppEvent("run.progress", (event) => {
    setProgress((current) => new Map(current).set(event.progress.runId, event.progress));
  });
  useAppEvent("run.error", (event) => {
    setErrors((current) => new Map(current).set(event.runId, event.error));
  });
  useAppEvent("runs.changed", runs.reload);
  useAppEvent("review.changed", reviewed);
  return { runs, strategies, progress, errors };
}
