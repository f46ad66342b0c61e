import { useEffect, useMemo, useState, type RefObject } from "react";
import type { PageRect } from "./evidence.ts";
import { hitsByPage } from "./paneRules.ts";
import type { PDFDocumentProxy } from "./pdfDocument.ts";
import { useFindInPaper } from "./useFindInPaper.ts";

/**
 * The PDF pane's search bar: open or closed, the matches by page, and the match shown scrolled
 * to. Closing it gives the focus back to the page column.
 */
export function usePdfSearch(doc: PDFDocumentProxy | null, current: number, bringIntoView: (page: number, rects: PageRect[]) => void, column: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  /** Bumped on every request to search, so the box takes the focus even when the bar is already open. */
  const [focusNonce, setFocusNonce] = useState(0);
  const find = useFindInPaper(doc, open, current);

  // The match being shown is scrolled to when it changes (the nonce), not on every resize.
  const match = find.matches[find.current];
  useEffect(() => {
    if (open && match) bringIntoView(match.page, match.rects);
  }, [find.nonce, open]);

  const byPage = useMemo(() => hitsByPage(find.matches), [find.matches]);

  return {
    open,
    focusNonce,
    find,
    match,
    hitsByPage: byPage,
    openSearch: () => {
      setOpen(true);
      setFocusNonce((n) => n + 1);
    },
    closeSearch: () => {
      setOpen(false);
      column.current?.focus();
    },
  };
}
