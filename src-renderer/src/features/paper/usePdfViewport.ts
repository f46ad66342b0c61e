import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { PaperReading } from "@contract/paperDetail.ts";
import type { PageRect } from "./evidence.ts";
import { fitWidthScale, stepZoom } from "./pageScale.ts";
import { anchorAt, anchorOffset, columnHeight, layoutPages, PAGE_GAP, pageAt, pagesInView, samePagesOr, widestPage } from "./pageLayout.ts";
import { evidenceOnScreen, readableScale, tooSmallForEvidence } from "./paneRules.ts";
import { rectsInView, type ScrollTarget } from "./scrollTarget.ts";
import { useElementSize } from "../../shared/useElementSize.ts";

type Zoom = "fit" | number;

const NO_RECTS: PageRect[] = [];
/** Sizes to lay out before the paper's own are known: one US Letter page. */
const LETTER = [{ number: 1, width: 612, height: 792 }];

interface PdfViewportOptions {
  pages: PaperReading["pages"];
  evidence: Map<number, PageRect[]>;
  target: ScrollTarget | null;
  /** Pages of the loaded PDF; until it loads, the reading's pages count. */
  docPages: number | undefined;
  /** What the pane shows instead of the pages, if anything: its size is measured again when it changes. */
  shown: { error: unknown; locked: boolean };
  /**
   * Show each target's boxes at a zoom where they read comfortably (Ask's cited sentence), not at
   * the page's width. Defaults to false: a target is shown at the reader's zoom (the width at least).
   */
  readable?: boolean;
}

/**
 * The PDF pane's column of pages: the zoom, the pages laid out at it, which page is current and
 * which are near enough to draw, and scrolling to a place. A zoom keeps the selected evidence on
 * screen if it was, or else the point in the middle of the view.
 */
export function usePdfViewport({ pages, evidence, target, docPages, shown, readable = false }: PdfViewportOptions) {
  const scroller = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<Zoom>("fit");
  const [current, setCurrent] = useState(1);
  const [near, setNear] = useState<Set<number>>(new Set());
  // Measured again when the pages, a password form or an error take the pane's place.
  const view = useElementSize(scroller, { remeasureKey: `${shown.error ? "error" : "pages"}/${shown.locked ? "locked" : "open"}` });

  const sizes = useMemo(() => (pages.length > 0 ? pages : LETTER), [pages]);
  const fitScale = fitWidthScale(view.width - 2 * PAGE_GAP, widestPage(sizes));
  const scale = zoom === "fit" ? fitScale : zoom;
  const slots = useMemo(() => layoutPages(sizes, scale), [sizes, scale]);
  const columnWidth = Math.max(view.width, widestPage(sizes) * scale + 2 * PAGE_GAP);
  const pageCount = docPages ?? sizes.length;

  /** Where the middle of the view was, as a page and a fraction of it, so a zoom keeps it there. */
  const anchor = useRef<{ page: number; fraction: number; x: number } | null>(null);
  /** The selected QA's evidence was on screen at the last scroll: a zoom then keeps it on screen. */
  const evidenceSeen = useRef<{ page: number; rects: PageRect[] } | null>(null);
  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const { scrollTop, clientHeight, scrollLeft, clientWidth, scrollWidth } = element;
    const nowNear = pagesInView(slots, scrollTop, scrollTop + clientHeight, clientHeight);
    setNear((before) => samePagesOr(before, nowNear));
    setCurrent(pageAt(slots, scrollTop + clientHeight * 0.4));
    anchor.current = { ...anchorAt(slots, scrollTop + clientHeight / 2), x: scrollWidth > 0 ? (scrollLeft + clientWidth / 2) / scrollWidth : 0.5 };
    evidenceSeen.current = evidenceOnScreen(evidence, slots, scale, scrollTop, scrollTop + clientHeight);
  }, [slots, scale, evidence]);

  /** Scrolls so the boxes (or the page's top) are in the middle of the view. */
  const bringIntoView = useCallback(
    (page: number, rects: PageRect[]) => {
      const element = scroller.current;
      const slot = slots.find((s) => s.number === page);
      if (!element || !slot) return;
      const left = (columnWidth - slot.width) / 2;
      const to = rectsInView(rects, { left, top: slot.top, scale }, { width: element.clientWidth, height: element.clientHeight }, { width: columnWidth, height: columnHeight(slots) });
      element.scrollTo(to.left, to.top);
      measure();
    },
    [slots, scale, columnWidth, measure],
  );

  const lastScale = useRef(scale);
  const pendingTarget = useRef<ScrollTarget | null>(null);
  /** The zoom a target asks for before it is shown (readable boxes), or null to show it at this one; asked once per target. */
  const zoomedFor = useRef<number | null>(null);
  const zoomFor = (t: ScrollTarget): number | null => {
    if (!readable || t.rects.length === 0 || zoomedFor.current === t.nonce) return null;
    zoomedFor.current = t.nonce;
    const wanted = readableScale(t.rects, fitScale, view.width - 2 * PAGE_GAP);
    return Math.abs(wanted - scale) > 0.01 ? wanted : null;
  };
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || view.width === 0) return;
    const zoomTo = pendingTarget.current ? zoomFor(pendingTarget.current) : null;
    if (zoomTo !== null) {
      setZoom(zoomTo); // shown once laid out at that zoom, by this effect again
    } else if (pendingTarget.current) {
      const { page, rects } = pendingTarget.current;
      pendingTarget.current = null;
      bringIntoView(page, rects);
    } else if (lastScale.current !== scale && evidenceSeen.current) {
      bringIntoView(evidenceSeen.current.page, evidenceSeen.current.rects);
    } else if (lastScale.current !== scale && anchor.current) {
      const { x } = anchor.current;
      element.scrollTo(x * element.scrollWidth - element.clientWidth / 2, anchorOffset(slots, anchor.current) - element.clientHeight / 2);
    }
    lastScale.current = scale;
    measure();
  }, [scale, slots, view.width, bringIntoView, measure]);

  // A new target (a QA selected, a section opened) is shown once the pane has its size.
  useLayoutEffect(() => {
    if (!target) return;
    const zoomTo = view.width === 0 ? null : zoomFor(target);
    if (view.width === 0) pendingTarget.current = target;
    else if (zoomTo !== null) {
      pendingTarget.current = target;
      setZoom(zoomTo);
    } else if (target.rects.length > 0 && tooSmallForEvidence(scale, fitScale)) {
      // The zoom effect above scrolls to the pending target once the page width is laid out.
      pendingTarget.current = target;
      setZoom("fit");
    } else bringIntoView(target.page, target.rects);
    // Only a new request scrolls (hence the one dependency); a resize or a zoom keeps the reader where they are.
  }, [target?.nonce]);

  // Going to a page shows its top, or the selected QA's evidence when the page has some.
  const go = (page: number) => {
    const to = Math.min(Math.max(1, page), Math.max(1, pageCount));
    bringIntoView(to, evidence.get(to) ?? NO_RECTS);
    setCurrent(to);
  };

  return { scroller, zoom, setZoom, zoomBy: (direction: 1 | -1) => setZoom(stepZoom(scale, direction)), scale, fitScale, sizes, slots, columnWidth, current, near, pageCount, measure, bringIntoView, go };
}
