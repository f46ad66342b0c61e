import type { PaperDetail } from "../../../../src-main/contract/papers.ts";
import { routeHref } from "../../app/router.ts";
import { formatCount } from "../../shared/format.ts";

/** Title, authors and the paper's facts, with the abstract folded away until asked for. */
export function PaperHeader({ paper }: { paper: PaperDetail }) {
  return (
    <header className="paper-header">
      <div className="paper-header-main">
        <p className="paper-crumbs">
          <a href={routeHref("library")}>Library</a> <span aria-hidden="true">›</span> <span className="muted">Paper {paper.id}</span>
        </p>
        <h1 className="paper-title-heading">{paper.name}</h1>
        {paper.authors.length > 0 && <p className="paper-authors">{paper.authors.join(", ")}</p>}
        <p className="paper-meta">
          {paper.doi && (
            <span>
              DOI{" "}
              <a href={`https://doi.org/${encodeURI(paper.doi)}`} target="_blank" rel="noopener noreferrer">
                {paper.doi}
              </a>
            </span>
          )}
          <span>{formatCount(paper.pages, "page")}</span>
          {paper.language && <span>Language: {paper.language}</span>}
        </p>
        {paper.keywords.length > 0 && (
          <ul className="paper-keywords" aria-label="Keywords">
            {paper.keywords.map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </ul>
        )}
        {paper.abstract && (
          <details className="paper-abstract">
            <summary>Abstract</summary>
            <p>{paper.abstract}</p>
          </details>
        )}
      </div>
      <div className="paper-header-actions">
        <a className="button" href={routeHref("runs", null, { paper: String(paper.id) })}>
          Generate QAs…
        </a>
        <a className="button" href={routeHref("review", null, { paper: String(paper.id) })}>
          Review QAs
        </a>
      </div>
    </header>
  );
}
