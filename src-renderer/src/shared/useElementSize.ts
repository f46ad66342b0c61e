import { useLayoutEffect, useState, type RefObject } from "react";

export interface ElementSize {
  width: number;
  height: number;
}

interface ElementSizeOptions {
  /** The size until the element is measured. Defaults to 0 by 0. */
  fallback?: ElementSize;
  /**
   * Measure again when this changes: what the element holds was swapped (pages for an error, say)
   * and a scrollbar may have come or gone with it. Defaults to never.
   */
  remeasureKey?: string | number | boolean | null;
}

const NONE: ElementSize = { width: 0, height: 0 };

/**
 * The element's inner size in pixels (clientWidth and clientHeight: inside its borders, without
 * a scrollbar), measured before the first paint and again at each resize. A size that did not
 * change keeps the same object, so a parent that re-renders does not re-render its users.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>, { fallback = NONE, remeasureKey = null }: ElementSizeOptions = {}): ElementSize {
  const [size, setSize] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      const height = element.clientHeight;
      setSize((last) => (last.width === width && last.height === height ? last : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, remeasureKey]);
  return size;
}
