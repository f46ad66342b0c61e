import { useState } from "react";
import type { GenerateRequest } from "@contract/pipeline.ts";
import type { StartedRun } from "@contract/runProgress.ts";
import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";

/** Everything the run form needs before it can show: papers, strategies, models and the saved defaults. */
export function useNewRunData() {
  const data = useAsync(async () => {
    const [library, strategies, models, settings] = await Promise.all([
      client.call("library.browse", { sort: "imported", order: "desc", limit: 1 }), // only its totals are read
      client.call("runs.strategies"),
      client.call("models.list"),
      client.call("settings.get"),
    ]);
    return { totalPapers: library.totalPapers, strategies, models, settings };
  }, []);
  useAppEvent(["library.changed", "models.changed"], data.reload);
  return data;
}

/** Starts a run; resolves with it, or with null after keeping the error to show. */
export function useStartRun() {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async (request: GenerateRequest): Promise<StartedRun | null> => {
    setSubmitting(true);
    setError(null);
    try {
      return await client.call("runs.startRun", request);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return null;
    } finally {
      setSubmitting(false);
    }
  };
  return { start, submitting, error };
}
