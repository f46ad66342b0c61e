import { ProgressBar } from "../../shared/ProgressBar.tsx";
import type { RunLine } from "./runProgress.ts";

/** A run's item bar, the same in the list and in the detail pane (tests find it by its name: "<run's name> progress"). It draws `line.percent`. */
export function RunProgressBar({ name, line }: { name: string; line: RunLine }) {
  return (
    <ProgressBar
      value={line.done}
      max={line.total}
      failed={line.failed}
      partial={line.partial}
      label={`${name} progress`}
      valueText={`${line.percent}%: ${line.done} of ${line.total} items done${line.failed ? `, ${line.failed} failed` : ""}${line.inFlight.length ? `, ${line.inFlight.length} writing` : ""}`}
    />
  );
}
