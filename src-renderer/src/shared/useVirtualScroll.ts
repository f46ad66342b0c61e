import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useElementSize } from "./useElementSize.ts";
import { scrollToReveal, visibleWindow } from "./virtualWindow.ts";

interface VirtualScrollOptions {
  total: number;
  rowHeight: number;
  overscan: number;
  /** Height of the sticky header, which the rows do not scroll under. */
  headerHeight: number;
  activeIndex: number;
  resetKey: string | undefined;
  onRangeChange(first: number, last: number): void;
}

/**
 * The scrolling side of a virtual table: which rows the scroll position and the element's height
 * call for, back to the top when the query changes, and the active row kept on screen.
 */
export function useVirtualScroll({ total, rowHeight, overscan, headerHeight, activeIndex, resetKey, onRangeChange }: VirtualScrollOptions) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = useElementSize(scroller, { fallback: { width: 0, height: 600 } }).height;
  const bodyHeight = Math.max(rowHeight, viewport - headerHeight);
  const { first, last, totalHeight } = visibleWindow({ scrollTop, viewportHeight: bodyHeight, rowHeight, total, overscan });

  useEffect(() => {
    if (last >= first) onRangeChange(first, last);
  }, [first, last, onRangeChange]);

  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
    setScrollTop(0);
  }, [resetKey]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || activeIndex < 0) return;
    const target = scrollToReveal(activeIndex, element.scrollTop, bodyHeight, rowHeight);
    if (target !== element.scrollTop) element.scrollTop = target;
  }, [activeIndex, bodyHeight, rowHeight]);

  return { scroller, first, last, totalHeight, bodyHeight, onScroll: setScrollTop };
}
