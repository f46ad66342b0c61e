import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist";
import type { SearchablePage, PageTextItem } from "./textSearch.ts";

// Drawing a page of the paper and reading its printed text through pdf.js. Type-only imports,
// so pdf.js itself still loads only with the first paper shown (see pdfDocument.ts).

/** Most canvas pixels per page: keeps memory bounded at high zoom on dense screens. */
const MAX_CANVAS_PIXELS = 16_000_000;

export interface DrawTask {
  promise: Promise<void>;
  cancel(): void;
}

/**
 * Draws `page` into `canvas` at `scale` CSS pixels per PDF unit, with as many canvas pixels per
 * CSS pixel as the screen has (within the memory bound), so text stays sharp at every zoom. The
 * canvas's CSS size is the caller's to set.
 */
export function drawPage(page: PDFPageProxy, canvas: HTMLCanvasElement, scale: number): DrawTask {
  const cssViewport = page.getViewport({ scale });
  const density = Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, cssViewport.width * cssViewport.height)));
  const viewport = page.getViewport({ scale: scale * density });
  // Drawn into a canvas of its own, then copied in one step: the page on screen never shows half-drawn.
  const scratch = document.createElement("canvas");
  scratch.width = Math.floor(viewport.width);
  scratch.height = Math.floor(viewport.height);
  const task = page.render({ canvas: scratch, viewport });
  return {
    promise: task.promise.then(() => {
      canvas.width = scratch.width;
      canvas.height = scratch.height;
      canvas.getContext("2d")?.drawImage(scratch, 0, 0);
      scratch.width = 0;
    }),
    cancel: () => task.cancel(),
  };
}

type Matrix = [number, number, number, number, number, number];

function multiply(m: number[], n: number[]): Matrix {
  return [
    m[0]! * n[0]! + m[2]! * n[1]!,
    m[1]! * n[0]! + m[3]! * n[1]!,
    m[0]! * n[2]! + m[2]! * n[3]!,
    m[1]! * n[2]! + m[3]! * n[3]!,
    m[0]! * n[4]! + m[2]! * n[5]! + m[4]!,
    m[1]! * n[4]! + m[3]! * n[5]! + m[5]!,
  ];
}

/** A page's printed text, item by item, with boxes in PDF units from the page's top-left corner. */
export async function readPageText(page: PDFPageProxy): Promise<SearchablePage> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: PageTextItem[] = [];
  for (const item of content.items) {
    if (!("str" in item)) continue;
    const [, , c, d, x, baseline] = multiply(viewport.transform, item.transform);
    const size = Math.hypot(c, d);
    // The box runs from about the capitals' top to below the descenders, as a marker pen would.
    items.push({ text: item.str, endsLine: item.hasEOL, x, y: baseline - size * 0.88, w: item.width * viewport.scale, h: size * 1.12 });
  }
  return { page: page.pageNumber, items };
}

const textCache = new WeakMap<PDFDocumentProxy, Promise<SearchablePage[]>>();

/** Every page's text, read once per opened document. */
export function readDocumentText(doc: PDFDocumentProxy): Promise<SearchablePage[]> {
  let pending = textCache.get(doc);
  if (!pending) {
    pending = (async () => {
      const pages: SearchablePage[] = [];
      for (let number = 1; number <= doc.numPages; number++) pages.push(await readPageText(await doc.getPage(number)));
      return pages;
    })();
    pending.catch(() => textCache.delete(doc));
    textCache.set(doc, pending);
  }
  return pending;
}
