import { useState } from "react";
import type { RetryChanges } from "@contract/pipeline.ts";
import { allEmptyItems, RUN_ITEMS_PAGE_MAX } from "@contract/runItemsPages.ts";
import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";
import { useThrottledCallback } from "../../shared/useThrottledCallback.ts";

export type RunAction = "pause" | "cancel" | "resume" | "retry";

/**
 * One run's papers and items that yielded nothing, kept current while it runs (at most once a
 * second), and its actions: each returns the sentence to show once it is done.
 */
export function useRunDetail(runId: number, onChanged: () => void) {
  const papers = useAsync(() => client.call("runs.runPapers", runId), [runId]);
  // A page at a time: a run can leave more items without QAs than one answer may list.
  const emptyItems = useAsync(() => allEmptyItems((after) => client.call("runs.emptyItemsPage", runId, { after, limit: RUN_ITEMS_PAGE_MAX })), [runId]);
  const [busy, setBusy] = useState<RunAction | null>(null);
  const refresh = useThrottledCallback(() => {
    papers.reload();
    emptyItems.reload();
  }, 1000);
  useAppEvent("run.progress", (event) => {
    if (event.progress.runId === runId) refresh();
  });
  useAppEvent("runs.changed", (event) => {
    if (event.runId === runId) refresh();
  });

  const act = async (kind: RunAction, work: () => Promise<string>): Promise<string> => {
    setBusy(kind);
    try {
      const notice = await work();
      onChanged();
      refresh();
      return notice;
    } finally {
      setBusy(null);
    }
  };
  const plural = (n: number) => `${n} item${n === 1 ? "" : "s"}`;
  return {
    papers,
    emptyItems,
    busy,
    /** Refetch the papers and empty items (after judging, which changes what the run kept). */
    refresh,
    pause: () => act("pause", async () => (await client.call("runs.pause", runId), "Pausing: items in flight finish first.")),
    resume: () => act("resume", async () => (await client.call("runs.resumeRun", runId), "Resumed.")),
    cancel: () => act("cancel", async () => (await client.call("runs.cancel", runId), "Cancelled. QAs generated so far are kept.")),
    /** Resolves with the run that executes the retry and what to say about it. */
    retry: async (changes: RetryChanges) => {
      let target = runId;
      const notice = await act("retry", async () => {
        const result = await client.call("runs.retryRun", runId, changes);
        target = result.runId;
        return result.inPlace ? `Retrying ${plural(result.items)} in this run.` : `A new run retries ${plural(result.items)} with the changes.`;
      });
      return { runId: target, notice };
    },
  };
}
