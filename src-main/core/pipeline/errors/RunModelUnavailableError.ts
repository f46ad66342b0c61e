import { shownText } from "../../../contract/shownName.ts";

/**
 * A run cannot continue on its own model: it was removed from the registry, or its file changed
 * since the run started (continuing would mix two models in one dataset).
 */
export class RunModelUnavailableError extends Error {
  override readonly name = "RunModelUnavailableError";
  readonly runId: number;

  constructor(runId: number, modelName: string, why: { removed: true } | { removed: false; was: string; now: string }) {
    super(
      why.removed
        ? `Run ${runId}'s model (${shownText(modelName)}) was removed from the registry; add the same file again to resume the run, or retry its failed items with another model.`
        : `The file of run ${runId}'s model (${shownText(modelName)}) has changed since the run started (sha256 ${why.was.slice(0, 12)}… is now ${why.now.slice(0, 12)}…); resuming would mix two models in one dataset. Retry its items with the new file as a model of its own instead.`,
    );
    this.runId = runId;
  }
}
