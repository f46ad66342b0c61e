import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { layoutPages, pagesInView, samePagesOr, type PageSize } from "./pageLayout.ts";
import type { PDFDocumentProxy } from "./pdfDocument.ts";
import { drawPage } from "./pdfPages.ts";

/** Thumbnails' width in CSS pixels. */
const THUMB_WIDTH = 96;

interface PdfThumbnailsProps {
  doc: PDFDocumentProxy | null;
  pages: PageSize[];
  current: number;
  onGo(page: number): void;
}

/** A strip of small pages beside the paper; the one being read is marked; a click goes there. Only the thumbnails in view are drawn. */
export function PdfThumbnails({ doc, pages, current, onGo }: PdfThumbnailsProps) {
  const list = useRef<HTMLOListElement>(null);
  const [near, setNear] = useState<Set<number>>(new Set());
  // Thumbnails all share one width; each keeps its page's proportions.
  const scaleOf = (page: PageSize) => THUMB_WIDTH / (page.width || 612);
  // Height of one entry: the picture, its number and the gap (see .pdf-thumb in paper.css).
  const slots = layoutPages(pages.map((p) => ({ ...p, width: THUMB_WIDTH, height: p.height * scaleOf(p) + 18 })), 1);

  const measure = () => {
    const element = list.current;
    if (!element) return;
    const nowNear = pagesInView(slots, element.scrollTop, element.scrollTop + element.clientHeight, element.clientHeight);
    setNear((before) => samePagesOr(before, nowNear));
  };
  useLayoutEffect(measure, [pages]);

  // The marked thumbnail stays in the strip as the reader moves through the paper.
  useEffect(() => {
    list.current?.querySelector(`[data-thumb="${current}"]`)?.scrollIntoView({ block: "nearest" });
  }, [current]);

  return (
    <nav className="pdf-thumbs" aria-label="Pages">
      <ol ref={list} onScroll={measure}>
        {pages.map((page) => (
          <li key={page.number}>
            <button
              type="button"
              className="pdf-thumb"
              data-thumb={page.number}
              aria-current={page.number === current ? "page" : undefined}
              aria-label={`Page ${page.number}`}
              onClick={() => onGo(page.number)}
            >
              <Thumbnail doc={doc} number={page.number} scale={scaleOf(page)} height={page.height * scaleOf(page)} near={near.has(page.number)} />
              <span className="pdf-thumb-number" aria-hidden="true">
                {page.number}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Thumbnail({ doc, number, scale, height, near }: { doc: PDFDocumentProxy | null; number: number; scale: number; height: number; near: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    // Drawn once when first scrolled near; thumbnails are small, so they are kept.
    if (!doc || !near || drawn || !canvas.current) return;
    let cancelled = false;
    let task: { cancel(): void } | null = null;
    (async () => {
      const page = await doc.getPage(number);
      if (cancelled) return;
      const drawing = drawPage(page, canvas.current!, scale);
      task = drawing;
      await drawing.promise;
      if (!cancelled) setDrawn(true);
    })().catch(() => undefined); // A thumbnail that cannot be drawn stays blank; the page itself says why.
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, near, drawn, number, scale]);
  return <canvas ref={canvas} aria-hidden="true" data-drawn={drawn ? "true" : "false"} style={{ width: THUMB_WIDTH, height }} />;
}
