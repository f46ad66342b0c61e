import path from "node:path";
import { ModelInUseError } from "../llm/errors/ModelInUseError.ts";
import { RunAlreadyRunningError } from "./errors/RunAlreadyRunningError.ts";

/** How pause() and cancel() reach a run executing in this process. */
export interface RunControls {
  pause: AbortController;
  cancel: AbortController;
}

/**
 * The runs executing in this process and the model file each uses. The runtime holds one
 * generator model at a time, so a run on another file would unload the model from under the
 * runs already going: `reserve` refuses that (ModelInUseError), and a second execution of the
 * same run (RunAlreadyRunningError). Reserving is synchronous, so two calls cannot both pass.
 */
export class ActiveRuns {
  private readonly runs = new Map<number, RunControls & { file: string }>();

  /** Throws ModelInUseError when runs on another model file are executing. */
  assertModelFree(file: string, action = "start a run on another model"): void {
    const target = path.resolve(file);
    const others = [...this.runs].filter(([, run]) => run.file !== target);
    if (others.length > 0) throw new ModelInUseError(others[0]![1].file, others.map(([id]) => id), action);
  }

  reserve(runId: number, file: string): RunControls {
    if (this.runs.has(runId)) throw new RunAlreadyRunningError(runId);
    this.assertModelFree(file);
    const controls = { pause: new AbortController(), cancel: new AbortController(), file: path.resolve(file) };
    this.runs.set(runId, controls);
    return controls;
  }

  /** Forgets the run, if `controls` is still its reservation (a later resume may hold a newer one). */
  release(runId: number, controls: RunControls): void {
    if (this.runs.get(runId) === controls) this.runs.delete(runId);
  }

  get(runId: number): RunControls | undefined {
    return this.runs.get(runId);
  }

  /** Ids of the runs executing now. */
  ids(): number[] {
    return [...this.runs.keys()];
  }

  /** Runs executing with this model file (resolved path). */
  usingFile(file: string): number[] {
    const target = path.resolve(file);
    return [...this.runs].filter(([, run]) => run.file === target).map(([id]) => id);
  }

  /** The model files in use, one entry per file. */
  files(): string[] {
    return [...new Set([...this.runs.values()].map((run) => run.file))];
  }

  /** Pauses every run: items in flight finish (or go back to the queue), nothing new starts. */
  pauseAll(reason: Error): void {
    for (const run of this.runs.values()) run.pause.abort(reason);
  }
}
