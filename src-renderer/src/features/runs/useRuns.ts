import { useState } from "react";
import type { RunProgressView } from "@contract/pipeline.ts";
import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";
import { useStrategies } from "../../shared/useStrategies.ts";

/** The runs list, the strategies (for labels and settings titles), and each run's latest live progress and error. */
export function useRuns() {
  const runs = useAsync(() => client.call("pipeline.listRuns"), []);
  const strategies = useStrategies();
  const [progress, setProgress] = useState<Map<number, RunProgressView>>(new Map());
  const [errors, setErrors] = useState<Map<number, { name: string; message: string }>>(new Map());
  useAppEvent("run.progress", (event) => {
    setProgress((current) => new Map(current).set(event.progress.runId, event.progress));
  });
  useAppEvent("run.error", (event) => {
    setErrors((current) => new Map(current).set(event.runId, event.error));
  });
  useAppEvent("runs.changed", runs.reload);
  return { runs, strategies, progress, errors };
}
