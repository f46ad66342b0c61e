import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import { useElementSize } from "../../shared/useElementSize.ts";

/** How tightly a table may be set, from its usual size (0) to broken anywhere (TIGHTEST); tables.css draws each. */
export const TIGHTEST = 3;

/**
 * How tightly a table must be set to fit its box. At each step the type and the cell padding get
 * smaller, and no word of a cell is broken, until the last, where words break where they must:
 * the table never scrolls sideways, and a word is broken only when nothing else fits. The width
 * each looser step needed is kept, so the table loosens again once its box is that wide (a wider
 * window, the divider dragged).
 */
export function useTableFit(box: RefObject<HTMLElement | null>, table: RefObject<HTMLElement | null>, drawnRows = 0): number {
  const { width } = useElementSize(box);
  const [level, setLevel] = useState(0);
  const needed = useRef<number[]>([]);
  useLayoutEffect(() => {
    const element = table.current;
    if (!element || width === 0) return;
    if (level < TIGHTEST && element.scrollWidth > width + 1) {
      needed.current[level] = element.scrollWidth;
      setLevel(level + 1);
    } else if (level > 0 && width >= (needed.current[level - 1] ?? Infinity)) setLevel(level - 1);
    // drawnRows: rows drawn later ("Show more") may hold a wider cell than the first ones.
  }, [width, level, table, drawnRows]);
  return level;
}
