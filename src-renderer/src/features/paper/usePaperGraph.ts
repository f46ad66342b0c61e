import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";

/** The paper's latest knowledge graph (null when no knowledge-graph run built one), kept fresh as runs finish. */
export function usePaperGraph(paperId: number) {
  const graph = useAsync(() => client.call("library.paperGraph", paperId), [paperId]);
  useAppEvent("runs.changed", () => graph.reload());
  return graph;
}
