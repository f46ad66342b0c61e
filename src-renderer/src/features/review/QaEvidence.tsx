import type { QaDetail } from "@contract/qaDetail.ts";
import { evidenceCaption } from "./evidenceCaption.ts";
import { evidenceBlocks } from "./evidenceSegments.ts";
import { QaTablePage } from "./QaTablePage.tsx";

/**
 * The evidence (sentences, or a table's rows, cells and captions) in their passages, with page and section, and those not found in the
 * paper said so. Evidence in a table is named by its place ("Table 1, row 7, Cases / n") and
 * shown boxed on the page where the table is printed.
 */
export function QaEvidence({ detail }: { detail: QaDetail }) {
  const blocks = evidenceBlocks(detail.evidence);
  const places = blocks.flatMap((b) => b.places);
  return (
    <section aria-labelledby="qa-evidence-title" className="qa-evidence-block">
      <h3 id="qa-evidence-title">
        Evidence <span className="muted">({detail.evidence.length})</span>
      </h3>
      {blocks.length === 0 && <p className="muted">No evidence stored for this QA.</p>}
      {blocks.map((block, i) => (
        <figure key={i} className={`qa-evidence${block.passageId === null ? " qa-evidence-unlocated" : ""}${block.places.length > 0 ? " qa-evidence-table" : ""}`} data-testid="qa-evidence">
          <blockquote>
            {block.segments.map((segment, j) => (segment.highlighted ? <mark key={j}>{segment.text}</mark> : <span key={j}>{segment.text}</span>))}
          </blockquote>
          <figcaption className="muted">{evidenceCaption(block, detail.section)}</figcaption>
        </figure>
      ))}
      {places.length > 0 && <QaTablePage paperId={detail.row.paperId} places={places} />}
    </section>
  );
}
