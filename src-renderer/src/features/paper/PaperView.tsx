import { useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";
import type { PaperReading } from "@contract/papers.ts";
import { routeHref, useRoute } from "../../app/router.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { useElementWidth } from "../../shared/useElementWidth.ts";
import { evidencePage, evidenceRectsByPage, marksByPassage, type CharRange, type PageRect } from "./evidence.ts";
import { PaperHeader } from "./PaperHeader.tsx";
import { PaperEditForm } from "./PaperEditForm.tsx";
import { PdfPagePane, type ScrollTarget } from "./PdfPagePane.tsx";
import { QaCards } from "./QaCards.tsx";
import { PaperGraphPanel } from "./PaperGraphPanel.tsx";
import { usePaperGraph } from "./usePaperGraph.ts";
import { PaperSynthesisPanel } from "./PaperSynthesisPanel.tsx";
import { usePaperSynthesis } from "./usePaperSynthesis.ts";
import { ReadingText, type TextTarget } from "./ReadingText.tsx";
import { SectionOutline } from "./SectionOutline.tsx";
import { SplitDivider } from "./SplitDivider.tsx";
import { clampShare, MIN_PANEL_PX } from "./splitRatio.ts";
import { usePaper } from "./usePaper.ts";
import { useSplitShare } from "./useSplitShare.ts";
import "./paper.css";

/** #/paper/<id>[?qa=<qaId>]: one paper, its key QAs, and their evidence on the page and in the text. */
export function PaperView() {
  const route = useRoute();
  const paperId = Number(route.id);
  const qa = Number(route.params.get("qa"));
  // Outside the reader, so the side panel stays as the user left it from one paper to the next.
  const [panelOpen, setPanelOpen] = useState(true);
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
  return (
    <PaperReader
      key={paperId}
      paperId={paperId}
      initialQaId={Number.isInteger(qa) && qa > 0 ? qa : null}
      panelOpen={panelOpen}
      onPanelOpen={setPanelOpen}
    />
  );
}

/** The side panel's share of the width while it holds the edit form: room for the fields, the page still beside them. */
const EDIT_PANEL_SHARE = 0.42;

/** The side panel's tabs: the extracted text is one of them, so the page gets the width it needs. */
const TABS = ["qas", "text", "outline", "graph", "synthesis"] as const;
type SidebarTab = (typeof TABS)[number];

interface PaperReaderProps {
  paperId: number;
  initialQaId: number | null;
  panelOpen: boolean;
  onPanelOpen(open: boolean): void;
}

function PaperReader({ paperId, initialQaId, panelOpen, onPanelOpen }: PaperReaderProps) {
  const { paper, reading, keyQas } = usePaper(paperId);
  const graph = usePaperGraph(paperId);
  const synthesis = usePaperSynthesis(paperId);

  const [selectedQaId, setSelectedQaId] = useState<number | null>(null);
  const [scrollTarget, setScrollTarget] = useState<ScrollTarget | null>(null);
  const { share: storedShare, setShare } = useSplitShare();
  const split = useRef<HTMLDivElement>(null);
  // What the window allows of the remembered share: a narrow window keeps the side panel usable.
  const share = clampShare(storedShare, useElementWidth(split, 0));
  const [tab, setTab] = useState<SidebarTab>("qas");
  // "Edit details…" puts the form in the side panel (wider while it is there), beside the page it is checked against.
  const [editing, setEditing] = useState(false);
  const panelShare = editing ? Math.max(1 - share, EDIT_PANEL_SHARE) : 1 - share;
  const edit = (open: boolean) => {
    setEditing(open);
    if (open) onPanelOpen(true);
  };
  const [textTarget, setTextTarget] = useState<TextTarget | null>(null);

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
      if (page !== null) setScrollTarget({ page, rects: evidenceRectsByPage(chosen.evidence, passages).get(page) ?? [], nonce: Date.now() });
    }
    setTextTarget({ kind: "evidence", nonce: Date.now() });
  };

  // A link to a QA (#/paper/3?qa=17) selects it once the QAs and the text are in.
  const linked = useRef(false);
  useEffect(() => {
    if (linked.current || initialQaId === null || !keyQas.data || !passages) return;
    linked.current = true;
    if (keyQas.data.some((q) => q.id === initialQaId)) select(initialQaId);
  });

  const openSection = (section: PaperReading["sections"][number]) => {
    setTextTarget({ kind: "section", sectionId: section.id, nonce: Date.now() });
    if (section.page !== null) setScrollTarget({ page: section.page, rects: [], nonce: Date.now() });
  };

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + (event.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length]!;
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

  const sections = reading.data?.sections ?? [];
  const count = (n: number | null) => n !== null && <span className="tab-count"> {n}</span>;
  const tabLabels: Record<SidebarTab, ReactNode> = {
    qas: <>Key QAs{count(keyQas.data ? qas.length : null)}</>,
    text: "Text",
    outline: <>Outline{count(reading.data ? sections.length : null)}</>,
    graph: "Graph",
    synthesis: "Synthesis",
  };
  // Closing the panel gives the page the whole width; the button to bring it back sits where the
  // panel was. The focus follows the button that was pressed, so the keyboard is never lost.
  const togglePanel = (open: boolean) => {
    onPanelOpen(open);
    requestAnimationFrame(() => document.getElementById(open ? `paper-tab-${tab}` : "paper-panel-show")?.focus());
  };
  const showPanel = (
    <button type="button" id="paper-panel-show" className="panel-toggle" onClick={() => togglePanel(true)} aria-expanded={false} aria-controls="paper-side-panel">
      <span aria-hidden="true">»</span> Key QAs, text, outline
    </button>
  );

  return (
    <div className="paper-view">
      {paper.data ? <PaperHeader paper={paper.data} editing={editing} onEditing={edit} /> : <p className="muted">Loading the paper…</p>}
      <div
        ref={split}
        className={`paper-body${panelOpen ? "" : " panel-closed"}`}
        style={panelOpen ? ({ "--panel-share": String(panelShare), "--panel-min": `${MIN_PANEL_PX}px` } as CSSProperties) : undefined}
      >
        <aside className={`paper-pane paper-sidebar${editing && paper.data ? " is-editing" : ""}`} id="paper-side-panel" aria-label="Key QAs, text, outline, graph and synthesis" hidden={!panelOpen}>
          {editing && paper.data && (
            <div className="pane-scroll paper-edit-pane">
              <PaperEditForm key={paper.data.id} paper={paper.data} onDone={() => setEditing(false)} />
            </div>
          )}
          <div className="pane-tabs">
            <div className="pane-tab-list" role="tablist" aria-label="Side panel">
              {TABS.map((name) => (
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
                  {tabLabels[name]}
                </button>
              ))}
            </div>
            <button
              type="button"
              className="panel-toggle panel-hide"
              onClick={() => togglePanel(false)}
              aria-expanded={true}
              aria-controls="paper-side-panel"
              aria-label="Hide the side panel"
              title="Hide the key QAs, text and outline to give the page the whole width"
            >
              «
            </button>
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
                  {selectedQa ? "Its evidence is boxed on the page and marked in the text." : "Select a QA to see its evidence."}{" "}
                  <span className="nowrap">
                    <kbd>↑</kbd> <kbd>↓</kbd> next
                  </span>
                </p>
                <QaCards qas={qas} selectedId={selectedQaId} onSelect={select} />
              </>
            )}
            {!keyQas.data && !keyQas.error && <p className="muted">Loading the key QAs…</p>}
          </div>
          <div className="pane-scroll paper-text" role="tabpanel" id="paper-panel-text" aria-labelledby="paper-tab-text" hidden={tab !== "text"}>
            <h2 className="sr-only">Extracted text</h2>
            {selectedQa && (
              <p className="muted pane-hint" aria-live="polite">
                {marks.size > 0 ? "The selected QA's evidence is marked." : "The selected QA's evidence was not found in the text."}
              </p>
            )}
            <ErrorAlert error={reading.error} prefix="The text could not be loaded." />
            {reading.data ? (
              <ReadingText reading={reading.data} marks={marks} target={textTarget} visible={panelOpen && tab === "text"} />
            ) : (
              !reading.error && <p className="muted">Loading the text…</p>
            )}
          </div>
          <div className="pane-scroll" role="tabpanel" id="paper-panel-outline" aria-labelledby="paper-tab-outline" hidden={tab !== "outline"}>
            <h2 className="sr-only">Outline</h2>
            {reading.data && (
              <SectionOutline sections={sections} onOpen={openSection} />
            )}
          </div>
          <div className="pane-scroll" role="tabpanel" id="paper-panel-graph" aria-labelledby="paper-tab-graph" hidden={tab !== "graph"}>
            <h2 className="sr-only">Knowledge graph</h2>
            <ErrorAlert error={graph.error} prefix="The knowledge graph could not be loaded." />
            {graph.data !== undefined ? <PaperGraphPanel view={graph.data} paperId={paperId} /> : !graph.error && <p className="muted">Loading the knowledge graph…</p>}
          </div>
          <div className="pane-scroll" role="tabpanel" id="paper-panel-synthesis" aria-labelledby="paper-tab-synthesis" hidden={tab !== "synthesis"}>
            <h2 className="sr-only">Synthesis conditions</h2>
            <ErrorAlert error={synthesis.error} prefix="The synthesis conditions could not be loaded." />
            {synthesis.data !== undefined ? <PaperSynthesisPanel view={synthesis.data} paperId={paperId} /> : !synthesis.error && <p className="muted">Loading the synthesis conditions…</p>}
          </div>
        </aside>
        {panelOpen && <SplitDivider split={split} share={share} onShare={setShare} controls="paper-side-panel" />}

        <section className="paper-pane paper-page-pane" aria-labelledby="paper-page-heading">
          <h2 id="paper-page-heading" className="sr-only">
            PDF page
          </h2>
          {reading.data ? (
            <PdfPagePane
              paperId={paperId}
              pages={reading.data.pages}
              evidence={rects}
              target={scrollTarget}
              toolbarStart={panelOpen ? undefined : showPanel}
            />
          ) : (
            <div className="pane-toolbar">{!panelOpen && showPanel}</div>
          )}
        </section>
      </div>
    </div>
  );
}
