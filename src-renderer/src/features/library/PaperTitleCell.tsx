import type { PaperRow } from "@contract/papers.ts";
import { routeHref } from "../../app/router.ts";
import { FIELD_LABELS } from "../paper/paperEditForm.ts";
import { doubtFlag, editedMark, shortAuthors } from "./libraryQuery.ts";

/** A paper's title with its authors and DOI, which file it is when its name is shared, and its doubts and edits. */
export function PaperTitleCell({ paper, twin }: { paper: PaperRow; twin: string | undefined }) {
  const authors = shortAuthors(paper.authors);
  const flag = doubtFlag(paper.doubts, paper.tableDoubts);
  const edited = editedMark(paper.editedFields, FIELD_LABELS);
  return (
    <td className="paper-title-cell">
      {/* Two lines at most; the whole title is in the tooltip and on the paper's page. */}
      <a href={routeHref("paper", paper.id)} tabIndex={-1} className="paper-title" title={paper.name}>
        {paper.name}
      </a>
      {(authors || paper.doi) && (
        <div className="paper-sub" title={[paper.authors.join(", "), paper.doi].filter(Boolean).join(" · ")}>
          {authors}
          {authors && paper.doi ? " · " : ""}
          {paper.doi}
        </div>
      )}
      {twin !== undefined && (
        <div className="paper-sub" data-testid="paper-twin">
          {twin}
        </div>
      )}
      {(flag || edited) && (
        <div className="paper-marks">
          {/* The words are the mark; the tooltip and the screen reader get every doubt. */}
          {flag && (
            <span className="paper-doubt-flag" title={flag.detail}>
              <span aria-hidden="true">⚠ </span>
              {flag.label}
              <span className="sr-only">: {flag.all}</span>
            </span>
          )}
          {edited && (
            <span className="paper-edited-mark" title={edited.detail}>
              {edited.label}
              <span className="sr-only"> ({edited.detail})</span>
            </span>
          )}
        </div>
      )}
    </td>
  );
}
