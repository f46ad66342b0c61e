import { routeHref } from "../../app/router.ts";
import type { ExportChoice } from "./exportFilters.ts";

/** No QA matches: what to do next depends on whether the choice rests on reviews or on runs. */
export function ExportNothingToSave({ choice }: { choice: ExportChoice }) {
  const restsOnReviews = choice === "mine" || choice === "kept";
  return (
    <div className="empty-state">
      <p>No QA matches these choices, so there is nothing to save.</p>
      <p className="muted">
        {restsOnReviews ? "Keep QAs in Review first, or choose another preset." : "Loosen the filters, choose another preset, or "}
        {!restsOnReviews && <a href={routeHref("runs")}>run a strategy</a>}
        {!restsOnReviews && " to generate QAs."}
      </p>
    </div>
  );
}
