import { memo, useEffect, useRef, useState } from "react";
import type { OcrWord } from "@contract/ocrWords.ts";
import { scaleRect, type PageRect } from "./evidence.ts";
import type { PageSlot } from "./pageLayout.ts";
import type { PDFDocumentProxy } from "./pdfDocument.ts";
import { drawPage } from "./pdfPages.ts";
import { OcrWordsLayer } from "./OcrWordsLayer.tsx";

interface PdfPageViewProps {
  doc: PDFDocumentProxy | null;
  slot: PageSlot;
  /** CSS pixels per PDF unit. */
  scale: number;
  /** Near the visible part of the pane: drawn; otherwise its canvas is let go to save memory. */
  near: boolean;
  current: boolean;
  /** The selected QA's evidence on this page, in PDF units. */
  evidence: PageRect[];
  /** Search matches on this page; `currentHit` is the index of the one being shown, or -1. */
  hits: PageRect[][];
  currentHit: number;
  /** The words OCR read on this page, while the reader shows them; undefined otherwise. */
  ocrWords?: OcrWord[];
}

/** One page of the paper in the scrolling column: drawn when near the view, with evidence and search matches over it. */
export const PdfPageView = memo(function PdfPageView({ doc, slot, scale, near, current, evidence, hits, currentHit, ocrWords }: PdfPageViewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawnAt, setDrawnAt] = useState<number | null>(null);
  const [error, setError] = useState<Error | null>(null);

  useEffect(() => {
    if (!doc || !near || !canvas.current) return;
    if (drawnAt === scale) return;
    let cancelled = false;
    let task: { cancel(): void } | null = null;
    (async () => {
      const page = await doc.getPage(slot.number);
      if (cancelled) return;
      const drawing = drawPage(page, canvas.current!, scale);
      task = drawing;
      await drawing.promise;
      if (!cancelled) {
        setDrawnAt(scale);
        setError(null);
      }
    })().catch((e: Error) => {
      if (!cancelled && e.name !== "RenderingCancelledException") setError(e);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
    // drawnAt is left out on purpose: finishing a drawing must not start another one.
  }, [doc, near, scale, slot.number]);

  // A page far from the view gives its pixels back; it is drawn again when it comes near.
  useEffect(() => {
    if (near || drawnAt === null || !canvas.current) return;
    canvas.current.width = 0;
    canvas.current.height = 0;
    setDrawnAt(null);
  }, [near, drawnAt]);

  const drawn = drawnAt !== null;
  // Until the new drawing is in, the old one is stretched to the new size rather than blanked.
  // An undrawn canvas is hidden but keeps the page's size: at its own default size (300 px wide)
  // it stuck out of a page narrower than that and gave a narrow pane a sideways scrollbar until
  // the drawing came in.
  const canvasStyle = drawn ? { width: slot.width, height: slot.height } : { width: slot.width, height: slot.height, visibility: "hidden" as const };
  return (
    <div
      className={`pdf-page${current ? " current" : ""}`}
      style={{ top: slot.top, width: slot.width, height: slot.height }}
      data-page={slot.number}
      data-current={current ? "true" : undefined}
      data-rendered={drawn && drawnAt === scale ? "true" : "false"}
      aria-label={`Page ${slot.number}`}
      role="img"
    >
      <canvas ref={canvas} aria-hidden="true" style={canvasStyle} />
      {!drawn && <div className="pdf-loading muted">{error ? `This page could not be drawn: ${error.message}` : doc ? "Drawing…" : "Loading the PDF…"}</div>}
      {drawn && ocrWords && <OcrWordsLayer words={ocrWords} width={slot.width / scale} height={slot.height / scale} />}
      {drawn && (
        <div className="pdf-overlay" aria-hidden="true">
          {evidence.map((rect, i) => (
            <Box key={`e${i}`} rect={rect} scale={scale} className="evidence-box" testId="evidence-box" />
          ))}
          {hits.map((rects, i) =>
            rects.map((rect, j) => <Box key={`h${i}:${j}`} rect={rect} scale={scale} className={`search-hit${i === currentHit ? " current" : ""}`} testId={i === currentHit ? "search-hit-current" : "search-hit"} />),
          )}
        </div>
      )}
    </div>
  );
});

function Box({ rect, scale, className, testId }: { rect: PageRect; scale: number; className: string; testId: string }) {
  const box = scaleRect(rect, scale);
  return <div className={className} data-testid={testId} style={{ left: box.left, top: box.top, width: box.width, height: box.height }} />;
}
