import type { RunSummary } from "@contract/pipeline.ts";
import { navigate } from "../../app/router.ts";
import { formatCount } from "../../shared/format.ts";
import { useRunSummaryNames } from "../../shared/useRunNames.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import { selectionParams, selectionValue, type ReportSelection } from "./reportSelection.ts";

interface ReportHeaderProps {
  title: string | null;
  runs: RunSummary[];
  selection: ReportSelection | null;
  loading: boolean;
  onRegenerate(): void;
}

/** The report's title, what it is of (every run, one run with its QA count, or every run of a method), and "Measure again". No menu without runs. */
export function ReportHeader({ title, runs, selection, loading, onRegenerate }: ReportHeaderProps) {
  const strategyLabel = useStrategies().label;
  const strategies = [...new Set(runs.map((r) => r.strategy))];
  const total = runs.reduce((n, r) => n + r.qas.total, 0);
  const runName = useRunSummaryNames(runs);
  // One run's report is titled by the run's name, as the menu names it; the report's own title ("Run 3") names it by its number.
  const shownTitle = selection?.kind === "run" && runs.some((r) => r.id === selection.runId) ? runName(selection.runId) : title;
  return (
    <header className="report-header">
      <h2>Report{shownTitle ? `: ${shownTitle}` : ""}</h2>
      {runs.length > 0 && (
        <>
          <label>
            Report on{" "}
            <select value={selectionValue(selection)} onChange={(e) => navigate("report", null, selectionParams(e.target.value))} data-testid="report-choice">
              <option value="all">All runs ({formatCount(total, "QA")})</option>
              {runs.map((r) => (
                <option key={r.id} value={`run:${r.id}`}>
                  {runName(r.id)} · {formatCount(r.qas.total, "QA")}
                </option>
              ))}
              {strategies.map((s) => (
                <option key={s} value={`strategy:${s}`}>
                  Every run of {strategyLabel(s)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={onRegenerate} disabled={loading || selection === null}>
            {loading ? "Measuring…" : "Measure again"}
          </button>
        </>
      )}
    </header>
  );
}
