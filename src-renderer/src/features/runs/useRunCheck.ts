import { useEffect, useState } from "react";
import type { GenerateRequest } from "@contract/pipeline.ts";
import type { RunCheck } from "@contract/runChecks.ts";
import { client } from "../../client/index.ts";

/** How long the form waits after the last change before it checks the run. */
const DEBOUNCE_MS = 350;

/**
 * The run's checks (runs.checkRun) for the request the form would send, asked again a moment
 * after each change. `request` is null while the form cannot make one (no model, bad values).
 * An answer to an older request is dropped.
 */
export function useRunCheck(request: GenerateRequest | null): { check: RunCheck | null; checking: boolean; error: Error | null } {
  const key = request ? JSON.stringify(request) : null;
  const [state, setState] = useState<{ key: string | null; check: RunCheck | null; error: Error | null }>({ key: null, check: null, error: null });
  useEffect(() => {
    if (key === null) return;
    let stale = false;
    const timer = setTimeout(() => {
      client.call("runs.checkRun", JSON.parse(key) as GenerateRequest).then(
        (check) => !stale && setState({ key, check, error: null }),
        (error: unknown) => !stale && setState({ key, check: null, error: error instanceof Error ? error : new Error(String(error)) }),
      );
    }, DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [key]);
  const current = state.key === key;
  return { check: current ? state.check : null, checking: key !== null && !current, error: current ? state.error : null };
}
