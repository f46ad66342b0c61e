import { useCallback, useEffect, useRef, useState } from "react";
import type { DatasetReport } from "@contract/report.ts";
import type { RunSummary } from "@contract/pipeline.ts";
import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useThrottledCallback } from "../../shared/useThrottledCallback.ts";
import { selectionKey, type ReportSelection } from "./reportSelection.ts";
import { listAllRuns } from "../../shared/listAllRuns.ts";

export interface ReportState {
  report: DatasetReport | null;
  error: string | null;
  loading: boolean;
  /** What changed since the report shown was measured, while it is measured again; null when it is current. */
  changed: string | null;
  /** Builds the report anew from the library as it is now. */
  regenerate(): void;
}

/**
 * The report of a selection; a run's comes from its stored copy while what it measures is
 * unchanged (the core builds it again otherwise). Reviews, judge scores and runs changing while
 * it is shown make it ask again (at most every two seconds), saying meanwhile what changed.
 */
export function useReport(selection: ReportSelection | null): ReportState {
  const [report, setReport] = useState<DatasetReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [fresh, setFresh] = useState(0);
  // Only "Measure again" forces a build; a look after an event gets the stored report if it is still current.
  const forced = useRef(false);
  const [seen, setSeen] = useState(0);
  const [changed, setChanged] = useState<string | null>(null);
  const again = useThrottledCallback(() => setSeen((n) => n + 1), 2000);
  const mark = (what: string) => {
    setChanged((before) => (before && before !== what ? "Reviews, judge scores or runs changed" : what));
    again();
  };
  useAppEvent("review.changed", () => mark("Reviews changed"));
  useAppEvent("judge.progress", (event) => event.progress.status !== "running" && mark("Judge scores changed"));
  useAppEvent("runs.changed", (event) => (selection?.kind !== "run" || event.runId === selection.runId) && mark("The run changed"));
  const key = selectionKey(selection);
  useEffect(() => {
    if (selection === null) return setReport(null);
    let stale = false;
    setLoading(true);
    setError(null);
    const call =
      selection.kind === "run"
        ? client.call("report.forRun", selection.runId, { regenerate: forced.current })
        : client.call("report.build", selection.kind === "strategy" ? { strategies: [selection.strategy] } : {});
    forced.current = false;
    call
      .then((value) => {
        if (stale) return;
        setReport(value);
        setChanged(null);
      })
      .catch((e: unknown) => !stale && setError(e instanceof Error ? e.message : String(e)))
      .finally(() => !stale && setLoading(false));
    return () => {
      stale = true;
    };
  }, [key, fresh, seen]);
  const regenerate = useCallback(() => {
    forced.current = true;
    setFresh((n) => n + 1);
  }, []);
  return { report, error, loading, changed, regenerate };
}

/** The runs to choose from, newest first; null until they are listed. */
export function useReportRunChoices(): RunSummary[] | null {
  const [runs, setRuns] = useState<RunSummary[] | null>(null);
  useEffect(() => {
    listAllRuns()
      .then(setRuns)
      .catch(() => setRuns([]));
  }, []);
  return runs;
}
