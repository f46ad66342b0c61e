import { useEffect, useState } from "react";
import type { RunStatus } from "@contract/pipeline.ts";
import { useRunNotice } from "./useRunNotice.ts";

/**
 * The run view's open dialogs and the outcome of its last action: an action's sentence lasts
 * while it is true ("Pausing…" goes once the run has paused or ended), its error until the next
 * action, and all of it is forgotten when another run is shown.
 */
export function useRunActionState(runId: number, status: RunStatus) {
  const [actionError, setActionError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [judgeOpen, setJudgeOpen] = useState(false);
  const { notice, show: showNotice } = useRunNotice(status);

  useEffect(() => {
    setActionError(null);
    setConfirmCancel(false);
    setRetrying(false);
    setJudgeOpen(false);
  }, [runId]);

  /** Runs an action, then shows its sentence until the run leaves `status` for something other than `leadsTo`. */
  const act = async (work: () => Promise<string>, leadsTo: RunStatus[] = []) => {
    const since = status;
    setActionError(null);
    showNotice(null, since);
    try {
      showNotice(await work(), since, leadsTo);
    } catch (e) {
      setActionError(e instanceof Error ? e.message : String(e));
    }
  };

  return { act, actionError, notice, confirmCancel, setConfirmCancel, retrying, setRetrying, judgeOpen, setJudgeOpen };
}
