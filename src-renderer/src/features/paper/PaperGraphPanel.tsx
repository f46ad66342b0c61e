import type { PaperGraphView } from "@contract/knowledgeGraph.ts";
import { useLibraryRunNames } from "../../shared/useRunNames.ts";
import { EmptyTabState } from "./EmptyTabState.tsx";
import { layoutGraph } from "./graphLayout.ts";

/** Facts (entity, relation, entity: a "triplet" inside) listed, and terms (entities) drawn. */
const TOP_TRIPLETS = 15;
const TOP_ENTITIES = 12;
const SIZE = 420;

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

const score = (value: number) => (value === 0 ? "0" : value >= 0.01 ? value.toFixed(3) : value.toExponential(1));

/** How close a fact is to what the paper is about was measured, in a researcher's words (short: the line must fit a narrow panel). */
const CLOSENESS: Record<PaperGraphView["graph"]["similarity"], string> = {
  "embedding-model": "closeness to the title and abstract (by the run's embedding model)",
  "word-vectors": "closeness to the title and abstract (by word vectors)",
  none: "not by closeness (no title or abstract to compare with)",
};

/** What "rare elsewhere" was weighed against: the papers with a graph; alone, rarity tells nothing. */
const among = (papers: number) => (papers > 1 ? `rarity among the ${papers.toLocaleString("en-US")} papers with a graph` : "not yet by rarity (no other paper has a graph)");

/**
 * The paper's knowledge graph as the knowledge-graph QA method scored it: its most central
 * terms drawn with the links between them, and its most salient facts with the scores they were
 * ranked by. "Triplet" and "entity" stay inside: on screen they are facts, links and terms.
 */
export function PaperGraphPanel({ view, paperId }: { view: PaperGraphView | null; paperId: number }) {
  const runName = useLibraryRunNames();
  if (!view || view.graph.triplets.length === 0) {
    return <EmptyTabState tab="graph" paperId={paperId} title="No knowledge graph yet." what="reads facts linking two terms from every paragraph and ranks them; the graph shows here." />;
  }
  const { graph } = view;
  const { nodes, edges } = layoutGraph(graph, TOP_ENTITIES, SIZE);
  return (
    <div className="paper-graph">
      <p className="muted pane-hint">
        {runName(view.runId)}: {plural(graph.triplets.length, "fact")} linking {plural(graph.entities.length, "term")}, each read from one sentence.
      </p>
      <figure>
        <svg className="graph-drawing" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={`The ${nodes.length} most central terms and the links between them`}>
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
        <figcaption className="muted">The paper's most central terms (the larger, the more links they have here and the rarer they are elsewhere) and the links between them.</figcaption>
      </figure>
      {/* What ranks the facts sits by the ranked table, not in the line above the drawing (five lines at 1024x700 when it was). */}
      <p className="muted pane-hint graph-ranking">
        Ranked by how central the terms are, {among(graph.corpusPapers)}, and {CLOSENESS[graph.similarity]}.
      </p>
      <table className="graph-triplets">
        <caption>Most salient facts</caption>
        <thead>
          <tr>
            <th scope="col">Term → link → term</th>
            <th scope="col" className="num" title="How central its two terms are and how particular the fact is to this paper, times its closeness to the title, abstract and keywords (the closeness below, from 0 to 1)">
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
