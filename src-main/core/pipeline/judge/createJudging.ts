import path from "node:path";
import { defaultJudgeThresholds, judgeScorer, type EvaluatePreview, type EvaluatePreviewRequest, type EvaluateRequest, type JudgeProgress, type JudgeThresholds } from "../../../contract/judge.ts";
import type { BackendModel, LeaseHolder, SessionSettings } from "../../../contract/modelHost.ts";
import type { EvaluateHooks } from "../../../contract/services.ts";
import type { Emit } from "../../events/EventHub.ts";
import { throttleLatest } from "../../events/throttleLatest.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { getRun } from "../../db/repositories/runs.ts";
import { ModelMemoryBudgetError } from "../../llm/errors/ModelMemoryBudgetError.ts";
import type { ModelHost } from "../../llm/host/ModelHost.ts";
import type { ModelLease } from "../../llm/host/ModelLease.ts";
import type { ModelsServiceHandle } from "../../llm/models/ModelsServiceHandle.ts";
import { adaptEngine } from "../adaptEngine.ts";
import { requestedContextSize } from "../checks/resolvedContextSize.ts";
import { RunNotFoundError } from "../errors/RunNotFoundError.ts";
import { resolveRunModel, type RunModel } from "../resolveRunModel.ts";
import type { Strategy } from "../strategies/Strategy.ts";
import { listQasToJudge, type JudgeSelection } from "../../db/repositories/judgeQueue.ts";
import { judgeQas } from "./judgeQas.ts";
import { registeredModelOf } from "./registeredModelOf.ts";
import { runFilterStage } from "./runFilterStage.ts";

export interface JudgingOptions {
  db: () => LibraryDatabase;
  host: ModelHost<BackendModel>;
  models: ModelsServiceHandle;
  emit: Emit;
  /** The user's minimum per criterion, read as each judgement is stored. Defaults to 2 each. */
  thresholds?: () => JudgeThresholds;
}

/** What a run's judge stage needs from the run executing it. */
export interface RunJudgeStage {
  runId: number;
  /** The run's judge model, resolved once for the whole execution (runJudgeModel). */
  judge: RunModel;
  /** The run's generator lease and the session settings it opened, so a judge on the same file shares both. */
  generator: { lease: ModelLease<BackendModel>; session: SessionSettings };
  lanes: number;
  contextSize: "auto" | number;
  /** The run's strategy, as the run read it (its run-level filters come from it). */
  strategy: Strategy;
  signal: AbortSignal;
}

/** Sequences an evaluation judges on when the request names none: two papers at once. */
const DEFAULT_EVALUATE_LANES = 2;

/**
 * The judge as a service: `evaluate` grades existing QAs (a run's, some papers', a selection's)
 * with any model; `judgeRun` is a run's own stage after generation. Both lease the model from the
 * host under the "judge" role and publish "judge.progress".
 */
export function createJudging(options: JudgingOptions) {
  const thresholds = options.thresholds ?? defaultJudgeThresholds;

  const judgeWith = async (judge: RunModel, lease: ModelLease<BackendModel>, session: SessionSettings, lanes: number, selection: JudgeSelection, run: { id: number; strategy?: Strategy } | null, signal: AbortSignal | undefined, onProgress?: (p: JudgeProgress) => void) => {
    const runId = run?.id ?? null;
    const opened = await lease.session(session);
    // resolveRunModel awaits the hash; a judge's rows are keyed by it, so it is never missing here.
    const identity = { name: judge.name, sha256: judge.sha256!, quantization: judge.quantization };
    const port = adaptEngine(opened, await lease.model.tokenCounter(), { model: identity, temperature: 0, lanes });
    const published = throttleLatest<JudgeProgress>((progress) => options.emit({ type: "judge.progress", progress }));
    try {
      const final = await judgeQas(options.db(), {
        selection,
        judge: port as typeof port & { model: typeof identity },
        thresholds,
        runId,
        ...(signal ? { signal } : {}),
        onProgress: (p) => {
          onProgress?.(p);
          if (p.status === "running") published.push(p);
        },
      });
      // A run's run-level filters (ChemLit-QA's faithfulness and relevancy) go with the judging of
      // the run, on the same judge and context, once its QAs are graded.
      if (runId !== null && !signal?.aborted) {
        await runFilterStage(options.db(), runId, port, { scorer: judgeScorer(identity.sha256), judgeName: identity.name, thresholds: thresholds(), ...(run?.strategy ? { strategy: run.strategy } : {}), ...(signal ? { signal } : {}) });
      }
      published.final(final);
      if (runId !== null) options.emit({ type: "runs.changed", runId });
      return final;
    } finally {
      published.cancel();
    }
  };

  const selectionOf = (request: Pick<EvaluateRequest, "runId" | "paperIds" | "qaIds">): JudgeSelection => ({
    ...(request.runId !== undefined && { runId: request.runId }),
    ...(request.paperIds && { paperIds: request.paperIds }),
    ...(request.qaIds && { qaIds: request.qaIds }),
  });

  return {
    /** Reads the ledger only: no model is loaded and an unhashed file is not waited for. */
    async evaluatePreview(request: EvaluatePreviewRequest): Promise<EvaluatePreview> {
      const db = options.db();
      if (request.runId !== undefined && !getRun(db, request.runId)) throw new RunNotFoundError(request.runId);
      const sha256 = registeredModelOf(db, request.judgeModel)?.sha256 ?? null;
      // Without a hash (a file not hashed or not registered yet) no score row can name this model, so "judged before" is unknowable rather than zero.
      const selected = listQasToJudge(db, selectionOf(request), judgeScorer(sha256 ?? ""));
      return { selected: selected.length, alreadyJudged: sha256 ? selected.filter((qa) => qa.judged).length : 0, known: sha256 !== null };
    },

    async evaluate(request: EvaluateRequest, hooks: EvaluateHooks = {}): Promise<JudgeProgress> {
      const db = options.db();
      if (request.runId !== undefined && !getRun(db, request.runId)) throw new RunNotFoundError(request.runId);
      const judge = await resolveRunModel(db, options.models, request.judgeModel);
      const holder: LeaseHolder = { kind: "evaluation" };
      const lease = await options.host.acquire("judge", judge.file, { holder, action: "judge QAs", ...(hooks.signal ? { signal: hooks.signal } : {}) });
      try {
        const lanes = request.lanes ?? DEFAULT_EVALUATE_LANES;
        return await judgeWith(judge, lease, { sequences: lanes, contextSize: requestedContextSize(undefined, judge.contextLength) }, lanes, selectionOf(request), request.runId === undefined ? null : { id: request.runId }, hooks.signal, hooks.onProgress);
      } finally {
        lease.release();
      }
    },

    /**
     * Judges a run's accepted QAs once generation is over. The judge goes after generation rather
     * than beside it: one model then does one thing at a time on a machine that rarely has room or
     * cores for two, and a paper's pairs are judged back to back with its prefix warm. On the
     * generator's own file the loaded model and its context are shared; another file is loaded
     * beside the generator when memory allows, otherwise the generator is given back first (the
     * host then unloads it to make room).
     */
    async judgeRun(stage: RunJudgeStage): Promise<JudgeProgress> {
      const judge = stage.judge;
      const sameFile = path.resolve(judge.file) === path.resolve(stage.generator.lease.model.file);
      const acquire = () => options.host.acquire("judge", judge.file, { holder: { kind: "run", runId: stage.runId }, action: "judge the run's QAs", signal: stage.signal });
      let lease: ModelLease<BackendModel>;
      try {
        lease = await acquire();
      } catch (error) {
        if (sameFile || !(error instanceof ModelMemoryBudgetError)) throw error;
        stage.generator.lease.release();
        lease = await acquire();
      }
      try {
        const session = sameFile ? stage.generator.session : { sequences: stage.lanes, contextSize: requestedContextSize(stage.contextSize, judge.contextLength) };
        return await judgeWith(judge, lease, session, stage.lanes, { runId: stage.runId, acceptedOnly: true }, { id: stage.runId, strategy: stage.strategy }, stage.signal);
      } finally {
        lease.release();
      }
    },
  };
}

export type Judging = ReturnType<typeof createJudging>;
