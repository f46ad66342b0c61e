import type { PaperTab } from "@contract/strategyInfo.ts";
import { routeHref } from "../../app/router.ts";
import { useStrategies } from "../../shared/useStrategies.ts";

export interface EmptyTabStateProps {
  tab: PaperTab;
  paperId: number;
  /** "No knowledge graph yet." */
  title: string;
  /** What a run of the method that fills the tab leaves here, after "A <method> run". */
  what: string;
}

/**
 * A paper tab that no run has filled yet: which method fills it (read from the strategies, not
 * named here) and a link that opens the run form on this paper with that method chosen.
 */
export function EmptyTabState({ tab, paperId, title, what }: EmptyTabStateProps) {
  const method = useStrategies().list?.find((s) => s.fillsPaperTab === tab);
  return (
    <div className="empty-state kqa-empty">
      <p>
        <strong>{title}</strong>
      </p>
      <p>
        {method ? `A ${method.label} run` : "A run"} {what}
      </p>
      <a className="button primary" href={routeHref("runs", null, { paper: String(paperId), ...(method ? { strategy: method.name } : {}) })} data-testid="start-run-for-tab">
        Start a run on this paper
      </a>
    </div>
  );
}
