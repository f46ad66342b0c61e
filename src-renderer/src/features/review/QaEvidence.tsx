import type { QaDetail } from "@contract/review.ts";
import { evidenceBlocks } from "./evidenceSegments.ts";

/** The evidence sentences in their passages, with page and section, and those not found in the paper said so. */
export function QaEvidence({ detail }: { detail: QaDetail }) {
  const blocks = evidenceBlocks(detail.evidence);
  return (
    <section aria-labelledby="qa-evidence-title" className="qa-evidence-block">
      <h3 id="qa-evidence-title">
        Evidence <span className="muted">({detail.evidence.length})</span>
      </h3>
      {blocks.length === 0 && <p className="muted">No evidence sentences stored for this QA.</p>}
      {blocks.map((block, i) => (
        <figure key={i} className={`qa-evidence${block.passageId === null ? " qa-evidence-unlocated" : ""}`} data-testid="qa-evidence">
          <blockquote>
            {block.segments.map((segment, j) => (segment.highlighted ? <mark key={j}>{segment.text}</mark> : <span key={j}>{segment.text}</span>))}
          </blockquote>
          <figcaption className="muted">
            {block.page !== null ? `Page ${block.page}` : "Page unknown"}
            {detail.section ? ` · ${detail.section}` : ""}
            {block.passageId === null ? " · quote not found in the paper's text" : block.quotes > 1 ? ` · ${block.quotes} quotes` : ""}
          </figcaption>
        </figure>
      ))}
    </section>
  );
}
