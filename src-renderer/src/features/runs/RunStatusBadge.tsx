import { RUN_OUTCOME_LABELS, type RunOutcome } from "@contract/runOutcome.ts";
import { OUTCOME_ICONS } from "./runProgress.ts";

/** The run's outcome as an icon and words, so it never rests on color alone. */
export function RunStatusBadge({ outcome }: { outcome: RunOutcome }) {
  return (
    <span className={`run-badge run-badge-${outcome}`} data-status={outcome}>
      <span aria-hidden="true" className="run-badge-icon">
        {OUTCOME_ICONS[outcome]}
      </span>
      {RUN_OUTCOME_LABELS[outcome]}
    </span>
  );
}
