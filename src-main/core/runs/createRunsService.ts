import type { RunsService } from "../../contract/services.ts";
import { createRunControl } from "./createRunControl.ts";
import { createRunForm } from "./createRunForm.ts";
import { createRunInspection } from "./createRunInspection.ts";
import { createRunContext, type RunsOptions } from "./runContext.ts";

/** The `runs` service plus what only the core needs. */
export interface RunsServiceHandle extends RunsService {
  /** Run ids executing in this process. */
  executing(): number[];
  /** Pauses the runs executing here (leaving them resumable) and frees the run form's tokenizers. */
  dispose(): Promise<void>;
}

/**
 * Generation runs: plan and control (start, resume, retry, pause, cancel), inspect, and the run
 * form's checks. An executing run holds a generator lease on the model host; its context stays
 * with the loaded model after the run, so a resume reuses it (and the paper prefixes its
 * sequences hold).
 */
export function createRunsService(options: RunsOptions): RunsServiceHandle {
  const ctx = createRunContext(options);
  const form = createRunForm({ db: options.db, runtime: options.runtime, models: options.models, log: ctx.log });
  const control = createRunControl(ctx);
  const imported = options.imported;
  return {
    ...control,
    // An imported run goes on by reading its file again; a generated one on its model.
    resume: (runId, hooks) => (imported?.isImported(runId) ? imported.resume(runId, hooks) : control.resume(runId, hooks)),
    resumeRun: (runId) => (imported?.isImported(runId) ? imported.resumeRun(runId) : control.resumeRun(runId)),
    ...createRunInspection(ctx),
    checkRun: form.checkRun,
    strategies: form.strategies,
    executing: () => ctx.active.ids(),
    async dispose() {
      // Paused rather than cancelled: closing the app must leave every run resumable.
      ctx.active.pauseAll(new Error("the app is closing"));
      await form.dispose();
    },
  };
}
