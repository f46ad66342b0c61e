import type { PaperDetail } from "@contract/paperDetail.ts";
import { routeHref } from "../../app/router.ts";
import { formatCount } from "../../shared/format.ts";
import { languageName } from "../../shared/languageName.ts";
import { correctionMark } from "./paperEditForm.ts";
import { parseDoi } from "@contract/doi.ts";
import { foundLine, type TableWithDoubts } from "./readingNotes.ts";
import { ReadingNotice } from "./ReadingNotice.tsx";
import { ocrFactsLine } from "./ocrOverlay.ts";

/**
 * Title, authors and the paper's facts in a few lines, so the page below gets the height; the
 * abstract and keywords are folded away until asked for.
 */
export function PaperHeader({
  paper,
  tables,
  editing,
  onEditing,
}: {
  paper: PaperDetail;
  /** Every table whole, once the Tables tab has them: the paper's answer holds only one part of a huge table's. */
  tables?: readonly TableWithDoubts[] | null;
  /** The edit form is open beside the page. */ editing: boolean;
  onEditing(open: boolean): void;
}) {
  const mark = correctionMark(paper.edited);
  return (
    <header className="paper-header">
      <div className="paper-header-main">
        <p className="paper-crumbs">
          <a href={routeHref("library")}>Library</a> <span aria-hidden="true">›</span> <span className="muted">Paper</span>
        </p>
        <h1 className="paper-title-heading" title={`${paper.name}\n${foundLine(paper.reading, "title")}`}>
          {paper.name}
        </h1>
        {mark && (
          <span className="paper-corrected-mark" title={mark.detail}>
            {mark.label}
          </span>
        )}
        <p className="paper-meta">
          {paper.authors.length > 0 && (
            <span className="paper-authors" title={`${paper.authors.join(", ")}\n${foundLine(paper.reading, "authors")}`}>
              {paper.authors.join(", ")}
            </span>
          )}
          {paper.doi && (
            <span title={foundLine(paper.reading, "doi")}>
              DOI{" "}
              {/* Only a real DOI is linked to doi.org; anything else shows as the text it is. */}
              {parseDoi(paper.doi) ? (
                <a href={`https://doi.org/${encodeURI(paper.doi)}`} target="_blank" rel="noopener noreferrer">
                  {paper.doi}
                </a>
              ) : (
                <span className="paper-doi-invalid">{paper.doi} (not a valid DOI)</span>
              )}
            </span>
          )}
          {(paper.venue || paper.year !== null) && <span>{[paper.venue, paper.year].filter((v) => v !== null && v !== "").join(", ")}</span>}
          <span>{formatCount(paper.pages, "page")}</span>
          {paper.language && <span>{languageName(paper.language)}</span>}
          {paper.ocr && <span data-testid="paper-ocr-facts">{ocrFactsLine(paper.ocr, paper.pages)}</span>}
        </p>
        {(paper.abstract || paper.keywords.length > 0) && (
          <details className="paper-abstract">
            <summary title={[paper.abstract ? foundLine(paper.reading, "abstract") : null, paper.keywords.length > 0 ? foundLine(paper.reading, "keywords") : null].filter(Boolean).join("\n")}>
              {paper.abstract ? (paper.keywords.length > 0 ? "Abstract and keywords" : "Abstract") : "Keywords"}
            </summary>
            {paper.abstract && <p className="paper-abstract-text">{paper.abstract}</p>}
            {paper.keywords.length > 0 && (
              <ul className="paper-keywords" aria-label="Keywords">
                {paper.keywords.map((keyword) => (
                  <li key={keyword}>{keyword}</li>
                ))}
              </ul>
            )}
          </details>
        )}
        <ReadingNotice reading={paper.reading} tables={tables === undefined ? paper.tables : tables} ocr={paper.ocr} editing={editing} onEdit={() => onEditing(true)} />
      </div>
      <div className="paper-header-actions">
        <button type="button" onClick={() => onEditing(!editing)} aria-expanded={editing} aria-controls="paper-side-panel">
          Edit details…
        </button>
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
