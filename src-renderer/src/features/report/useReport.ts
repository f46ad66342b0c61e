import { useCallback, useEffect, useState } from "react";
import type { DatasetReport } from "../../../../src-main/contract/report.ts";
import type { RunSummary } from "../../../../src-main/contract/pipeline.ts";
import { client } from "../../client/index.ts";

/** What the report is of: one run (its stored report) or every run of a strategy. */
export type ReportSelection = { kind: "run"; runId: number } | { kind: "strategy"; strategy: string };

export interface ReportState {
  report: DatasetReport | null;
  error: string | null;
  loading: boolean;
  /** Builds the report anew from the library as it is now. */
  regenerate(): void;
}

/** The report of a selection; a run's comes from its stored copy until regenerated. */
export function useReport(selection: ReportSelection | null): ReportState {
  const [report, setReport] = useState<DatasetReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [fresh, setFresh] = useState(0);
  const key = selection === null ? "" : selection.kind === "run" ? `run:${selection.runId}` : `strategy:${selection.strategy}`;
  useEffect(() => {
    if (selection === null) return setReport(null);
    let stale = false;
    setLoading(true);
    setError(null);
    const call =
      selection.kind === "run"
        ? client.call("report.forRun", selection.runId, { regenerate: fresh > 0 })
        : client.call("report.build", { strategies: [selection.strategy] });
    call
      .then((value) => !stale && setReport(value))
      .catch((e: unknown) => !stale && setError(e instanceof Error ? e.message : String(e)))
      .finally(() => !stale && setLoading(false));
    return () => {
      stale = true;
    };
  }, [key, fresh]);
  const regenerate = useCallback(() => setFresh((n) => n + 1), []);
  return { report, error, loading, regenerate };
}

/** The runs to choose from, newest first. */
export function useRunChoices(): RunSummary[] {
  const [runs, setRuns] = useState<RunSummary[]>([]);
  useEffect(() => {
    client
      .call("pipeline.listRuns")
      .then(setRuns)
      .catch(() => setRuns([]));
  }, []);
  return runs;
}
