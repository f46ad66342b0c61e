import type { ReviewCounts } from "@contract/review.ts";
import { formatCount } from "../../shared/format.ts";
import { queueCount } from "./queueCounts.ts";
import { QUEUE_TABS, type QueueTab } from "./reviewFilters.ts";

/** The queues as tabs with their counts; ← and → move between them. */
export function QueueTabs({ queueName, queue, counts, onQueue }: { queueName: string; queue: QueueTab; counts: ReviewCounts | undefined; onQueue(queue: QueueTab): void }) {
  return (
    <div className="review-queue-row">
      <span className="review-queue-name" id="review-queue-name">
        {queueName}:
      </span>
      <div className="review-tabs" role="tablist" aria-labelledby="review-queue-name">
        {QUEUE_TABS.map((tab) => {
          const n = counts ? queueCount(counts, tab.id) : null;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`queue-tab-${tab.id}`}
              aria-selected={queue === tab.id}
              aria-controls="review-panel"
              tabIndex={queue === tab.id ? 0 : -1}
              className="review-tab"
              onClick={() => onQueue(tab.id)}
              onKeyDown={(event) => {
                if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
                event.preventDefault();
                event.stopPropagation();
                const at = QUEUE_TABS.findIndex((t) => t.id === queue);
                const next = QUEUE_TABS[(at + (event.key === "ArrowRight" ? 1 : -1) + QUEUE_TABS.length) % QUEUE_TABS.length]!;
                onQueue(next.id);
                document.getElementById(`queue-tab-${next.id}`)?.focus();
              }}
              data-testid={`queue-${tab.id}`}
            >
              {tab.label}
              {n !== null && <span className="review-tab-count">{formatCount(n)}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
