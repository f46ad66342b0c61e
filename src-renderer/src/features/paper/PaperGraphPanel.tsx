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

/** How close a triplet is to what the paper is about was measured, in a researcher's words. */
const CLOSENESS: Record<PaperGraphView["graph"]["similarity"], string> = {
  "embedding-model": "how close it is to the title, abstract and keywords (by the run's embedding model)",
  "word-vectors": "how close it is to the title, abstract and keywords (by word vectors)",
  none: "not by closeness to the title or abstract (the paper has none to compare with)",
};

/** What "rare elsewhere" was weighed against: the papers with a graph; alone, rarity tells nothing. */
const among = (papers: number) =>
  papers > 1 ? `how particular it is to this paper among the ${papers.toLocaleString("en-US")} papers with a graph` : "not yet by rarity (no other paper has a graph to compare with)";

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
        {runName(view.runId)}: {plural(graph.triplets.length, "triplet")} between {graph.entities.length === 1 ? "1 entity" : `${graph.entities.length.toLocaleString("en-US")} entities`}, each an entity, a relation and another entity read from one of the paper's sentences.
        Ranked by how central its entities are in the paper, {among(graph.corpusPapers)}, and {CLOSENESS[graph.similarity]}.
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
        <figcaption className="muted">The paper's most central entities (the larger, the more links they have here and the rarer they are elsewhere) and the triplets between them.</figcaption>
      </figure>
      <table className="graph-triplets">
        <caption>Most salient triplets</caption>
        <thead>
          <tr>
            <th scope="col">Head → relation → tail</th>
            <th scope="col" className="num" title="How central its two entities are and how particular the triplet is to this paper, times its closeness to the title, abstract and keywords (the closeness below, from 0 to 1)">
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
                <span className="muted graph-similarity" title="Closeness to the title, abstract and keywords, from 0 to 1">closeness {score(t.similarity)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
