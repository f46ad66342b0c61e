import { PaperGraphPanel } from "./PaperGraphPanel.tsx";
import { SideTabPanel } from "./SideTabPanel.tsx";
import { usePaperGraph } from "./usePaperGraph.ts";

/** The side panel's "Graph" tab: the knowledge graph a run built from the paper. */
export function GraphTabPanel({ paperId, hidden }: { paperId: number; hidden: boolean }) {
  const graph = usePaperGraph(paperId);
  return (
    <SideTabPanel tab="graph" heading="Knowledge graph" hidden={hidden} error={graph.error} errorPrefix="The knowledge graph could not be loaded.">
      {graph.data !== undefined ? <PaperGraphPanel view={graph.data} paperId={paperId} /> : !graph.error && <p className="muted">Loading the knowledge graph…</p>}
    </SideTabPanel>
  );
}
