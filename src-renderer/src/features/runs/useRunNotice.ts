import { useEffect, useRef, useState } from "react";
import type { RunStatus } from "@contract/pipeline.ts";

/**
 * The sentence shown after an action on a run ("Pausing: items in flight finish first."), kept
 * only while it is true: from the status the run had when the action was taken, or one the
 * action leads to (`leadsTo`), and dropped for good as soon as the run moves on to any other
 * (paused, completed, failed), so "Pausing…" never outlives the run.
 */
export function useRunNotice(status: RunStatus) {
  const [notice, setNotice] = useState<{ text: string; keep: RunStatus[] } | null>(null);
  const current = useRef(status);
  current.current = status;
  useEffect(() => setNotice((shown) => (shown && !shown.keep.includes(status) ? null : shown)), [status]);
  /** Shows `text` (null clears); `since` is the status the action was taken in. */
  const show = (text: string | null, since: RunStatus, leadsTo: RunStatus[] = []) => {
    const keep = [since, ...leadsTo];
    setNotice(text === null || !keep.includes(current.current) ? null : { text, keep });
  };
  return { notice: notice?.text ?? null, show };
}
