import type { PaperRow } from "@contract/papers.ts";
import { navigate, routeHref } from "../../app/router.ts";

/** What can be done with the selected paper: open it, generate QAs, ask it, remove it. */
export function SelectedPaperBar({ paper, onRemove }: { paper: PaperRow; onRemove(paper: PaperRow): void }) {
  return (
    <div className="toolbar selection-bar" aria-label="Selected paper">
      <span className="selection-title" title={paper.name}>
        {paper.name}
      </span>
      <button type="button" onClick={() => navigate("paper", paper.id)}>
        Open
      </button>
      <a className="button" href={routeHref("runs", null, { paper: String(paper.id) })}>
        Generate QAs…
      </a>
      <a className="button" href={routeHref("ask", null, { papers: String(paper.id) })} data-testid="ask-this-paper">
        Ask this paper…
      </a>
      <button type="button" className="danger" onClick={() => onRemove(paper)}>
        Remove…
      </button>
    </div>
  );
}
