import type { PaperGraph } from "@contract/knowledgeGraph.ts";

export interface LaidOutNode {
  key: string;
  label: string;
  x: number;
  y: number;
  /** Radius, by the entity's share of tf-idf × PageRank among those drawn. */
  r: number;
}

export interface LaidOutEdge {
  from: LaidOutNode;
  to: LaidOutNode;
  relation: string;
}

/**
 * The top entities on a circle (most central first, from the top clockwise) and the triplets
 * between them: a fixed layout, so the drawing is the same every time and needs no physics.
 */
export function layoutGraph(graph: PaperGraph, maxNodes: number, size: number): { nodes: LaidOutNode[]; edges: LaidOutEdge[] } {
  const top = graph.entities.slice(0, maxNodes);
  const weight = (e: PaperGraph["entities"][number]) => e.tfIdf * e.pageRank;
  const most = Math.max(...top.map(weight), Number.MIN_VALUE);
  const centre = size / 2;
  const radius = size / 2 - 70;
  const nodes = top.map((e, i) => {
    const angle = (2 * Math.PI * i) / Math.max(1, top.length) - Math.PI / 2;
    return { key: e.key, label: e.label, x: centre + radius * Math.cos(angle), y: centre + radius * Math.sin(angle), r: 5 + 9 * Math.sqrt(weight(e) / most) };
  });
  const byKey = new Map(nodes.map((n) => [n.key, n]));
  const seen = new Set<string>();
  const edges: LaidOutEdge[] = [];
  for (const t of graph.triplets) {
    const from = byKey.get(t.headKey);
    const to = byKey.get(t.tailKey);
    const pair = `${t.headKey}\u241f${t.tailKey}`;
    if (!from || !to || seen.has(pair)) continue;
    seen.add(pair);
    edges.push({ from, to, relation: t.relation });
  }
  return { nodes, edges };
}
