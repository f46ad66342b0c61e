import { useMemo } from "react";
import type { TablePlace } from "@contract/evidence.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import type { PageRect } from "../paper/evidence.ts";
import { PdfPagePane } from "../paper/PdfPagePane.tsx";
import "../paper/paper.css";
import { tablePageTitle } from "./tablePageTitle.ts";
import { usePaperPages } from "./usePaperPages.ts";

/** The boxes of table places by page, in PDF units. */
function placeRects(places: readonly TablePlace[]): Map<number, PageRect[]> {
  const rects = new Map<number, PageRect[]>();
  for (const { box } of places) if (box) rects.set(box.page, [...(rects.get(box.page) ?? []), { x: box.x, y: box.y, w: box.w, h: box.h }]);
  return rects;
}

/**
 * A QA's evidence in a table, on the page where the table is printed: each cited cell, row or
 * caption boxed, the page scrolled to the first. A table read row by row is not how it looks on
 * the page, so Review shows where its numbers are printed.
 */
export function QaTablePage({ paperId, places }: { paperId: number; places: readonly TablePlace[] }) {
  const pages = usePaperPages(paperId);
  const rects = useMemo(() => placeRects(places), [places]);
  const first = useMemo(() => (rects.size > 0 ? Math.min(...rects.keys()) : null), [rects]);
  const target = useMemo(() => (first === null ? null : { page: first, rects: rects.get(first) ?? [], nonce: paperId }), [first, rects, paperId]);
  return (
    <section className="qa-table-page" aria-label="Evidence on the page" data-testid="qa-table-page">
      <p className="muted qa-table-page-title">{tablePageTitle(places)}</p>
      <ErrorAlert error={pages.error} />
      {pages.data && <PdfPagePane paperId={paperId} pages={pages.data} evidence={rects} target={target} />}
    </section>
  );
}
