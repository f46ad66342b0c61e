import { useState, type KeyboardEvent, type ReactNode } from "react";
import type { PaperReading } from "@contract/paperDetail.ts";
import type { PageRect } from "./evidence.ts";
import type { OcrNotes } from "@contract/readingNotes.ts";
import { OcrOverlayBar } from "./OcrOverlayBar.tsx";
import { columnHeight } from "./pageLayout.ts";
import { paneCommand, pageTurn } from "./paneKeys.ts";
import { pageColumnLabel } from "./paneRules.ts";
import { PagePasswordForm } from "./PagePasswordForm.tsx";
import { PdfLoadFailure } from "./PdfLoadFailure.tsx";
import { PdfPageColumn } from "./PdfPageColumn.tsx";
import { PdfSearchBar } from "./PdfSearchBar.tsx";
import { PdfThumbnails } from "./PdfThumbnails.tsx";
import { PdfToolbar } from "./PdfToolbar.tsx";
import type { ScrollTarget } from "./scrollTarget.ts";
import { useOcrOverlay } from "./useOcrOverlay.ts";
import { usePdfDocument } from "./usePaper.ts";
import { usePdfSearch } from "./usePdfSearch.ts";
import { usePdfViewport } from "./usePdfViewport.ts";

interface PdfPagePaneProps {
  paperId: number;
  pages: PaperReading["pages"];
  /** The selected QA's evidence, by page, in PDF units. */
  evidence: Map<number, PageRect[]>;
  /** Where to scroll to: the selected QA's evidence or an outline's section. */
  target: ScrollTarget | null;
  /** Buttons the pane's toolbar shows first (the side panel's toggle). */
  toolbarStart?: ReactNode;
  /** Show each target at a zoom where its boxes read comfortably (a cited sentence). Defaults to false: the page's width. */
  readable?: boolean;
  /** Whether the thumbnails start open. Defaults to open in a window at least 1280 px wide. */
  thumbnails?: boolean;
  /** How OCR read the paper, for a scan: the text it read can be shown over the pages. Defaults to none (a born-digital paper). */
  ocr?: OcrNotes;
}

/** The paper's pages in one scrolling column, drawn as they come into view, with thumbnails, zoom and search. */
export function PdfPagePane({ paperId, pages, evidence, target, toolbarStart, readable = false, thumbnails, ocr }: PdfPagePaneProps) {
  // The PDF is fetched once per paper; the text and the key QAs work whether or not it arrives.
  const pdf = usePdfDocument(paperId);
  const { doc, error: loadError } = pdf;
  const viewport = usePdfViewport({ pages, evidence, target, docPages: doc?.numPages, shown: { error: loadError, locked: pdf.needsPassword }, readable });
  const { scroller, scale, current, pageCount, go, zoomBy, setZoom } = viewport;
  const ocrOverlay = useOcrOverlay(paperId, ocr, viewport.near);
  const search = usePdfSearch(doc, current, viewport.bringIntoView, scroller);
  const [thumbsOpen, setThumbsOpen] = useState(() => thumbnails ?? window.innerWidth >= 1280);

  const onPaneKeyDown = (event: KeyboardEvent) => {
    const command = paneCommand(event);
    if (command === null) return;
    if (command === "zoom-in") zoomBy(1);
    else if (command === "zoom-out") zoomBy(-1);
    else if (command === "fit") setZoom("fit");
    else search.openSearch();
    event.preventDefault();
    event.stopPropagation();
  };
  const onScrollerKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    const element = event.currentTarget;
    const turn = pageTurn(event, element.scrollWidth > element.clientWidth + 1);
    if (turn === 0) return;
    go(current + turn);
    event.preventDefault();
  };

  return (
    <div className="pdf-pane" onKeyDown={onPaneKeyDown}>
      <PdfToolbar
        start={toolbarStart}
        thumbsOpen={thumbsOpen}
        onThumbs={setThumbsOpen}
        current={current}
        pageCount={pageCount}
        onGo={go}
        scale={scale}
        fitted={viewport.zoom === "fit"}
        onZoom={(direction) => (direction === "fit" ? setZoom("fit") : zoomBy(direction))}
        searchOpen={search.open}
        onSearch={search.openSearch}
      />
      {search.open && <PdfSearchBar find={search.find} focusNonce={search.focusNonce} onClose={search.closeSearch} />}
      {ocr && ocrOverlay.available && <OcrOverlayBar ocr={ocr} on={ocrOverlay.on} onChange={ocrOverlay.setOn} error={ocrOverlay.error} notKept={ocrOverlay.notKept} />}
      <div className="pdf-body">
        {thumbsOpen && (
          <div id="pdf-thumbs" className="pdf-thumbs-wrap">
            <PdfThumbnails doc={doc} pages={viewport.sizes} current={current} onGo={go} />
          </div>
        )}
        <div
          ref={scroller}
          className="pdf-scroller"
          role="region"
          tabIndex={0}
          aria-label={pageColumnLabel(current, pageCount, evidence.get(current)?.length ?? 0)}
          onKeyDown={onScrollerKeyDown}
          onScroll={viewport.measure}
          data-testid="pdf-scroller"
          // Zoomed past the pane's width (by the reader, or to make a cited sentence readable): panning sideways is the point.
          data-zoomed={scale > viewport.fitScale + 0.01 || undefined}
        >
          {pdf.needsPassword ? (
            <PagePasswordForm wrong={pdf.wrongPassword} checking={pdf.checkingPassword} onSubmit={pdf.unlock} />
          ) : loadError ? (
            <PdfLoadFailure error={loadError} />
          ) : (
            <PdfPageColumn
              doc={doc}
              slots={viewport.slots}
              width={viewport.columnWidth}
              height={columnHeight(viewport.slots)}
              scale={scale}
              near={viewport.near}
              current={current}
              evidence={evidence}
              ocrWords={ocrOverlay.words}
              search={search.open ? { hitsByPage: search.hitsByPage, match: search.match, current: search.find.current } : null}
            />
          )}
        </div>
      </div>
    </div>
  );
}
