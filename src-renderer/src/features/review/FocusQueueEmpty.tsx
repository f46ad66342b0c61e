import { KeyHint } from "./KeyHint.tsx";
import { QUEUE_TABS, type QueueTab } from "./reviewFilters.ts";

/** A queue with nothing left in it: say so, and offer every QA or undoing the last change. */
export function FocusQueueEmpty({ queue, canUndo, onQueue, onUndo }: { queue: QueueTab; canUndo: boolean; onQueue(queue: QueueTab): void; onUndo(): void }) {
  const queueLabel = QUEUE_TABS.find((t) => t.id === queue)?.label ?? queue;
  return (
    <div className="empty-state" data-testid="review-queue-empty">
      <h2>{queue === "pending" ? "All done here" : `Nothing in ${queueLabel}`}</h2>
      <p>No QA matches this queue and these filters.</p>
      <div className="toolbar">
        {queue !== "all" && (
          <button type="button" onClick={() => onQueue("all")}>
            Show all QAs
          </button>
        )}
        {canUndo && (
          <button type="button" onClick={onUndo}>
            Undo the last change <KeyHint keys="U" />
          </button>
        )}
      </div>
    </div>
  );
}
