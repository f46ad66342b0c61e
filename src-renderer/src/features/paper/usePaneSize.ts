import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * The pane's inner size, following resizes. Measured again when `shown` changes (the pages, a
 * password form or an error took the pane's place), since the scrollbar may have come or gone.
 */
export function usePaneSize(pane: RefObject<HTMLElement | null>, shown: { error: unknown; locked: boolean }): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = pane.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    setSize({ width: element.clientWidth, height: element.clientHeight });
    return () => observer.disconnect();
  }, [shown.error, shown.locked]);
  return size;
}
