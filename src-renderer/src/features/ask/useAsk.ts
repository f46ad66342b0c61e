import { useCallback, useRef, useState } from "react";
import type { AskProgress, AskRequest } from "@contract/ask.ts";
import { AppError, client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";

export interface AskState {
  /** Where the answer being asked for stands; null before the first question. */
  progress: AskProgress | null;
  /** True from the click until the answer is done, stopped or failed. */
  busy: boolean;
  /** Why the question could not be asked or answered; null otherwise. */
  error: Error | null;
  ask(request: AskRequest): Promise<void>;
  stop(): void;
}

/**
 * One question at a time: started in the background ("ask.start"), followed through its
 * "ask.progress" events (the answer's text as it is written), stoppable. Events that arrive
 * before the start call returns its id are kept and applied once the id is known, and so is a
 * Stop pressed meanwhile.
 */
export function useAsk(onAnswered: (answerId: number) => void): AskState {
  const [progress, setProgress] = useState<AskProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const current = useRef<string | null>(null);
  const early = useRef<Map<string, AskProgress> | null>(null);
  /** Stop was pressed before the start call answered with the id to stop. */
  const stopWanted = useRef(false);
  const answered = useRef(onAnswered);
  answered.current = onAnswered;

  const apply = useCallback((p: AskProgress) => {
    setProgress(p);
    if (p.status === "writing" || p.status === "retrieving") return;
    setBusy(false);
    current.current = null;
    if (p.status === "done" && p.answerId !== null) answered.current(p.answerId);
    if (p.status === "failed" && p.error) setError(new AppError(p.error.name, p.error.message));
  }, []);

  useAppEvent("ask.progress", (event) => {
    const p = event.progress;
    if (p.askId === current.current) apply(p);
    else early.current?.set(p.askId, p);
  });

  const ask = useCallback(
    async (request: AskRequest) => {
      setError(null);
      setProgress(null);
      setBusy(true);
      early.current = new Map();
      stopWanted.current = false;
      try {
        const { askId } = await client.call("ask.start", request);
        current.current = askId;
        const seen = early.current.get(askId);
        if (seen) apply(seen);
        if (stopWanted.current && current.current === askId) void client.call("ask.stop", askId).catch(() => undefined);
      } catch (e) {
        setBusy(false);
        setError(e instanceof Error ? e : new Error(String(e)));
      } finally {
        early.current = null;
      }
    },
    [apply],
  );

  const stop = useCallback(() => {
    if (current.current) void client.call("ask.stop", current.current).catch(() => undefined);
    else stopWanted.current = true;
  }, []);

  return { progress, busy, error, ask, stop };
}
