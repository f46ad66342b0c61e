import { useState } from "react";
import type { EmptyItem } from "@contract/runChecks.ts";
import { routeHref } from "../../app/router.ts";
import { formatCount } from "../../shared/format.ts";

/** Rows shown before "Show all": a chunk-level run can leave hundreds of items without QAs. */
const FIRST_ROWS = 50;

/** "Every QA the model wrote ... " from the core's "every QA the model wrote ...". */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Each item that yielded no QA, named for people, with why: the strategy's reason, or the error that failed it. */
export function EmptyItemsTable({ items, ran }: { items: EmptyItem[]; /** Items that ran (done or failed). */ ran: number }) {
  const [all, setAll] = useState(false);
  if (items.length === 0) return <p className="muted">{ran === 0 ? "None yet: no item has run." : "None: every item that ran yielded QAs."}</p>;
  const shown = all ? items : items.slice(0, FIRST_ROWS);
  return (
    <>
      <div className="run-empty-wrap">
        <table className="run-failed" data-testid="empty-items">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => (
              <tr key={item.id} data-testid="empty-item" data-status={item.status}>
                <td className="run-empty-item">
                  <span className="run-empty-label">{item.label}</span>
                  <a href={routeHref("paper", item.paperId)} className="muted run-empty-paper" title={item.paperName}>
                    {item.paperName}
                  </a>
                </td>
                <td>
                  {item.status === "failed" ? (
                    <span className="error">
                      <strong>Failed</strong> after {formatCount(item.attempts, "attempt")}: {item.error?.message ?? "no error was recorded."}
                    </span>
                  ) : (
                    <span>{item.reason ? `${sentence(item.reason.message)}.` : "No reason was recorded (the run is older than this check)."}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!all && items.length > FIRST_ROWS && (
        <button type="button" onClick={() => setAll(true)}>
          Show all {formatCount(items.length)} items
        </button>
      )}
    </>
  );
}
