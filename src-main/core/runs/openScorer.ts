import path from "node:path";
import { recordRunEngineFact } from "../db/repositories/runRecords.ts";
import { ModelMemoryBudgetError } from "../llm/errors/ModelMemoryBudgetError.ts";
import { adaptEngine } from "../pipeline/adaptEngine.ts";
import { requestedContextSize } from "../pipeline/checks/resolvedContextSize.ts";
import type { RunModel } from "../pipeline/resolveRunModel.ts";
import type { EngineSettings } from "./engineSettings.ts";
import type { RunContext } from "./runContext.ts";

/**
 * The model that scores answers by perplexity shift: the run's judge model when it names one
 * (a model other than the one that wrote the answer, as ScIRGen scores them), else the
 * generator. The judge is leased beside the generator with the session settings its judging
 * stage will ask for, so the stage reuses that context. When the judge cannot be loaded beside
 * the generator (memory) the generator scores, and the run records why.
 */
export async function openScorer(ctx: RunContext, runId: number, judgeOfRun: () => Promise<RunModel | null>, generatorFile: string, generator: ReturnType<typeof adaptEngine>, engine: EngineSettings, signal: AbortSignal) {
  const own = generator.answerLogProbability ? { scorer: { answerLogProbability: generator.answerLogProbability, model: generator.model }, release: () => undefined } : null;
  const judge = await judgeOfRun();
  if (judge === null) return own;
  // The judge is the generator's own file: the loaded model's scoring sequence serves.
  if (path.resolve(judge.file) === path.resolve(generatorFile)) return own;
  let lease: Awaited<ReturnType<typeof ctx.host.acquire>>;
  try {
    lease = await ctx.host.acquire("judge", judge.file, { holder: { kind: "run", runId }, action: "score answers with the judge model", signal });
  } catch (error) {
    if (!(error instanceof ModelMemoryBudgetError)) throw error;
    recordRunEngineFact(ctx.db(), runId, "dsePerScorerNote", `the judge model ${judge.name} did not fit in memory beside the generator, so the generator scored the answers`);
    return own;
  }
  try {
    const session = await lease.session({ sequences: engine.lanes, contextSize: requestedContextSize(engine.contextSize, judge.contextLength) });
    const port = adaptEngine(session, await lease.model.tokenCounter(), { model: { name: judge.name, sha256: judge.sha256, quantization: judge.quantization }, lanes: engine.lanes });
    if (!port.answerLogProbability) {
      lease.release();
      recordRunEngineFact(ctx.db(), runId, "dsePerScorerNote", `the judge model ${judge.name} cannot score answers on its backend, so the generator scored them`);
      return own;
    }
    return { scorer: { answerLogProbability: port.answerLogProbability, model: port.model }, release: () => lease.release() };
  } catch (error) {
    lease.release();
    throw error;
  }
}
