import type { PaperGraphView } from "@contract/knowledgeGraph.ts";
import { useLibraryRunNames } from "../../shared/useRunNames.ts";
import { EmptyTabState } from "./EmptyTabState.tsx";
import { layoutGraph } from "./graphLayout.ts";

/** Triplets listed, and entities drawn. */
const TOP_TRIPLETS = 15;
const TOP_ENTITIES = 12;
const SIZE = 420;

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

const score = (value: number) => (value === 0 ? "0" : value >= 0.01 ? value.toFixed(3) : value.toExponential(1));

const SIMILARITY: Record<PaperGraphView["graph"]["similarity"], string> = {
  "embedding-model": "similarity by the run's embedding model",
  "word-vectors": "similarity by word vectors",
  none: "no title, abstract or keywords to compare with",
};

/**
 * The paper's knowledge graph as the knowledge-graph QA method scored it: its most central
 * entities drawn with the triplets between them, and its most salient triplets with the scores
 * they were ranked by.
 */
export function PaperGraphPanel({ view, paperId }: { view: PaperGraphView | null; paperId: number }) {
  const runName = useLibraryRunNames();
  if (!view || view.graph.triplets.length === 0) {
    return <EmptyTabState tab="graph" paperId={paperId} title="No knowledge graph yet." what="reads entity–relation triplets from every paragraph and ranks them by saliency; the graph shows here." />;
  }
  const { graph } = view;
  const { nodes, edges } = layoutGraph(graph, TOP_ENTITIES, SIZE);
  return (
    <div className="paper-graph">
      <p className="muted pane-hint">
        {runName(view.runId)}: {plural(graph.triplets.length, "triplet")} between {graph.entities.length === 1 ? "1 entity" : `${graph.entities.length.toLocaleString("en-US")} entities`}; tf-idf over {plural(graph.corpusPapers, "paper")} with a graph; {SIMILARITY[graph.similarity]}.
      </p>
      <figure>
        <svg className="graph-drawing" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={`The ${nodes.length} most central entities and the triplets between them`}>
          {edges.map((e, i) => (
            <line key={i} x1={e.from.x} y1={e.from.y} x2={e.to.x} y2={e.to.y} className="graph-edge">
              <title>{`${e.from.label} — ${e.relation} → ${e.to.label}`}</title>
            </line>
          ))}
          {nodes.map((n) => (
            <g key={n.key} className="graph-node">
              <circle cx={n.x} cy={n.y} r={n.r} />
              <text x={n.x} y={n.y - n.r - 4} textAnchor="middle">
                {n.label.length > 28 ? `${n.label.slice(0, 27)}…` : n.label}
              </text>
            </g>
          ))}
        </svg>
        <figcaption className="muted">Most central entities (size: tf-idf × PageRank) and the triplets between them.</figcaption>
      </figure>
      <table className="graph-triplets">
        <caption>Most salient triplets</caption>
        <thead>
          <tr>
            <th scope="col">Head → relation → tail</th>
            <th scope="col" className="num" title="min(tf-idf × PageRank of head, of tail) × tf-idf of the triplet × similarity to the title, abstract and keywords">
              Saliency
            </th>
          </tr>
        </thead>
        <tbody>
          {graph.triplets.slice(0, TOP_TRIPLETS).map((t) => (
            <tr key={t.key} title={t.mentions.map((m) => m.text).join("\n")}>
              <td>
                <span className="graph-entity">{t.head}</span> <span className="muted">→ {t.relation} →</span> <span className="graph-entity">{t.tail}</span>
              </td>
              <td className="num">
                {score(t.saliency)}
                <span className="muted graph-similarity">sim. {score(t.similarity)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
