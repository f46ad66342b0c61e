import type { RunFinding } from "../../contract/runChecks.ts";

/** `generate` found, before starting, something the run cannot succeed with (the check's blockers). */
export class RunBlockedError extends Error {
  override readonly name = "RunBlockedError";
  readonly blockers: readonly RunFinding[];

  constructor(blockers: readonly RunFinding[]) {
    super(`The run was not started: ${blockers.map((b) => `${b.message} ${b.fix}`).join(" ")}`);
    this.blockers = blockers;
  }
}
