import { useEffect, useMemo, useState } from "react";
import { useRoute } from "../../app/router.ts";
import { useRunSummaryNames } from "../../shared/useRunNames.ts";
import { NewRunForm } from "./NewRunForm.tsx";
import { RunDetail } from "./RunDetail.tsx";
import { RunList } from "./RunList.tsx";
import { useRuns } from "./useRuns.ts";
import "./runs.css";

/**
 * #/runs: start runs and follow them. ?paper=ID opens the form with that paper chosen (and
 * ?strategy=NAME with that method); ?run=ID selects a run.
 */
export function RunsView() {
  const route = useRoute();
  const paperParam = Number(route.params.get("paper"));
  const runParam = Number(route.params.get("run"));
  const initialPaperIds = useMemo(() => (Number.isInteger(paperParam) && paperParam > 0 ? [paperParam] : []), [paperParam]);
  const initialStrategy = route.params.get("strategy");

  const { runs, strategies, progress, errors } = useRuns();
  const [selectedId, setSelectedId] = useState<number | null>(Number.isInteger(runParam) && runParam > 0 ? runParam : null);
  const [formOpen, setFormOpen] = useState<boolean | null>(initialPaperIds.length > 0 ? true : null);
  const [started, setStarted] = useState<{ runId: number; items: number } | null>(null);

  const list = runs.data ?? [];
  const runName = useRunSummaryNames(runs.data);
  // The form starts open when there is nothing to look at yet.
  const showForm = formOpen ?? (runs.data !== undefined && list.length === 0);
  // A link to another run of this view (#/runs?run=ID) changes only the address: follow it.
  useEffect(() => {
    if (Number.isInteger(runParam) && runParam > 0) setSelectedId(runParam);
  }, [runParam]);
  useEffect(() => {
    if (selectedId === null && list.length > 0) setSelectedId((list.find((r) => r.status === "running") ?? list[0]!).id);
  }, [list, selectedId]);
  const selected = list.find((r) => r.id === selectedId);
  // "SciQAG · qwen · 5 Dec 10:14 started…" lasts while that run is waiting or running, never past its end.
  const startedRun = started && list.find((r) => r.id === started.runId);
  const ended = (status: string | undefined) => status !== undefined && status !== "planned" && status !== "running";
  const startedShown = started && !ended(startedRun?.status) && !ended(started && progress.get(started.runId)?.status) ? startedText(startedRun ? runName(started.runId) : null, started.items) : null;
  const labelOf = strategies.label;
  const selectedStrategy = strategies.list?.find((s) => s.name === selected?.strategy);

  return (
    <div className="runs-view">
      <header className="runs-head">
        <h1>Runs</h1>
        {!showForm && (
          <button type="button" className="primary" onClick={() => setFormOpen(true)} data-testid="open-new-run">
            New run
          </button>
        )}
      </header>
      {startedShown && (
        <p className="ok" role="status" data-testid="run-started">
          {startedShown}
        </p>
      )}
      {showForm && (
        <NewRunForm
          initialPaperIds={initialPaperIds}
          initialStrategy={initialStrategy}
          onClose={list.length > 0 ? () => setFormOpen(false) : undefined}
          onStarted={(runId, items) => {
            setStarted({ runId, items });
            setSelectedId(runId);
            setFormOpen(false);
            runs.reload();
          }}
        />
      )}
      {runs.error && (
        <p role="alert" className="error">
          {runs.error.message}
        </p>
      )}
      {runs.data && list.length === 0 && !showForm && (
        <div className="empty-state">
          <h2>No runs yet</h2>
          <p>Start a run to generate QAs from your papers.</p>
        </div>
      )}
      {list.length > 0 && (
        <div className="runs-layout">
          <RunList runs={list} progress={progress} errors={errors} selectedId={selectedId} onSelect={setSelectedId} runName={runName} />
          {selected ? (
            <RunDetail
              key={selected.id}
              run={selected}
              progress={progress.get(selected.id)}
              error={errors.get(selected.id)}
              strategy={selectedStrategy}
              strategyLabel={labelOf(selected.strategy)}
              runName={runName}
              onChanged={runs.reload}
              onSelect={setSelectedId}
            />
          ) : (
            <p className="muted">Select a run to see its papers, settings and failed items.</p>
          )}
        </div>
      )}
    </div>
  );
}

/** The run by its name once the list holds it; just started, it may not yet. */
function startedText(name: string | null, items: number): string {
  return `${name ?? "The new run"} started with ${items} item${items === 1 ? "" : "s"}.`;
}
