import { describeOutcome, outcomeNeedsAttention } from "@contract/runOutcome.ts";
import type { RunLine } from "./runProgress.ts";

interface RunMessagesProps {
  line: RunLine;
  /** The run's error (the last "run.error" event, else the stored one); not shown once the run completed. */
  error: { message: string } | undefined | null;
  actionError: string | null | undefined;
  notice: string | null | undefined;
}

/** What a run's page says under its actions: how the run ended, its error, an action's error, an action's notice. */
export function RunMessages({ line, error, actionError, notice }: RunMessagesProps) {
  const outcome = describeOutcome(line.outcome, { ...line, accepted: line.qaCounts.accepted, rejected: line.qaCounts.rejected });
  return (
    <>
      {outcome && (
        <p className={outcomeNeedsAttention(line.outcome) ? "run-outcome run-outcome-attention" : "run-outcome"} data-testid="run-outcome" role="status">
          {outcome}
        </p>
      )}
      {error && line.status !== "completed" && (
        <p role="alert" className="error run-error">
          {error.message}
        </p>
      )}
      {actionError && (
        <p role="alert" className="error">
          {actionError}
        </p>
      )}
      {notice && (
        <p className="ok" role="status">
          {notice}
        </p>
      )}
    </>
  );
}
