import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { PaperReading } from "../../../../src-main/contract/papers.ts";
import { fitWidthScale, scaleRect, scrollToCenter, stepZoom, type PageRect } from "./evidence.ts";
import { usePdfDocument } from "./usePaper.ts";

/** Most canvas pixels per page: keeps memory bounded at high zoom on dense screens. */
const MAX_CANVAS_PIXELS = 16_000_000;
/** Space left around the page inside the pane, in CSS pixels. */
const PAGE_GUTTER = 20;

interface PdfPagePaneProps {
  paperId: number;
  pages: PaperReading["pages"];
  pageNumber: number;
  onPageNumber(page: number): void;
  /** The selected QA's evidence on this page, in PDF units. */
  highlights: PageRect[];
  /** Changes when another QA is selected, to bring its first highlight into view. */
  focusKey: string | null;
  /** Buttons the pane's toolbar shows first (the side panel's toggle). */
  toolbarStart?: ReactNode;
}

type Zoom = "fit" | number;

/** One page of the paper's PDF rendered by pdf.js, with the selected QA's evidence boxed on it. */
export function PdfPagePane({ paperId, pages, pageNumber, onPageNumber, highlights, focusKey, toolbarStart }: PdfPagePaneProps) {
  // The PDF is fetched once per paper; the text and the key QAs work whether or not it arrives.
  const pdf = usePdfDocument(paperId);
  const { doc, error: loadError } = pdf;
  const [renderError, setRenderError] = useState<Error | null>(null);
  const [rendering, setRendering] = useState(false);
  /** The page and scale last drawn completely, so scrolling waits for the page it measures. */
  const [drawn, setDrawn] = useState<string | null>(null);
  const [zoom, setZoom] = useState<Zoom>("fit");
  const [paneWidth, setPaneWidth] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  /** Where the view should go once the next drawing is done: to the evidence, or back to the point it showed before a zoom. */
  const pendingScroll = useRef<{ evidence: boolean; center: { x: number; y: number } | null }>({ evidence: false, center: null });
  const pageCount = doc?.numPages ?? pages.length;
  const size = pages.find((p) => p.number === pageNumber) ?? pages[0] ?? { number: 1, width: 612, height: 792 };
  const scale = zoom === "fit" ? fitWidthScale(paneWidth - PAGE_GUTTER, size.width) : zoom;
  const drawKey = `${pageNumber}:${scale}`;

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
    setDrawn(null);
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
      if (cancelled) return;
      setRendering(false);
      setDrawn(`${pageNumber}:${scale}`);
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

  // Another QA, another page or another zoom: the evidence is brought into view once that page
  // is drawn at that scale (boxes are only drawn over a finished page).
  useLayoutEffect(() => {
    pendingScroll.current.evidence = true;
  }, [focusKey, drawKey]);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || drawn !== drawKey) return;
    const pending = pendingScroll.current;
    const page = element.querySelector<HTMLElement>(".pdf-page");
    const view = { width: element.clientWidth, height: element.clientHeight };
    const content = { width: element.scrollWidth, height: element.scrollHeight };
    if (pending.evidence && highlights.length > 0 && page) {
      const box = scaleRect(highlights[0]!, scale);
      const target = scrollToCenter({ ...box, left: box.left + page.offsetLeft, top: box.top + page.offsetTop }, view, content);
      element.scrollTo(target.left, target.top);
    } else if (pending.center) {
      // No evidence to show: keep the point that was in the middle before the zoom.
      const { x, y } = pending.center;
      element.scrollTo(Math.max(0, x * content.width - view.width / 2), Math.max(0, y * content.height - view.height / 2));
    }
    pendingScroll.current = { evidence: false, center: null };
  }, [drawn, drawKey, focusKey, highlights, scale]);

  const zoomTo = (next: Zoom) => {
    const element = scroller.current;
    if (element && element.scrollWidth > 0 && element.scrollHeight > 0) {
      pendingScroll.current.center = {
        x: (element.scrollLeft + element.clientWidth / 2) / element.scrollWidth,
        y: (element.scrollTop + element.clientHeight / 2) / element.scrollHeight,
      };
    }
    setZoom(next);
  };

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
        {toolbarStart}
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
        <button type="button" onClick={() => zoomTo(stepZoom(scale, -1))} aria-label="Zoom out" title="Zoom out">
          −
        </button>
        <span className="zoom-value" aria-live="polite">
          {Math.round(scale * 100)}%
        </span>
        <button type="button" onClick={() => zoomTo(stepZoom(scale, 1))} aria-label="Zoom in" title="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoomTo("fit")} aria-pressed={zoom === "fit"}>
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
        {pdf.needsPassword ? (
          <PagePasswordForm wrong={pdf.wrongPassword} checking={pdf.checkingPassword} onSubmit={pdf.unlock} />
        ) : loadError ? (
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

/** The pages of an encrypted PDF need its password again: the app keeps no password. */
function PagePasswordForm({ wrong, checking, onSubmit }: { wrong: boolean; checking: boolean; onSubmit(password: string): void }) {
  const [password, setPassword] = useState("");
  return (
    <form
      className="pdf-missing"
      onSubmit={(event) => {
        event.preventDefault();
        if (password && !checking) onSubmit(password);
      }}
    >
      <p>
        <strong>This PDF is protected by a password.</strong>
      </p>
      <p className="muted">The app does not keep passwords, so its pages need it again. The extracted text and the key QAs work without it.</p>
      <p className="pdf-password-row">
        <label htmlFor="pdf-page-password">Password</label>{" "}
        <input id="pdf-page-password" type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={wrong || undefined} />{" "}
        <button type="submit" className="primary" disabled={!password || checking}>
          {checking ? "Opening…" : "Show the pages"}
        </button>
      </p>
      {wrong && (
        <p role="alert" className="error">
          That password did not open the file. Try again.
        </p>
      )}
    </form>
  );
}
