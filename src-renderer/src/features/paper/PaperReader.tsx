import type { CSSProperties } from "react";
import { PaperHeader } from "./PaperHeader.tsx";
import { PaperOpenFailure } from "./PaperOpenFailure.tsx";
import { PaperSidePanel } from "./PaperSidePanel.tsx";
import { DatasetTextHeader } from "./DatasetTextHeader.tsx";
import { DatasetTextPane } from "./DatasetTextPane.tsx";
import { PdfPagePane } from "./PdfPagePane.tsx";
import { SplitDivider } from "./SplitDivider.tsx";
import { latestTarget } from "./scrollTarget.ts";
import { MIN_PANEL_PX } from "./splitRatio.ts";
import { usePaper } from "./usePaper.ts";
import { usePaperEvidence } from "./usePaperEvidence.ts";
import { usePaperPanels } from "./usePaperPanels.ts";
import { usePaperTables } from "./usePaperTables.ts";

interface PaperReaderProps {
  paperId: number;
  initialQaId: number | null;
  panelOpen: boolean;
  onPanelOpen(open: boolean): void;
}

/** One paper: its header, the side panel (key QAs, text, outline, graph, synthesis, or the edit form) and the PDF page beside it. */
export function PaperReader({ paperId, initialQaId, panelOpen, onPanelOpen }: PaperReaderProps) {
  const loaded = usePaper(paperId);
  const { paper, reading } = loaded;
  const tables = usePaperTables(paperId);
  const evidence = usePaperEvidence(loaded, initialQaId);
  const panels = usePaperPanels(paper.data?.kind, tables.opened !== null, onPanelOpen);
  const { split, share, setShare, sideShare, tableOpen, editing } = panels;

  if (paper.error) return <PaperOpenFailure error={paper.error} />;

  // A text an imported dataset brought has no PDF: its text stands where the page would.
  const isText = paper.data?.kind === "text";
  const showPanel = (
    <button type="button" id="paper-panel-show" className="panel-toggle" onClick={() => panels.togglePanel(true)} aria-expanded={false} aria-controls="paper-side-panel">
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
        <PaperHeader paper={paper.data} tables={tables.tables.data} editing={editing} onEditing={panels.edit} />
      )}
      <div
        ref={split}
        className={`paper-body${panelOpen ? "" : " panel-closed"}`}
        style={panelOpen ? ({ "--panel-share": String(sideShare), "--panel-min": `${MIN_PANEL_PX}px` } as CSSProperties) : undefined}
      >
        <PaperSidePanel paperId={paperId} loaded={loaded} evidence={evidence} tables={tables} panels={panels} open={panelOpen} />
        {panelOpen && <SplitDivider split={split} share={share} onShare={setShare} controls="paper-side-panel" />}

        <section className="paper-pane paper-page-pane" aria-labelledby="paper-page-heading">
          <h2 id="paper-page-heading" className="sr-only">
            {isText ? "Its text" : "PDF page"}
          </h2>
          {reading.data && isText ? (
            <DatasetTextPane reading={reading.data} marks={evidence.marks} target={evidence.textTarget} toolbarStart={panelOpen ? undefined : showPanel} />
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
