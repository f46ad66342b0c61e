import { useCallback, useEffect, useRef, useState } from "react";
import type { QaRow } from "@contract/qaQueries.ts";
import { emptySelection, rangeBounds, selectedCount, selectRange, toggleRow, type Selection } from "../../shared/selection.ts";
import type { QaPages } from "./QaPages.ts";

/**
 * The review table's selection and active row: a new query clears the selection and goes back
 * to the first row, the active row never passes the last one, and the focus view is told where
 * the table stands. Shift extends a range, loading the rows it spans that are not loaded yet.
 */
export function useBulkSelection(pages: QaPages, startIndex: number, onPositionChange: (index: number) => void) {
  const total = pages.total ?? 0;
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [active, setActive] = useState(startIndex);

  // A new query: nothing selected, first row active.
  const firstKey = useRef(pages.key);
  useEffect(() => {
    if (pages.key === firstKey.current) return;
    firstKey.current = pages.key;
    setSelection(emptySelection);
    setActive(0);
  }, [pages.key]);
  // The focus view opens where the table stands.
  useEffect(() => onPositionChange(active), [active]);
  useEffect(() => {
    if (total > 0 && active > total - 1) setActive(total - 1);
  }, [total, active]);

  const toggle = useCallback((index: number, row: QaRow) => setSelection((s) => toggleRow(s, index, row.id)), []);
  const { rowAt, load } = pages;
  const extend = useCallback(
    async (index: number) => {
      const [low, high] = rangeBounds(selection, index);
      const ids: number[] = [];
      for (let i = low; i <= high; i++) {
        const row = rowAt(i) ?? (await load(i));
        if (row) ids.push(row.id);
      }
      setSelection((s) => selectRange(s, index, ids));
    },
    [selection, rowAt, load],
  );

  return { selection, setSelection, active, setActive, toggle, extend, total, count: selectedCount(selection, total) };
}

export type BulkSelection = ReturnType<typeof useBulkSelection>;
