import type { BackendModel } from "../../contract/modelHost.ts";
import type { RunProgressView } from "../../contract/runProgress.ts";
import type { ImportQasHooks } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { getRun, type RunRow } from "../db/repositories/runs.ts";
import type { Emit } from "../events/EventHub.ts";
import type { ModelHost } from "../llm/host/ModelHost.ts";
import type { ModelsServiceHandle } from "../llm/models/ModelsServiceHandle.ts";
import type { LlamaRuntime } from "../llm/runtime/LlamaRuntime.ts";
import { ActiveRuns } from "../pipeline/ActiveRuns.ts";
import { RunNotFoundError } from "../pipeline/errors/RunNotFoundError.ts";
import type { Judging } from "../pipeline/judge/createJudging.ts";

export interface RunsOptions {
  db: () => LibraryDatabase;
  runtime: () => Promise<LlamaRuntime>;
  /** The owner of every loaded model: a run holds a generator lease while it executes. */
  host: ModelHost<BackendModel>;
  models: ModelsServiceHandle;
  /** A run's judge stage (after generation) when the run names a judge model. */
  judging: Judging;
  /** Where "run.progress", "runs.changed" and "run.error" go. Defaults to nowhere. */
  emit?: Emit;
  /** Where problems nobody awaits go (a failure that could not be stored). Defaults to a no-op. */
  log?: (message: string) => void;
  /** The runs executing in this process, when others (QA imports) share the set. Defaults to a set of its own. */
  active?: ActiveRuns;
  /** Where `resume` and `resumeRun` send an imported run (the qaImport service). Defaults to none: every run is generated. */
  imported?: ImportedRuns;
}

/** Imported runs, which go on by reading their file again rather than on a model (the qaImport service's handle). */
export interface ImportedRuns {
  isImported(runId: number): boolean;
  resume(runId: number, hooks?: ImportQasHooks): Promise<RunProgressView>;
  resumeRun(runId: number): Promise<void>;
}

/** What the runs' parts (plan, execute, retry, control, inspect) share: one set of executing runs and one way to announce a change. */
export interface RunContext extends Required<Omit<RunsOptions, "runtime" | "active" | "imported">> {
  active: ActiveRuns;
  /** Tells every window the run's row changed ("runs.changed"). */
  changed(runId: number): void;
  runOrThrow(runId: number): RunRow;
}

export function createRunContext(options: RunsOptions): RunContext {
  const emit: Emit = options.emit ?? (() => undefined);
  return {
    db: options.db,
    host: options.host,
    models: options.models,
    judging: options.judging,
    emit,
    log: options.log ?? (() => undefined),
    active: options.active ?? new ActiveRuns(),
    changed: (runId) => emit({ type: "runs.changed", runId }),
    runOrThrow(runId) {
      const run = getRun(options.db(), runId);
      if (!run) throw new RunNotFoundError(runId);
      return run;
    },
  };
}
