import { useCallback, useRef, useState } from "react";
import type { EvaluatePreview, JudgeProgress } from "@contract/judge.ts";
import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";
import { judgeErrorText } from "./judgeWords.ts";

/** What "Judge with…" grades: a run's QAs, or QAs picked in Review. */
export type JudgeTarget = { runId: number } | { qaIds: number[] };

/** The registered models that can judge (embedding models cannot), kept current. */
export function useJudgeModels() {
  const models = useAsync(async () => (await client.call("models.list")).filter((m) => m.role !== "embedding"), []);
  useAppEvent("models.changed", models.reload);
  return models;
}

/** How many QAs the target holds and how many this model judged before; nothing until a model is picked. Counted again when `judging` turns off. */
export function useJudgePreview(target: JudgeTarget, modelId: number | null, judging: boolean) {
  const key = "runId" in target ? `run:${target.runId}` : `qas:${target.qaIds.join(",")}`;
  return useAsync<EvaluatePreview | null>(async () => (modelId === null ? null : client.call("judge.evaluatePreview", { ...target, judgeModel: String(modelId) })), [key, modelId, judging]);
}

/**
 * One judging at a time from the view that owns it, kept here rather than in the dialog so it
 * goes on (and `onDone` still refreshes the view) after the dialog is closed. The transports
 * carry no stop signal for evaluate, so there is nothing to cancel from the page.
 */
export function useJudging(onDone: () => void) {
  const [progress, setProgress] = useState<JudgeProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const watching = useRef<{ runId: number | null; modelName: string } | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  // Events of this judging only: same run (or none) and same judge model.
  useAppEvent("judge.progress", (event) => {
    const w = watching.current;
    if (w && event.progress.runId === w.runId && event.progress.judge.name === w.modelName) setProgress(event.progress);
  });

  const start = useCallback(async (target: JudgeTarget, model: { id: number; name: string }) => {
    setError(null);
    setProgress(null);
    setRunning(true);
    watching.current = { runId: "runId" in target ? target.runId : null, modelName: model.name };
    try {
      setProgress(await client.call("judge.evaluate", { ...target, judgeModel: String(model.id) }));
      done.current();
    } catch (e) {
      setError(judgeErrorText(e));
    } finally {
      watching.current = null;
      setRunning(false);
    }
  }, []);

  const reset = useCallback(() => {
    if (watching.current) return;
    setProgress(null);
    setError(null);
  }, []);

  return { progress, error, running, start, reset };
}

export type JudgingState = ReturnType<typeof useJudging>;

/** A run's own judge stage (or an evaluation of the run), as its "judge.progress" events tell it; null when none is under way. */
export function useRunJudgeStage(runId: number): JudgeProgress | null {
  const [stage, setStage] = useState<JudgeProgress | null>(null);
  const [shownRun, setShownRun] = useState(runId);
  if (shownRun !== runId) {
    setShownRun(runId);
    setStage(null);
  }
  useAppEvent("judge.progress", (event) => {
    if (event.progress.runId === runId) setStage(event.progress.status === "running" ? event.progress : null);
  });
  return stage;
}
