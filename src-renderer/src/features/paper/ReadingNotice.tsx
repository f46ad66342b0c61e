import type { PaperDetail } from "@contract/paperDetail.ts";
import { doubtAdvice, doubtLine, foundLines, tableDoubtLines, type TableWithDoubts } from "./readingNotes.ts";

/**
 * What the reader is unsure of about this paper (its details and its tables), how it found each
 * detail, and the way to fix it; one line while folded, so the page keeps the height. Shown only
 * when there is a doubt; a correction settles the doubts about its detail.
 */
export function ReadingNotice({ reading, tables, ocr, onEdit, editing }: { reading: PaperDetail["reading"]; tables: readonly TableWithDoubts[] | null; ocr: PaperDetail["ocr"]; onEdit(): void; editing: boolean }) {
  const tableDoubts = tableDoubtLines(tables);
  if (reading.doubts.length === 0 && tableDoubts.length === 0) return null;
  const advice = doubtAdvice(reading, editing, tableDoubts.length > 0);
  return (
    <section className="reading-notice" aria-label="Details to check">
      <span className="reading-notice-lead">
        <span aria-hidden="true">⚠ </span>Check against the PDF:
      </span>
      <ul className="reading-doubts">
        {reading.doubts.map((doubt) => (
          <li key={doubt.kind}>{doubtLine(doubt, ocr)}</li>
        ))}
        {tableDoubts.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <span className="reading-notice-advice">
        {advice.text}
        {advice.offerEdit && (
          <>
            {" "}
            <button type="button" className="reading-notice-edit" onClick={onEdit}>
              Edit details…
            </button>
          </>
        )}
      </span>
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
