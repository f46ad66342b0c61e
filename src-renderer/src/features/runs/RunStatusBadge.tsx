import { STATUS_LABELS, type RunStatus } from "./runProgress.ts";

/** The run's state as an icon and a word, so it never rests on color alone. */
export function RunStatusBadge({ status }: { status: RunStatus }) {
  const { label, icon } = STATUS_LABELS[status];
  return (
    <span className={`run-badge run-badge-${status}`} data-status={status}>
      <span aria-hidden="true" className="run-badge-icon">
        {icon}
      </span>
      {label}
    </span>
  );
}
