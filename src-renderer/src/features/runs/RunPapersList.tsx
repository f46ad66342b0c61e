import { runPercent } from "@contract/runOutcome.ts";
import { routeHref } from "../../app/router.ts";
import { formatCount } from "../../shared/format.ts";
import { ProgressBar } from "../../shared/ProgressBar.tsx";
import type { useRunDetail } from "./useRunDetail.ts";

/** Each paper of the run with its own progress. */
export function RunPapersList({ papers }: { papers: ReturnType<typeof useRunDetail>["papers"] }) {
  return (
    <>
  <h3>Papers</h3>
  {papers.error && (
    <p role="alert" className="error">
      {papers.error.message}
    </p>
  )}
  <ul className="run-papers" aria-label="Progress per paper">
    {(papers.data ?? []).map((paper) => (
      <li key={paper.paperId} data-testid="run-paper">
        <a href={routeHref("paper", paper.paperId)} className="run-paper-title" title={paper.name}>
          {paper.name}
        </a>
        <ProgressBar
          compact
          value={paper.done}
          max={paper.total}
          failed={paper.failed}
          label={`Progress of ${paper.name}`}
          valueText={`${paper.done} of ${paper.total} items`}
        />
        <span className="muted run-paper-stats">
          {paper.done}/{paper.total} items ({runPercent(paper)}%) · {formatCount(paper.qas, "QA")}
          {paper.running > 0 && ` · ${paper.running} running`}
          {paper.failed > 0 && <span className="error"> · {paper.failed} failed</span>}
        </span>
      </li>
    ))}
    {papers.data && papers.data.length === 0 && <li className="muted">No papers in this run.</li>}
  </ul>
    </>
  );
}
