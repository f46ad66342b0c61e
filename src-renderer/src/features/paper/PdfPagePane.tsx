import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import type { PaperReading } from "../../../../src-main/contract/papers.ts";
import { client } from "../../client/index.ts";
import { fitWidthScale, scaleRect, stepZoom, type PageRect } from "./evidence.ts";
import type { OpenedPdf, PDFDocumentProxy } from "./pdfDocument.ts";

/** Most canvas pixels per page: keeps memory bounded at high zoom on dense screens. */
const MAX_CANVAS_PIXELS = 16_000_000;
/** Space left around the page inside the pane, in CSS pixels. */
const PAGE_GUTTER = 24;

interface PdfPagePaneProps {
  paperId: number;
  pages: PaperReading["pages"];
  pageNumber: number;
  onPageNumber(page: number): void;
  /** The selected QA's evidence on this page, in PDF units. */
  highlights: PageRect[];
  /** Changes when another QA is selected, to bring its first highlight into view. */
  focusKey: string | null;
}

type Zoom = "fit" | number;

/** One page of the paper's PDF rendered by pdf.js, with the selected QA's evidence boxed on it. */
export function PdfPagePane({ paperId, pages, pageNumber, onPageNumber, highlights, focusKey }: PdfPagePaneProps) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [renderError, setRenderError] = useState<Error | null>(null);
  const [rendering, setRendering] = useState(false);
  const [zoom, setZoom] = useState<Zoom>("fit");
  const [paneWidth, setPaneWidth] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const firstBox = useRef<HTMLDivElement>(null);
  const pageCount = doc?.numPages ?? pages.length;
  const size = pages.find((p) => p.number === pageNumber) ?? pages[0] ?? { number: 1, width: 612, height: 792 };
  const scale = zoom === "fit" ? fitWidthScale(paneWidth - PAGE_GUTTER, size.width) : zoom;

  // The PDF is fetched once per paper; the text pane works whether or not it arrives.
  useEffect(() => {
    let cancelled = false;
    let opened: OpenedPdf | null = null;
    setDoc(null);
    setLoadError(null);
    (async () => {
      const bytes = await client.call("library.paperFile", paperId);
      const { openPdf } = await import("./pdfDocument.ts");
      opened = await openPdf(bytes);
      if (cancelled) void opened.close();
      else setDoc(opened.document);
    })().catch((error: Error) => {
      if (!cancelled) setLoadError(error);
    });
    return () => {
      cancelled = true;
      if (opened) void opened.close();
    };
  }, [paperId]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setPaneWidth(element.clientWidth));
    observer.observe(element);
    setPaneWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!doc || !canvas.current || paneWidth === 0) return;
    let cancelled = false;
    let task: { cancel(): void; promise: Promise<void> } | null = null;
    setRendering(true);
    setRenderError(null);
    (async () => {
      const page = await doc.getPage(Math.min(Math.max(1, pageNumber), doc.numPages));
      if (cancelled) return;
      const cssViewport = page.getViewport({ scale });
      const ratio = Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / (cssViewport.width * cssViewport.height)));
      const viewport = page.getViewport({ scale: scale * ratio });
      const target = canvas.current!;
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      target.style.width = `${cssViewport.width}px`;
      target.style.height = `${cssViewport.height}px`;
      task = page.render({ canvas: target, viewport });
      await task.promise;
      if (!cancelled) setRendering(false);
    })().catch((error: Error) => {
      if (cancelled || error.name === "RenderingCancelledException") return;
      setRenderError(error);
      setRendering(false);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, scale, paneWidth]);

  // A newly selected QA: bring its first box into view once the page is laid out.
  useEffect(() => {
    if (focusKey === null) return;
    firstBox.current?.scrollIntoView({ block: "center", inline: "nearest", behavior: "smooth" });
  }, [focusKey, pageNumber, highlights.length]);

  const go = (page: number) => onPageNumber(Math.min(Math.max(1, page), Math.max(1, pageCount)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "PageDown" || event.key === "ArrowRight") go(pageNumber + 1);
    else if (event.key === "PageUp" || event.key === "ArrowLeft") go(pageNumber - 1);
    else if (event.key === "Home") go(1);
    else if (event.key === "End") go(pageCount);
    else return;
    event.preventDefault();
  };

  const widthPx = size.width * scale;
  const heightPx = size.height * scale;

  return (
    <div className="pdf-pane">
      <div className="pane-toolbar" role="toolbar" aria-label="Page">
        <button type="button" onClick={() => go(pageNumber - 1)} disabled={pageNumber <= 1} aria-label="Previous page" title="Previous page">
          ‹
        </button>
        <label className="page-input">
          <span className="sr-only">Page number</span>
          <input
            type="number"
            min={1}
            max={pageCount}
            value={pageNumber}
            onChange={(e) => {
              const value = Number(e.target.value);
              if (Number.isInteger(value) && value >= 1) go(value);
            }}
          />
        </label>
        <span className="muted">of {pageCount}</span>
        <button type="button" onClick={() => go(pageNumber + 1)} disabled={pageNumber >= pageCount} aria-label="Next page" title="Next page">
          ›
        </button>
        <span className="toolbar-gap" />
        <button type="button" onClick={() => setZoom(stepZoom(scale, -1))} aria-label="Zoom out" title="Zoom out">
          −
        </button>
        <span className="zoom-value" aria-live="polite">
          {Math.round(scale * 100)}%
        </span>
        <button type="button" onClick={() => setZoom(stepZoom(scale, 1))} aria-label="Zoom in" title="Zoom in">
          +
        </button>
        <button type="button" onClick={() => setZoom("fit")} aria-pressed={zoom === "fit"}>
          Fit width
        </button>
      </div>
      <div
        ref={scroller}
        className="pdf-scroller"
        role="region"
        tabIndex={0}
        aria-label={`Page ${pageNumber} of ${pageCount}${highlights.length ? `, ${highlights.length} evidence highlights` : ""}`}
        onKeyDown={onKeyDown}
      >
        {loadError ? (
          <div className="pdf-missing" role="alert">
            <p>
              <strong>{loadError.name === "PaperFileMissingError" ? "The PDF file is not where it was imported from." : "The PDF could not be shown."}</strong>
            </p>
            <p>{loadError.message}</p>
            <p className="muted">The extracted text and the key QAs still work.</p>
          </div>
        ) : (
          <div className="pdf-page" style={{ width: widthPx, height: heightPx }} data-page={pageNumber} data-rendered={doc && !rendering ? "true" : "false"}>
            <canvas ref={canvas} aria-hidden="true" />
            {(!doc || rendering) && <div className="pdf-loading muted">{doc ? "Rendering…" : "Loading the PDF…"}</div>}
            <div className="pdf-overlay" aria-hidden="true">
              {/* Boxes only over a drawn page: over the placeholder they would point at nothing. */}
              {doc && !rendering && highlights.map((rect, i) => {
                const box = scaleRect(rect, scale);
                return (
                  <div
                    key={i}
                    ref={i === 0 ? firstBox : undefined}
                    className="evidence-box"
                    data-testid="evidence-box"
                    style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
                  />
                );
              })}
            </div>
          </div>
        )}
        {renderError && (
          <p role="alert" className="error">
            This page could not be rendered: {renderError.message}
          </p>
        )}
      </div>
    </div>
  );
}
