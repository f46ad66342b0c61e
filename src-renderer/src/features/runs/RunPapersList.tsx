import { describeRunItems } from "@contract/runHeadline.ts";
import { runPercent } from "@contract/runOutcome.ts";
import { routeHref } from "../../app/router.ts";
import { formatCount } from "../../shared/format.ts";
import { ProgressBar } from "../../shared/ProgressBar.tsx";
import type { RunStatus } from "@contract/pipeline.ts";
import type { useRunDetail } from "./useRunDetail.ts";

/** Each paper of the run with its own progress, in the run's words, and its QAs (accepted first). */
export function RunPapersList({ papers, status }: { papers: ReturnType<typeof useRunDetail>["papers"]; status: RunStatus }) {
  return (
    <>
      <h3>Papers</h3>
      {papers.error && (
        <p role="alert" className="error">
          {papers.error.message}
        </p>
      )}
      <ul className="run-papers" aria-label="Progress per paper">
        {(papers.data ?? []).map((paper) => {
          const items = describeRunItems({ status, ...paper, percent: runPercent(paper) });
          return (
            <li key={paper.paperId} data-testid="run-paper">
              <a href={routeHref("paper", paper.paperId)} className="run-paper-title" title={paper.name}>
                {paper.name}
              </a>
              {items !== null && <ProgressBar compact value={paper.done} max={paper.total} failed={paper.failed} label={`Progress of ${paper.name}`} valueText={items} />}
              <span className="muted run-paper-stats">
                {items !== null && `${items} · `}
                {/* A paper without items holds answers kept from Ask, which no filter scores. */}
                {paper.total === 0 ? formatCount(paper.qas, "QA") : paper.qas === 0 ? "no QAs" : `${formatCount(paper.accepted)} of ${formatCount(paper.qas, "QA")} accepted`}
                {paper.running > 0 && ` · ${paper.running} running`}
              </span>
            </li>
          );
        })}
        {papers.data && papers.data.length === 0 && <li className="muted">No papers in this run.</li>}
      </ul>
    </>
  );
}
