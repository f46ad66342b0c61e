import type { ImportQasResult } from "../../contract/qaImport.ts";
import type { ImportQasHooks } from "../../contract/services.ts";
import { getRun } from "../db/repositories/runs.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import type { RunControls } from "../pipeline/ActiveRuns.ts";
import { ImportedRunNotResumableError } from "../pipeline/errors/ImportedRunNotResumableError.ts";
import { RunAlreadyRunningError } from "../pipeline/errors/RunAlreadyRunningError.ts";
import { RunNotFoundError } from "../pipeline/errors/RunNotFoundError.ts";
import { executeImport } from "./executeImport.ts";
import type { QaImportContext } from "./importContext.ts";
import { importSettingsOf } from "./importSettings.ts";

/**
 * Makes a stopped imported run ready to go on: its models loaded (and tried) again, the run
 * reserved in this process. ImportedRunNotResumableError for a run imported before imports kept
 * what they need; RunAlreadyRunningError when this process is executing it.
 */
export async function prepareContinue(ctx: QaImportContext, runId: number, signal?: AbortSignal): Promise<{ controls: RunControls; embedder: TextEmbedder }> {
  const db = ctx.db();
  const run = getRun(db, runId);
  if (!run) throw new RunNotFoundError(runId);
  if (!importSettingsOf(run)) throw new ImportedRunNotResumableError(runId);
  if (ctx.active.get(runId)) throw new RunAlreadyRunningError(runId);
  if (run.judgeModelId !== null) await ctx.models.checkJudge(String(run.judgeModelId), signal);
  const embedder = await ctx.models.embedder(run.embedderModelId === null ? null : String(run.embedderModelId), signal);
  try {
    return { controls: ctx.active.reserve(runId), embedder };
  } catch (error) {
    await embedder.dispose();
    throw error;
  }
}

/**
 * Goes on with an imported run that stopped (a crash, Ctrl-C, `cancel`, a failure): its file is
 * read again (refused when it is no longer the same file), the work items done are skipped, and
 * the rest stored. `continued`: the result says the run was an earlier import of the same file.
 */
export async function continueImport(ctx: QaImportContext, runId: number, hooks: ImportQasHooks = {}, continued = false): Promise<ImportQasResult> {
  const { controls, embedder } = await prepareContinue(ctx, runId, hooks.signal);
  return executeImport(ctx, runId, controls, embedder, hooks, continued);
}

