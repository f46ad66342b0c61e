import { percentOf } from "./format.ts";
import "./shared.css";

interface LabeledProgressProps {
  /** Names the bar for assistive technology, e.g. "Download of Qwen2.5 3B". */
  label: string;
  done: number;
  /** 0 or less draws an indeterminate bar (the total is not known yet). */
  total: number;
  /** Text shown next to the bar; defaults to the percentage. */
  text?: string;
}

/** A thin progress bar with its value written next to it, so progress is never told by color alone. */
export function LabeledProgress({ label, done, total, text }: LabeledProgressProps) {
  const percent = percentOf(done, total);
  return (
    <div className="progress-line">
      <div
        className={`progress-track${percent === null ? " indeterminate" : ""}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text ?? (percent === null ? "starting" : `${percent}%`)}
      >
        <div className="progress-fill" style={{ width: percent === null ? undefined : `${percent}%` }} />
      </div>
      <span className="progress-text">{text ?? (percent === null ? "…" : `${percent}%`)}</span>
    </div>
  );
}
