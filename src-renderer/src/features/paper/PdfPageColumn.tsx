import type { OcrWord } from "@contract/ocrWords.ts";
import type { PageRect } from "./evidence.ts";
import type { PageSlot } from "./pageLayout.ts";
import type { PDFDocumentProxy } from "./pdfDocument.ts";
import { PdfPageView } from "./PdfPageView.tsx";
import type { SearchMatch } from "./textSearch.ts";

const NO_RECTS: PageRect[] = [];
const NO_HITS: PageRect[][] = [];

interface PdfPageColumnProps {
  doc: PDFDocumentProxy | null;
  slots: PageSlot[];
  width: number;
  height: number;
  scale: number;
  near: Set<number>;
  current: number;
  evidence: Map<number, PageRect[]>;
  /** Search matches by page while the search bar is open; null when it is closed. */
  /** The words OCR read, by page, while the reader shows them. */
  ocrWords: Map<number, OcrWord[]>;
  search: { hitsByPage: Map<number, { rects: PageRect[][]; first: number }>; match: SearchMatch | undefined; current: number } | null;
}

/** Every page laid out in one column, each with its evidence and search matches. */
export function PdfPageColumn({ doc, slots, width, height, scale, near, current, evidence, ocrWords, search }: PdfPageColumnProps) {
  return (
    <div className="pdf-column" style={{ width, height }}>
      {slots.map((slot) => {
        const hits = search?.hitsByPage.get(slot.number);
        // Which of this page's matches is the one shown, counted from the page's first.
        const currentHit = search && hits && search.match?.page === slot.number ? search.current - hits.first : -1;
        return (
          <PdfPageView
            key={slot.number}
            doc={doc}
            slot={slot}
            scale={scale}
            near={near.has(slot.number)}
            current={slot.number === current}
            evidence={evidence.get(slot.number) ?? NO_RECTS}
            hits={search ? (hits?.rects ?? NO_HITS) : NO_HITS}
            currentHit={currentHit}
            ocrWords={ocrWords.get(slot.number)}
          />
        );
      })}
    </div>
  );
}
