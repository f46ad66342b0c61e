import type { PaperDetail } from "../../../../src-main/contract/papers.ts";
import { doubtSummary, foundLines, someDoubtEditable } from "./readingNotes.ts";

/**
 * What the reader is unsure of about this paper, and how it found each detail, with the way to
 * fix it. Shown only when there is a doubt; a correction settles the doubts about its detail.
 */
export function ReadingNotice({ reading, onEdit, editing }: { reading: PaperDetail["reading"]; onEdit(): void; editing: boolean }) {
  const summary = doubtSummary(reading);
  if (!summary) return null;
  return (
    <section className="reading-notice" aria-label="Details to check">
      <p className="reading-notice-summary">
        <span aria-hidden="true">⚠ </span>
        {summary}{" "}
        {!someDoubtEditable(reading)
          ? "Check the Text tab against the PDF."
          : editing
            ? "Check against the PDF and correct it below."
            : "Check against the PDF, then "}
        {someDoubtEditable(reading) && !editing && (
          <button type="button" className="reading-notice-edit" onClick={onEdit}>
            Edit details…
          </button>
        )}
      </p>
      <ul className="reading-doubts">
        {reading.doubts.map((doubt) => (
          <li key={doubt.kind}>{doubt.message}</li>
        ))}
      </ul>
      <details className="reading-found">
        <summary>How the details were found</summary>
        <ul>
          {foundLines(reading).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
