import type { RunFinding } from "../../contract/runChecks.ts";

/** `generate` found, before starting, something the run cannot succeed with (the check's blockers). */
export class RunBlockedError extends Error {
  override readonly name = "RunBlockedError";
  readonly blockers: readonly RunFinding[];

  /** `fix` says each blocker's advice in the CLI's words (fixInCliWords). */
  constructor(blockers: readonly RunFinding[], fix: (advice: string) => string = (advice) => advice) {
    super(`The run was not started: ${blockers.map((b) => `${b.message} ${fix(b.fix)}`).join(" ")}`);
    this.blockers = blockers;
  }
}
