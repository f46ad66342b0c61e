import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { PaperReading } from "../../../../src-main/contract/papers.ts";
import { routeHref, useRoute } from "../../app/router.ts";
import { client } from "../../client/index.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";
import { evidencePage, evidenceRectsByPage, marksByPassage, type CharRange, type PageRect } from "./evidence.ts";
import { PaperHeader } from "./PaperHeader.tsx";
import { PdfPagePane } from "./PdfPagePane.tsx";
import { QaCards } from "./QaCards.tsx";
import { ReadingText } from "./ReadingText.tsx";
import { SectionOutline } from "./SectionOutline.tsx";
import "./paper.css";

/** Key QAs shown per paper. */
const KEY_QA_COUNT = 8;

/** #/paper/<id>[?qa=<qaId>]: one paper, its key QAs, and their evidence in the text and on the page. */
export function PaperView() {
  const route = useRoute();
  const paperId = Number(route.id);
  const qa = Number(route.params.get("qa"));
  if (!Number.isInteger(paperId) || paperId <= 0) {
    return (
      <section className="empty-state">
        <h1>No paper chosen</h1>
        <p>
          Open a paper from the <a href={routeHref("library")}>library</a>.
        </p>
      </section>
    );
  }
  return <PaperReader key={paperId} paperId={paperId} initialQaId={Number.isInteger(qa) && qa > 0 ? qa : null} />;
}

type SidebarTab = "qas" | "outline";

function PaperReader({ paperId, initialQaId }: { paperId: number; initialQaId: number | null }) {
  const paper = useAsync(() => client.call("library.getPaper", paperId), [paperId]);
  const reading = useAsync(() => client.call("library.reading", paperId), [paperId]);
  const keyQas = useAsync(() => client.call("pipeline.keyQas", paperId, { count: KEY_QA_COUNT }), [paperId]);
  useAppEvent(["runs.changed", "review.changed"], () => keyQas.reload());
  useAppEvent("library.changed", () => paper.reload());

  const [selectedQaId, setSelectedQaId] = useState<number | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [focusNonce, setFocusNonce] = useState(0);
  const [tab, setTab] = useState<SidebarTab>("qas");
  const [scrollTo, setScrollTo] = useState<{ sectionId: number; nonce: number } | null>(null);

  const passages = reading.data?.passages;
  const qas = keyQas.data ?? [];
  const selectedQa = qas.find((q) => q.id === selectedQaId) ?? null;
  const marks = useMemo(() => (selectedQa && passages ? marksByPassage(selectedQa.evidence, passages) : new Map<number, CharRange[]>()), [selectedQa, passages]);
  const rects = useMemo(() => (selectedQa && passages ? evidenceRectsByPage(selectedQa.evidence, passages) : new Map<number, PageRect[]>()), [selectedQa, passages]);

  const select = (id: number) => {
    setSelectedQaId(id);
    const chosen = qas.find((q) => q.id === id);
    if (chosen && passages) {
      const page = evidencePage(chosen.evidence, passages);
      if (page !== null) setPageNumber(page);
    }
    setFocusNonce((n) => n + 1);
  };

  // A link to a QA (#/paper/3?qa=17) selects it once the QAs and the text are in.
  const linked = useRef(false);
  useEffect(() => {
    if (linked.current || initialQaId === null || !keyQas.data || !passages) return;
    linked.current = true;
    if (keyQas.data.some((q) => q.id === initialQaId)) select(initialQaId);
  });

  const openSection = (section: PaperReading["sections"][number]) => {
    setScrollTo({ sectionId: section.id, nonce: Date.now() });
    if (section.page !== null) setPageNumber(section.page);
  };

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next = tab === "qas" ? "outline" : "qas";
    setTab(next);
    document.getElementById(`paper-tab-${next}`)?.focus();
  };

  if (paper.error) {
    return (
      <section className="empty-state">
        <h1>{paper.error.name === "PaperNotFoundError" ? "This paper is not in the library" : "The paper could not be opened"}</h1>
        <ErrorAlert error={paper.error} />
        <p>
          <a href={routeHref("library")}>Back to the library</a>
        </p>
      </section>
    );
  }

  const focusKey = selectedQaId === null ? null : `${selectedQaId}:${focusNonce}`;
  const sections = reading.data?.sections ?? [];

  return (
    <div className="paper-view">
      {paper.data ? <PaperHeader paper={paper.data} /> : <p className="muted">Loading the paper…</p>}
      <div className="paper-body">
        <aside className="paper-pane paper-sidebar" aria-label="Key QAs and outline">
          <div className="pane-tabs" role="tablist" aria-label="Sidebar">
            {(
              [
                ["qas", `Key QAs${keyQas.data ? ` (${qas.length})` : ""}`],
                ["outline", `Outline${reading.data ? ` (${sections.length})` : ""}`],
              ] as const
            ).map(([name, label]) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`paper-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`paper-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={onTabKey}
              >
                {label}
              </button>
            ))}
          </div>
          <div className="pane-scroll" role="tabpanel" id="paper-panel-qas" aria-labelledby="paper-tab-qas" hidden={tab !== "qas"}>
            <h2 className="sr-only">Key QAs</h2>
            <ErrorAlert error={keyQas.error} prefix="The key QAs could not be loaded." />
            {keyQas.data && qas.length === 0 && (
              <div className="empty-state kqa-empty">
                <p>
                  <strong>No key QAs yet.</strong>
                </p>
                <p>Key QAs are the best generated question–answer pairs that passed the filters.</p>
                <a className="button primary" href={routeHref("runs", null, { paper: String(paperId) })}>
                  Start a run on this paper
                </a>
              </div>
            )}
            {qas.length > 0 && (
              <>
                <p className="muted pane-hint">
                  {selectedQa ? "Its evidence is highlighted on the page and in the text." : "Select a QA to see its evidence."}{" "}
                  <span className="nowrap">
                    <kbd>↑</kbd> <kbd>↓</kbd> next
                  </span>
                </p>
                <QaCards qas={qas} selectedId={selectedQaId} onSelect={select} />
              </>
            )}
            {!keyQas.data && !keyQas.error && <p className="muted">Loading the key QAs…</p>}
          </div>
          <div className="pane-scroll" role="tabpanel" id="paper-panel-outline" aria-labelledby="paper-tab-outline" hidden={tab !== "outline"}>
            <h2 className="sr-only">Outline</h2>
            {reading.data && <SectionOutline sections={sections} onOpen={openSection} />}
          </div>
        </aside>

        <section className="paper-pane paper-page-pane" aria-labelledby="paper-page-heading">
          <h2 id="paper-page-heading" className="sr-only">
            PDF page
          </h2>
          {reading.data && (
            <PdfPagePane
              paperId={paperId}
              pages={reading.data.pages}
              pageNumber={pageNumber}
              onPageNumber={setPageNumber}
              highlights={rects.get(pageNumber) ?? []}
              focusKey={focusKey}
            />
          )}
        </section>

        <section className="paper-pane paper-text-pane" aria-labelledby="paper-text-heading">
          <div className="pane-toolbar">
            <h2 id="paper-text-heading" className="pane-title">
              Extracted text
            </h2>
            {selectedQa && (
              <span className="muted pane-note" aria-live="polite">
                {marks.size > 0 ? "Evidence marked" : "This QA's evidence was not found in the text"}
              </span>
            )}
          </div>
          <div className="pane-scroll">
            <ErrorAlert error={reading.error} prefix="The text could not be loaded." />
            {reading.data ? (
              <ReadingText reading={reading.data} marks={marks} focusKey={focusKey} scrollTo={scrollTo} />
            ) : (
              !reading.error && <p className="muted">Loading the text…</p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
