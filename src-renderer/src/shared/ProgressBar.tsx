import "./progressBar.css";

export interface ProgressBarProps {
  /** Items done. */
  value: number;
  max: number;
  /** Items that failed, drawn hatched after the done part. Defaults to 0. */
  failed?: number;
  /** Share of items in flight (e.g. 0.4 of one item written), drawn lighter after the rest. Defaults to 0. */
  partial?: number;
  /** Accessible name, e.g. "Run 4 progress". */
  label: string;
  /** What a screen reader says instead of a bare number, e.g. "8 of 10 items, 1 failed". */
  valueText?: string;
  /** Thinner bar for per-paper lists. Defaults to false. */
  compact?: boolean;
}

/** A progress bar that says what it measures; the figures are always written next to it by the caller too. */
export function ProgressBar({ value, max, failed = 0, partial = 0, label, valueText, compact = false }: ProgressBarProps) {
  const safeMax = Math.max(0, max);
  const done = Math.min(Math.max(0, value), safeMax);
  const donePct = safeMax === 0 ? 0 : (done / safeMax) * 100;
  const failedPct = safeMax === 0 ? 0 : (Math.min(failed, safeMax - done) / safeMax) * 100;
  const partialPct = safeMax === 0 ? 0 : (Math.min(Math.max(0, partial), safeMax - done - Math.min(failed, safeMax - done)) / safeMax) * 100;
  return (
    <div
      className={`pbar${compact ? " pbar-compact" : ""}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={done}
      aria-valuetext={valueText}
    >
      <div className="pbar-done" style={{ width: `${donePct}%` }} />
      {failedPct > 0 && <div className="pbar-failed" style={{ width: `${failedPct}%` }} />}
      {partialPct > 0 && <div className="pbar-partial" style={{ width: `${partialPct}%` }} />}
    </div>
  );
}
