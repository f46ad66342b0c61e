import type { CSSProperties } from "react";
import type { ReviewerSummary } from "@contract/reviewers.ts";
import { routeHref } from "../../app/router.ts";
import { formatCount } from "../../shared/format.ts";

/**
 * Whose decisions Review shows and records ("Reviewing as ana"), with a way to the setting that
 * changes it, and the other names decisions are stored under. When the heading is short of room
 * the other names give way (with their tooltip), and the line wraps before "Reviewing as", the name
 * (up to 12 characters, then its tooltip) or the way to change it is cut.
 */
export function ReviewerLine({ reviewer, reviewers }: { reviewer: string | undefined; reviewers: ReviewerSummary[] | undefined }) {
  const others = (reviewers ?? []).filter((r) => !r.current && r.kept + r.dropped > 0);
  const shown = others.slice(0, 3);
  return (
    <p className="review-reviewer" data-testid="reviewing-as" style={{ "--reviewer-ch": Math.min(reviewer?.length ?? 1, 12) } as CSSProperties}>
      {reviewer === undefined ? (
        <span className="muted">Reviewing as …</span>
      ) : (
        <>
          <span className="review-reviewer-as" title={`Reviewing as ${reviewer}`}>
            Reviewing as
          </span>{" "}
          <strong className="review-reviewer-name" data-testid="reviewer-name" title={reviewer}>
            {reviewer}
          </strong>{" "}
          <a href={routeHref("settings")} className="review-reviewer-change" title="The reviewer name is set in Settings">
            change
          </a>
        </>
      )}
      {shown.length > 0 && " "}
      {shown.length > 0 && (
        <span className="muted review-reviewer-others" title={others.map((r) => `${r.name}: ${r.kept} kept, ${r.dropped} dropped`).join("\n")}>
          · also: {shown.map((r) => `${r.name} (${formatCount(r.kept + r.dropped)})`).join(", ")}
          {others.length > shown.length ? ` +${others.length - shown.length}` : ""}
        </span>
      )}
    </p>
  );
}
