import type { ReviewerSummary } from "@contract/reviewers.ts";
import { routeHref } from "../../app/router.ts";
import { formatCount } from "../../shared/format.ts";

/**
 * Whose decisions Review shows and records ("Reviewing as ana"), with a way to the setting that
 * changes it, and the other names decisions are stored under.
 */
export function ReviewerLine({ reviewer, reviewers }: { reviewer: string | undefined; reviewers: ReviewerSummary[] | undefined }) {
  const others = (reviewers ?? []).filter((r) => !r.current && r.kept + r.dropped > 0);
  const shown = others.slice(0, 3);
  return (
    <p className="review-reviewer" data-testid="reviewing-as">
      {reviewer === undefined ? (
        <span className="muted">Reviewing as …</span>
      ) : (
        <>
          Reviewing as <strong data-testid="reviewer-name">{reviewer}</strong>{" "}
          <a href={routeHref("settings")} className="review-reviewer-change" title="The reviewer name is set in Settings">
            change
          </a>
        </>
      )}
      {shown.length > 0 && (
        <span className="muted review-reviewer-others" title={others.map((r) => `${r.name}: ${r.kept} kept, ${r.dropped} dropped`).join("\n")}>
          {" · "}also: {shown.map((r) => `${r.name} (${formatCount(r.kept + r.dropped)})`).join(", ")}
          {others.length > shown.length ? ` +${others.length - shown.length}` : ""}
        </span>
      )}
    </p>
  );
}
