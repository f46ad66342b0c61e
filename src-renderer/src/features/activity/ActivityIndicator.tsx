import { formatCount } from "../../shared/format.ts";
import { routeHref } from "../../app/router.ts";
import { useActivity, type Activity } from "./useActivity.ts";
import "./activity.css";

/** What a screen reader hears when work starts or stops (not at every item, which would be noise). */
function spoken({ runs, imports }: Activity): string {
  const parts = [runs.length > 0 ? `${formatCount(runs.length, "run")} in progress` : "", imports ? "an import in progress" : ""].filter(Boolean);
  return parts.join(" and ");
}

/** Runs and imports working in the background, shown in the sidebar of every view, each linking to its view. */
export function ActivityIndicator() {
  const activity = useActivity();
  const { runs, imports } = activity;
  const busy = runs.length > 0 || imports !== null;
  return (
    <div className="activity" data-testid="activity">
      <p className="sr-only" aria-live="polite">
        {spoken(activity)}
      </p>
      {busy && (
        <>
          <h2 className="activity-title">In progress</h2>
          <ul>
            {runs.map((run) => (
              <li key={run.runId}>
                <a href={routeHref("runs", null, { run: String(run.runId) })} data-testid="activity-run">
                  <span className="activity-line">
                    <span className="spinner" aria-hidden="true" /> {run.name}
                  </span>
                  <span className="activity-detail">
                    {run.done} of {formatCount(run.total, "item")}
                    {run.failed > 0 ? `, ${run.failed} failed` : ""} · {formatCount(run.accepted)} accepted
                  </span>
                  <Bar done={run.done + run.failed} total={run.total} />
                </a>
              </li>
            ))}
            {imports && (
              <li>
                <a href={routeHref("library")} data-testid="activity-import">
                  <span className="activity-line">
                    <span className="spinner" aria-hidden="true" /> Importing
                  </span>
                  <span className="activity-detail">{imports.files > 0 ? imports.words : "looking for PDFs…"}</span>
                  <Bar done={imports.read} total={imports.files} />
                </a>
              </li>
            )}
          </ul>
        </>
      )}
    </div>
  );
}

/** A thin bar that repeats the figures written above it (so it is hidden from screen readers). */
function Bar({ done, total }: { done: number; total: number }) {
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <span className="activity-bar" aria-hidden="true">
      <span style={{ width: `${percent}%` }} />
    </span>
  );
}
