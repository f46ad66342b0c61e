import { createRunControl, type RunControlService } from "./createRunControl.ts";
import { createRunForm, type RunFormService } from "./createRunForm.ts";
import { createRunInspection, type RunInspectionService } from "./createRunInspection.ts";
import { createRunContext, type RunsOptions } from "./runContext.ts";

export type RunsService = RunControlService & RunInspectionService & RunFormService;

/** The runs' service plus what only the core needs. */
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
  return {
    ...createRunControl(ctx),
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
