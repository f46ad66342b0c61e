import { useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useElementSize } from "../../shared/useElementSize.ts";
import { KeyQasTabPanel } from "./KeyQasTabPanel.tsx";
import { PaperEditForm } from "./PaperEditForm.tsx";
import { GraphTabPanel } from "./GraphTabPanel.tsx";
import { PaperHeader } from "./PaperHeader.tsx";
import { PaperOpenFailure } from "./PaperOpenFailure.tsx";
import { DatasetTextHeader } from "./DatasetTextHeader.tsx";
import { DatasetTextPane } from "./DatasetTextPane.tsx";
import { PaperSideTabs, tabsFor, type PaperTab } from "./PaperSideTabs.tsx";
import { PdfPagePane } from "./PdfPagePane.tsx";
import { SectionOutline } from "./SectionOutline.tsx";
import { SplitDivider } from "./SplitDivider.tsx";
import { SynthesisTabPanel } from "./SynthesisTabPanel.tsx";
import { TablesTabPanel } from "./TablesTabPanel.tsx";
import { TextTabPanel } from "./TextTabPanel.tsx";
import { latestTarget } from "./scrollTarget.ts";
import { clampShare, MIN_PANEL_PX, panelShare } from "./splitRatio.ts";
import { usePaper } from "./usePaper.ts";
import { usePaperEvidence } from "./usePaperEvidence.ts";
import { usePaperTables } from "./usePaperTables.ts";
import { useSplitShare } from "./useSplitShare.ts";

interface PaperReaderProps {
  paperId: number;
  initialQaId: number | null;
  panelOpen: boolean;
  onPanelOpen(open: boolean): void;
}

/** One paper: its header, the side panel (key QAs, text, outline, graph, synthesis, or the edit form) and the PDF page beside it. */
export function PaperReader({ paperId, initialQaId, panelOpen, onPanelOpen }: PaperReaderProps) {
  const loaded = usePaper(paperId);
  const { paper, reading, keyQas } = loaded;
  const tables = usePaperTables(paperId);
  const evidence = usePaperEvidence(loaded, initialQaId);
  const { qas, selectedQa, marks } = evidence;
  const { share: storedShare, setShare } = useSplitShare();
  const split = useRef<HTMLDivElement>(null);
  // What the window allows of the remembered share: a narrow window keeps the side panel usable.
  const splitWidth = useElementSize(split).width;
  const share = clampShare(storedShare, splitWidth);
  const [chosenTab, setTab] = useState<PaperTab>("qas");
  const tabs = tabsFor(paper.data?.kind);
  const tab = tabs.includes(chosenTab) ? chosenTab : "qas";
  // "Edit details…" puts the form in the side panel (wider while it is there), beside the page it is checked against.
  const [editing, setEditing] = useState(false);
  // The page shows the boxes of what the side panel shows: a table's picked cells on the Tables tab, the selected QA's evidence elsewhere.
  const tableOpen = tab === "tables" && tables.opened !== null;
  const sideShare = panelShare(share, editing ? "edit" : tableOpen ? "table" : "plain", splitWidth);
  const edit = (open: boolean) => {
    setEditing(open);
    if (open) onPanelOpen(true);
  };

  if (paper.error) return <PaperOpenFailure error={paper.error} />;

  const sections = reading.data?.sections ?? [];
  // A text an imported dataset brought has no PDF: its text stands where the page would.
  const isText = paper.data?.kind === "text";
  const count = (n: number | null) => n !== null && <span className="tab-count"> {n}</span>;
  const tabLabels: Record<PaperTab, ReactNode> = {
    qas: <>Key QAs{count(keyQas.data ? qas.length : null)}</>,
    text: "Text",
    outline: <>Outline{count(reading.data ? sections.length : null)}</>,
    graph: "Graph",
    synthesis: "Synthesis",
    tables: <>Tables{count(tables.tables.data ? tables.tables.data.length : null)}</>,
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
      {!paper.data ? (
        <p className="muted">Loading the paper…</p>
      ) : paper.data.dataset ? (
        <DatasetTextHeader text={paper.data} place={paper.data.dataset} />
      ) : (
        <PaperHeader paper={paper.data} editing={editing} onEditing={edit} />
      )}
      <div
        ref={split}
        className={`paper-body${panelOpen ? "" : " panel-closed"}`}
        style={panelOpen ? ({ "--panel-share": String(sideShare), "--panel-min": `${MIN_PANEL_PX}px` } as CSSProperties) : undefined}
      >
        <aside className={`paper-pane paper-sidebar${editing && paper.data ? " is-editing" : ""}`} id="paper-side-panel" aria-label="Key QAs, text, outline, graph, synthesis and tables" hidden={!panelOpen}>
          {editing && paper.data && (
            <div className="pane-scroll paper-edit-pane">
              <PaperEditForm key={paper.data.id} paper={paper.data} onDone={() => setEditing(false)} />
            </div>
          )}
          <PaperSideTabs tabs={tabs} tab={tab} onTab={setTab} labels={tabLabels} onHide={() => togglePanel(false)} />
          <KeyQasTabPanel
            paperId={paperId}
            qas={qas}
            loaded={keyQas.data !== undefined}
            error={keyQas.error}
            selectedId={evidence.selectedQaId}
            hasSelection={selectedQa !== null}
            onSelect={evidence.select}
            hidden={tab !== "qas"}
          />
          <TextTabPanel
            reading={reading}
            marks={marks}
            hasSelection={selectedQa !== null}
            target={evidence.textTarget}
            hidden={tab !== "text"}
            visible={panelOpen && tab === "text"}
          />
          <div className="pane-scroll" role="tabpanel" id="paper-panel-outline" aria-labelledby="paper-tab-outline" hidden={tab !== "outline"}>
            <h2 className="sr-only">Outline</h2>
            {reading.data && <SectionOutline sections={sections} onOpen={evidence.openSection} />}
          </div>
          <GraphTabPanel paperId={paperId} hidden={tab !== "graph"} />
          <SynthesisTabPanel paperId={paperId} hidden={tab !== "synthesis"} />
          <TablesTabPanel state={tables} hidden={tab !== "tables"} />
        </aside>
        {panelOpen && <SplitDivider split={split} share={share} onShare={setShare} controls="paper-side-panel" />}

        <section className="paper-pane paper-page-pane" aria-labelledby="paper-page-heading">
          <h2 id="paper-page-heading" className="sr-only">
            {isText ? "Its text" : "PDF page"}
          </h2>
          {reading.data && isText ? (
            <DatasetTextPane reading={reading.data} marks={marks} target={evidence.textTarget} toolbarStart={panelOpen ? undefined : showPanel} />
          ) : reading.data ? (
            <PdfPagePane
              paperId={paperId}
              pages={reading.data.pages}
              evidence={tableOpen ? tables.rects : evidence.rects}
              target={latestTarget(evidence.scrollTarget, tables.target)}
              toolbarStart={panelOpen ? undefined : showPanel}
              ocr={paper.data?.ocr} />
          ) : (
            <div className="pane-toolbar">{!panelOpen && showPanel}</div>
          )}
        </section>
      </div>
    </div>
  );
}
