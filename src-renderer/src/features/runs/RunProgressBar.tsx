import { ProgressBar } from "../../shared/ProgressBar.tsx";
import type { RunLine } from "./runProgress.ts";

/** A run's item bar, the same in the list and in the detail pane (tests find it by its name). It draws `line.percent`. */
export function RunProgressBar({ runId, line }: { runId: number; line: RunLine }) {
  return (
    <ProgressBar
      value={line.done}
      max={line.total}
      failed={line.failed}
      partial={line.partial}
      label={`Run ${runId} progress`}
      valueText={`${line.percent}%: ${line.done} of ${line.total} items done${line.failed ? `, ${line.failed} failed` : ""}${line.inFlight.length ? `, ${line.inFlight.length} writing` : ""}`}
    />
  );
}
