import type { RunProgressView } from "../../contract/runProgress.ts";
import { recordRunEngineFact } from "../db/repositories/runRecords.ts";
import { createTextEmbedder } from "../llm/embeddings/createTextEmbedder.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import { RemoteModel } from "../llm/remote/RemoteModel.ts";
import { adaptEngine } from "../pipeline/adaptEngine.ts";
import { requestedContextSize } from "../pipeline/checks/resolvedContextSize.ts";
import { filtersNamed } from "../pipeline/filters/methodFilters.ts";
import { executeRun } from "../pipeline/jobs/executeRun.ts";
import { noteRunFiltersWithoutJudge } from "../pipeline/judge/runFilterStage.ts";
import { runJudgeModel } from "../pipeline/judge/runJudgeModel.ts";
import { resolveRunModel } from "../pipeline/resolveRunModel.ts";
import { CONTEXT_USED_KEY } from "./engineSettings.ts";
import { openScorer } from "./openScorer.ts";
import type { ReservedRun } from "./ReservedRun.ts";
import type { RunContext } from "./runContext.ts";

/**
 * Leases the run's generator (and its embedder and scorer) from the model host and executes the
 * reserved run's ledger on them to the end; everything leased is given back however it ends.
 */
export async function runOnModel(ctx: RunContext, reserved: ReservedRun, onProgress: (p: RunProgressView) => void) {
  const { runId, run: loaded, model, engine, controls } = reserved;
  const run = loaded.row;
  // A generator that cannot be loaded (its server down, its file broken) is marked where models are listed.
  const noted = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      ctx.models.noteFailure(model.id, error);
      throw error;
    }
  };
  const lease = await noted(() => ctx.host.acquire("generator", model.file, { holder: { kind: "run", runId }, action: "start a run on another model", signal: controls.cancel.signal }));
  let embedder: TextEmbedder | null = null;
  let scoring: Awaited<ReturnType<typeof openScorer>> = null;
  try {
    // One more sequence than lanes when answers are scored, so scoring never evicts a paper.
    const sessionSettings = { sequences: engine.lanes + (engine.perplexityShift ? 1 : 0), contextSize: requestedContextSize(engine.contextSize, model.contextLength) };
    const session = await noted(() => lease.session(sessionSettings));
    ctx.models.noteOk(model.id);
    // The run shows the context the model really got ("auto", or a request above what it was trained for, resolve to less).
    recordRunEngineFact(ctx.db(), runId, CONTEXT_USED_KEY, session.contextSize);
    // A remote model's provenance: the name its servers know, where they are and what they report of the weights.
    if (lease.model instanceof RemoteModel) recordRunEngineFact(ctx.db(), runId, "remoteModel", { ...lease.model.facts });
    const identity = { name: model.name, sha256: model.sha256, quantization: model.quantization };
    const port = adaptEngine(session, await lease.model.tokenCounter(), { model: identity, maxContextSize: model.contextLength, temperature: engine.temperature, seed: run.seed, lanes: engine.lanes });
    // The run's embedding model (an embedding lease beside the generator), or word vectors when it names none.
    const embeddingModel = run.embedderModelId === null ? null : (await resolveRunModel(ctx.db(), ctx.models, run.embedderModelId)).file;
    embedder = await createTextEmbedder(ctx.host, { embeddingModel, signal: controls.cancel.signal });
    // Without a judge the strategy's run-level filters cannot run; the run says so rather than passing in silence.
    if (run.judgeModelId === null) noteRunFiltersWithoutJudge(ctx.db(), runId, loaded.strategy);
    // Scoring and the judge stage share one resolution of the run's judge.
    const judgeOfRun = runJudgeModel(ctx.db(), ctx.models, run.judgeModelId);
    scoring = engine.perplexityShift ? await openScorer(ctx, runId, judgeOfRun, model.file, port, engine, controls.cancel.signal) : null;
    // A backend without log-probabilities (most remote servers but vLLM) cannot score: the run says so instead of passing answers unscored in silence.
    if (engine.perplexityShift && !scoring) recordRunEngineFact(ctx.db(), runId, "dsePerScorerNote", `${model.name} gives no log-probabilities on its backend (its server returns no prompt log-probabilities), so the perplexity-shift filter did not run`);
    return await executeRun(ctx.db(), loaded, port, {
      embedder,
      filters: filtersNamed(engine.filters),
      scorer: scoring?.scorer ?? null,
      perplexityShiftThreshold: engine.perplexityShiftThreshold,
      maxAttempts: engine.maxAttempts,
      signal: controls.cancel.signal,
      pause: controls.pause.signal,
      // With a judge model the run's accepted QAs are judged once generation is over (on by default).
      ...(run.judgeModelId !== null && {
        afterGeneration: async (signal: AbortSignal) =>
          ctx.judging.judgeRun({ runId, judge: (await judgeOfRun())!, generator: { lease, session: sessionSettings }, lanes: engine.lanes, contextSize: engine.contextSize, strategy: loaded.strategy, signal }),
      }),
      // The model is given back before the final state goes out, so whoever hears it may at once load another.
      onProgress: (p) => {
        if (p.status !== "running") lease.release();
        onProgress(p);
      },
      onStarted: () => ctx.changed(runId),
      // A server that stops answering mid-run stops the run with that reason (and marks the model).
      modelFailed: (error) => ctx.models.noteFailure(model.id, error),
    });
  } finally {
    await embedder?.dispose();
    scoring?.release();
    lease.release();
  }
}
