import type { ReactNode } from "react";
import { KeyQasTabPanel } from "./KeyQasTabPanel.tsx";
import { PaperEditForm } from "./PaperEditForm.tsx";
import { GraphTabPanel } from "./GraphTabPanel.tsx";
import { PaperSideTabs, type SideTab } from "./PaperSideTabs.tsx";
import { SectionOutline } from "./SectionOutline.tsx";
import { SynthesisTabPanel } from "./SynthesisTabPanel.tsx";
import { TablesTabPanel } from "./TablesTabPanel.tsx";
import { TextTabPanel } from "./TextTabPanel.tsx";
import { KEY_QA_COUNT, type usePaper } from "./usePaper.ts";
import type { usePaperEvidence } from "./usePaperEvidence.ts";
import type { usePaperPanels } from "./usePaperPanels.ts";
import type { usePaperTables } from "./usePaperTables.ts";

interface PaperSidePanelProps {
  paperId: number;
  loaded: ReturnType<typeof usePaper>;
  evidence: ReturnType<typeof usePaperEvidence>;
  tables: ReturnType<typeof usePaperTables>;
  panels: ReturnType<typeof usePaperPanels>;
  open: boolean;
}

/** The side panel beside the page: its tabs (key QAs, text, outline, graph, synthesis, tables) and, while editing, the edit form above them. */
export function PaperSidePanel({ paperId, loaded, evidence, tables, panels, open }: PaperSidePanelProps) {
  const { paper, reading, keyQas } = loaded;
  const { qas, selectedQa, marks } = evidence;
  const { tab, editing } = panels;
  const sections = reading.data?.sections ?? [];
  // A counted tab keeps its count's room from the start, so no tab moves under the pointer when the
  // counts arrive (a click aimed at Tables while the paper loaded could land beside it).
  const count = (n: number | null, oneDigit = false) => <span className={oneDigit ? "tab-count one-digit" : "tab-count"}>{n === null ? "" : ` ${n}`}</span>;
  const tabLabels: Record<SideTab, ReactNode> = {
    qas: <>Key QAs{count(keyQas.data ? qas.length : null, KEY_QA_COUNT < 10)}</>,
    text: "Text",
    outline: <>Outline{count(reading.data ? sections.length : null)}</>,
    graph: "Graph",
    synthesis: "Synthesis",
    tables: <>Tables{count(tables.tables.data ? tables.tables.data.length : null)}</>,
  };
  const shown = paper.data;
  return (
    <aside className={`paper-pane paper-sidebar${editing && shown ? " is-editing" : ""}`} id="paper-side-panel" aria-label="Key QAs, text, outline, graph, synthesis and tables" hidden={!open}>
      {editing && shown && (
        <div className="pane-scroll paper-edit-pane">
          <PaperEditForm key={shown.id} paper={shown} onDone={() => panels.edit(false)} />
        </div>
      )}
      <PaperSideTabs tabs={panels.tabs} tab={tab} onTab={panels.setTab} labels={tabLabels} onHide={() => panels.togglePanel(false)} />
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
      <TextTabPanel reading={reading} marks={marks} hasSelection={selectedQa !== null} target={evidence.textTarget} hidden={tab !== "text"} visible={open && tab === "text"} />
      <div className="pane-scroll" role="tabpanel" id="paper-panel-outline" aria-labelledby="paper-tab-outline" hidden={tab !== "outline"}>
        <h2 className="sr-only">Outline</h2>
        {reading.data && <SectionOutline sections={sections} onOpen={evidence.openSection} />}
      </div>
      <GraphTabPanel paperId={paperId} hidden={tab !== "graph"} />
      <SynthesisTabPanel paperId={paperId} hidden={tab !== "synthesis"} />
      <TablesTabPanel state={tables} hidden={tab !== "tables"} />
    </aside>
  );
}
