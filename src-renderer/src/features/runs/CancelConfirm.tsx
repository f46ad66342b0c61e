import { useEffect, useRef } from "react";

/**
 * The question a first click on Cancel opens, right under the run's buttons, with the focus on
 * its answer: a run is not stopped by one stray click, and the click is never left unanswered.
 */
export function CancelConfirm({ name, onConfirm, onKeep }: { name: string; onConfirm(): void; onKeep(): void }) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className="run-cancel-confirm" role="group" aria-labelledby="run-cancel-question" data-testid="cancel-confirm" onKeyDown={(e) => e.key === "Escape" && onKeep()}>
      <span id="run-cancel-question">Cancel {name}? Items in flight stop; the QAs made so far are kept, and the run can be resumed later.</span>
      <button type="button" className="danger" ref={confirm} onClick={onConfirm}>
        Cancel the run
      </button>
      <button type="button" onClick={onKeep}>
        Keep it running
      </button>
    </div>
  );
}
