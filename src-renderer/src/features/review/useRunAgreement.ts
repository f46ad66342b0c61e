import { useEffect, useState } from "react";
import type { ReviewAgreement } from "@contract/agreement.ts";
import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";

/**
 * The reviewers' agreement over a whole run, for the panel beside a disputed QA; null while
 * loading or when `runId` is null (nothing disputed shown). Refreshed whenever a review changes.
 */
export function useRunAgreement(runId: number | null): ReviewAgreement | null {
  const [agreement, setAgreement] = useState<ReviewAgreement | null>(null);
  const [tick, setTick] = useState(0);
  useAppEvent("review.changed", () => setTick((t) => t + 1));
  useEffect(() => {
    if (runId === null) return setAgreement(null);
    let stale = false;
    client
      .call("review.agreement", { runIds: [runId] })
      .then((value) => !stale && setAgreement(value))
      .catch(() => !stale && setAgreement(null));
    return () => {
      stale = true;
    };
  }, [runId, tick]);
  return agreement;
}
