import { RunAlreadyRunningError } from "./errors/RunAlreadyRunningError.ts";

/** How pause() and cancel() reach a run executing in this process. */
export interface RunControls {
  pause: AbortController;
  cancel: AbortController;
}

/**
 * The runs executing in this process, and how to pause or cancel each. A second execution of the
 * same run is refused (RunAlreadyRunningError); reserving is synchronous, so two calls cannot
 * both pass. Which model a run may use is the model host's call (ModelHost.assertGeneratorFree).
 */
export class ActiveRuns {
  private readonly runs = new Map<number, RunControls>();

  reserve(runId: number): RunControls {
    if (this.runs.has(runId)) throw new RunAlreadyRunningError(runId);
    const controls = { pause: new AbortController(), cancel: new AbortController() };
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

  /** Pauses every run: items in flight finish (or go back to the queue), nothing new starts. */
  pauseAll(reason: Error): void {
    for (const run of this.runs.values()) run.pause.abort(reason);
  }
}
