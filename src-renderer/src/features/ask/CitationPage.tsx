import { useEffect, useMemo, useRef } from "react";
import type { Citation } from "@contract/ask.ts";
import { routeHref } from "../../app/router.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { PdfPagePane } from "../paper/PdfPagePane.tsx";
import "../paper/paper.css";
import { citationPage, citationRects } from "./citationRects.ts";
import { useCitedPages } from "./useAnswers.ts";

/** The page of the chosen source, its sentence boxed and zoomed until it reads comfortably, scrolled into view. `reveal`: the person chose it, so the pane scrolls into view. `cited`: an answer with sources is shown. */
export function CitationPage({ citation, nonce, reveal, cited }: { citation: Citation | null; nonce: number; reveal: boolean; cited: boolean }) {
  const paperId = citation && citation.passageId !== null ? citation.paperId : null;
  const pages = useCitedPages(paperId);
  const rects = useMemo(() => (citation ? citationRects(citation) : new Map()), [citation]);
  const target = useMemo(() => (citation ? { page: citationPage(citation), rects: rects.get(citationPage(citation)) ?? [], nonce } : null), [citation, rects, nonce]);
  // In a narrow window the page sits below the answer: a chosen source brings it into view.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reveal) section.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [nonce, reveal]);
  if (!citation) {
    return (
      <section className="ask-page ask-page-empty panel" aria-label="Source on the page">
        <p className="muted">{cited ? "Choose a source number to see its sentence boxed on the page." : "When an answer cites your papers, the page of each source is shown here with its sentence boxed."}</p>
      </section>
    );
  }
  return (
    <section ref={section} className="ask-page panel" aria-label="Source on the page" data-testid="ask-page">
      <p className="ask-page-title">
        <span className="ask-source-number">{citation.number}</span> {citation.paperName}, page {citation.page}{" "}
        {paperId !== null && <a href={routeHref("paper", paperId)}>Open in the reader</a>}
      </p>
      <ErrorAlert error={pages.error} />
      {paperId === null && <p className="muted">This paper was removed from the library; its sentence is quoted in the sources.</p>}
      {paperId !== null && pages.data && <PdfPagePane paperId={paperId} pages={pages.data} evidence={rects} target={target} readable thumbnails={false} />}
    </section>
  );
}
