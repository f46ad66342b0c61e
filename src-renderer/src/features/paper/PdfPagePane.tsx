import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { PaperReading } from "@contract/papers.ts";
import { fitWidthScale, stepZoom, type PageRect } from "./evidence.ts";
import { anchorAt, anchorOffset, columnHeight, layoutPages, PAGE_GAP, pageAt, pagesInView, samePagesOr, widestPage } from "./pageLayout.ts";
import { PagePasswordForm } from "./PagePasswordForm.tsx";
import { PdfPageView } from "./PdfPageView.tsx";
import { PdfSearchBar } from "./PdfSearchBar.tsx";
import { PdfThumbnails } from "./PdfThumbnails.tsx";
import { PdfToolbar } from "./PdfToolbar.tsx";
import { rectsInView } from "./scrollTarget.ts";
import { useFindInPaper } from "./useFindInPaper.ts";
import { usePdfDocument } from "./usePaper.ts";

/** Somewhere in the paper to bring into view: boxes on a page (evidence), or the page's top when there are none. */
export interface ScrollTarget {
  page: number;
  rects: PageRect[];
  /** Changes on every request, so asking for the same place twice scrolls twice. */
  nonce: number;
}

interface PdfPagePaneProps {
  paperId: number;
  pages: PaperReading["pages"];
  /** The selected QA's evidence, by page, in PDF units. */
  evidence: Map<number, PageRect[]>;
  /** Where to scroll to: the selected QA's evidence or an outline's section. */
  target: ScrollTarget | null;
  /** Buttons the pane's toolbar shows first (the side panel's toggle). */
  toolbarStart?: ReactNode;
}

type Zoom = "fit" | number;

const NO_RECTS: PageRect[] = [];
const NO_HITS: PageRect[][] = [];

/** The paper's pages in one scrolling column, drawn as they come into view, with thumbnails, zoom and search. */
export function PdfPagePane({ paperId, pages, evidence, target, toolbarStart }: PdfPagePaneProps) {
  // The PDF is fetched once per paper; the text and the key QAs work whether or not it arrives.
  const pdf = usePdfDocument(paperId);
  const { doc, error: loadError } = pdf;
  const [zoom, setZoom] = useState<Zoom>("fit");
  const [view, setView] = useState({ width: 0, height: 0 });
  const [current, setCurrent] = useState(1);
  const [near, setNear] = useState<Set<number>>(new Set());
  const [thumbsOpen, setThumbsOpen] = useState(() => window.innerWidth >= 1280);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchFocus, setSearchFocus] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);

  const sizes = useMemo(() => (pages.length > 0 ? pages : [{ number: 1, width: 612, height: 792 }]), [pages]);
  const scale = zoom === "fit" ? fitWidthScale(view.width - 2 * PAGE_GAP, widestPage(sizes)) : zoom;
  const slots = useMemo(() => layoutPages(sizes, scale), [sizes, scale]);
  const columnWidth = Math.max(view.width, widestPage(sizes) * scale + 2 * PAGE_GAP);
  const pageCount = doc?.numPages ?? sizes.length;
  const find = useFindInPaper(doc, searchOpen, current);

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
    evidenceSeen.current = null;
    for (const [page, rects] of evidence) {
      const slot = slots.find((s) => s.number === page);
      if (slot && rects.some((r) => slot.top + (r.y + r.h) * scale > scrollTop && slot.top + r.y * scale < scrollTop + clientHeight)) evidenceSeen.current = { page, rects };
    }
  }, [slots, scale, evidence]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setView({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    setView({ width: element.clientWidth, height: element.clientHeight });
    return () => observer.disconnect();
  }, [loadError, pdf.needsPassword]);

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

  // After a zoom the selected evidence stays on screen if it was; otherwise the point in the middle
  // of the view stays there.
  const lastScale = useRef(scale);
  const pendingTarget = useRef<ScrollTarget | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || view.width === 0) return;
    if (pendingTarget.current) {
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
    if (view.width === 0) pendingTarget.current = target;
    else if (target.rects.length > 0 && scale < fitWidthScale(view.width - 2 * PAGE_GAP, widestPage(sizes)) - 0.01) {
      // Zoomed out below a readable size: evidence is brought back to the page width, then shown
      // (the zoom effect above scrolls to the pending target once the new scale is laid out).
      pendingTarget.current = target;
      setZoom("fit");
    } else bringIntoView(target.page, target.rects);
    // Only a new request scrolls (hence the one dependency); a resize or a zoom keeps the reader where they are.
  }, [target?.nonce]);

  // The match being shown is scrolled to when it changes (the nonce), not on every resize.
  const match = find.matches[find.current];
  useEffect(() => {
    if (searchOpen && match) bringIntoView(match.page, match.rects);
  }, [find.nonce, searchOpen]);

  const hitsByPage = useMemo(() => {
    const byPage = new Map<number, { rects: PageRect[][]; first: number }>();
    find.matches.forEach((m, i) => {
      const entry = byPage.get(m.page) ?? { rects: [], first: i };
      entry.rects.push(m.rects);
      byPage.set(m.page, entry);
    });
    return byPage;
  }, [find.matches]);

  // Going to a page shows its top, or the selected QA's evidence when the page has some.
  const go = (page: number) => {
    const to = Math.min(Math.max(1, page), Math.max(1, pageCount));
    bringIntoView(to, evidence.get(to) ?? NO_RECTS);
    setCurrent(to);
  };
  const zoomBy = (direction: 1 | -1) => setZoom(stepZoom(scale, direction));
  const openSearch = () => {
    setSearchOpen(true);
    setSearchFocus((n) => n + 1);
  };
  const closeSearch = () => {
    setSearchOpen(false);
    scroller.current?.focus();
  };

  // Ctrl/Cmd with + − 0 F anywhere in the pane: zoom in, out, fit the width, find.
  const onPaneKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    if (event.key === "+" || event.key === "=") zoomBy(1);
    else if (event.key === "-" || event.key === "_") zoomBy(-1);
    else if (event.key === "0") setZoom("fit");
    else if (event.key.toLowerCase() === "f") openSearch();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  const onScrollerKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    const element = event.currentTarget;
    // ← → turn pages unless the page is wider than the pane, where they scroll sideways as usual.
    const sideways = element.scrollWidth > element.clientWidth + 1;
    if (event.key === "ArrowRight" && !sideways) go(current + 1);
    else if (event.key === "ArrowLeft" && !sideways) go(current - 1);
    else return;
    event.preventDefault();
  };

  const scrollerLabel = `Page ${current} of ${pageCount}${(evidence.get(current)?.length ?? 0) > 0 ? ", with evidence highlighted" : ""}`;

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
        fitted={zoom === "fit"}
        onZoom={(direction) => (direction === "fit" ? setZoom("fit") : zoomBy(direction))}
        searchOpen={searchOpen}
        onSearch={openSearch}
      />
      {searchOpen && <PdfSearchBar find={find} focusNonce={searchFocus} onClose={closeSearch} />}
      <div className="pdf-body">
        {thumbsOpen && (
          <div id="pdf-thumbs" className="pdf-thumbs-wrap">
            <PdfThumbnails doc={doc} pages={sizes} current={current} onGo={go} />
          </div>
        )}
        <div
          ref={scroller}
          className="pdf-scroller"
          role="region"
          tabIndex={0}
          aria-label={scrollerLabel}
          onKeyDown={onScrollerKeyDown}
          onScroll={measure}
          data-testid="pdf-scroller"
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
            <div className="pdf-column" style={{ width: columnWidth, height: columnHeight(slots) }}>
              {slots.map((slot) => {
                const hits = hitsByPage.get(slot.number);
                const currentHit = searchOpen && hits && match?.page === slot.number ? find.current - hits.first : -1;
                return (
                  <PdfPageView
                    key={slot.number}
                    doc={doc}
                    slot={slot}
                    scale={scale}
                    near={near.has(slot.number)}
                    current={slot.number === current}
                    evidence={evidence.get(slot.number) ?? NO_RECTS}
                    hits={searchOpen ? (hits?.rects ?? NO_HITS) : NO_HITS}
                    currentHit={currentHit}
                  />
                );
              })}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
