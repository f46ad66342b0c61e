import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { PaperGraphPanel } from "./PaperGraphPanel.tsx";
import { usePaperGraph } from "./usePaperGraph.ts";

/** The side panel's "Graph" tab: the knowledge graph a run built from the paper. */
export function GraphTabPanel({ paperId, hidden }: { paperId: number; hidden: boolean }) {
  const graph = usePaperGraph(paperId);
  return (
    <div className="pane-scroll" role="tabpanel" id="paper-panel-graph" aria-labelledby="paper-tab-graph" hidden={hidden}>
      <h2 className="sr-only">Knowledge graph</h2>
      <ErrorAlert error={graph.error} prefix="The knowledge graph could not be loaded." />
      {graph.data !== undefined ? <PaperGraphPanel view={graph.data} paperId={paperId} /> : !graph.error && <p className="muted">Loading the knowledge graph…</p>}
    </div>
  );
}
