/** A weighted edge for PageRank: `from` passes rank to `to` in proportion to `weight`. */
export interface RankEdge {
  from: string;
  to: string;
  /** Defaults to 1. */
  weight?: number;
}

export interface PageRankOptions {
  /** Share of rank that follows edges rather than jumping anywhere. Defaults to 0.85. */
  damping?: number;
  /** Stop when the ranks move less than this in total (L1). Defaults to 1e-10. */
  tolerance?: number;
  /** Defaults to 200. */
  maxIterations?: number;
}

/**
 * PageRank by power iteration over `nodes` and directed weighted `edges`. A node with no way out
 * (dangling) spreads its rank over every node, so the ranks always sum to 1. Edges naming nodes
 * not in `nodes` are ignored. An empty graph has no ranks.
 */
export function pageRank(nodes: readonly string[], edges: readonly RankEdge[], options: PageRankOptions = {}): Map<string, number> {
  const damping = options.damping ?? 0.85;
  const tolerance = options.tolerance ?? 1e-10;
  const maxIterations = options.maxIterations ?? 200;
  const n = nodes.length;
  const ranks = new Map<string, number>();
  if (n === 0) return ranks;
  const index = new Map(nodes.map((node, i) => [node, i]));
  const out = new Float64Array(n);
  const links: { from: number; to: number; weight: number }[] = [];
  for (const edge of edges) {
    const from = index.get(edge.from);
    const to = index.get(edge.to);
    const weight = edge.weight ?? 1;
    if (from === undefined || to === undefined || !(weight > 0)) continue;
    links.push({ from, to, weight });
    out[from]! += weight;
  }
  let rank = new Float64Array(n).fill(1 / n);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    let dangling = 0;
    for (let i = 0; i < n; i++) if (out[i] === 0) dangling += rank[i]!;
    const next = new Float64Array(n).fill((1 - damping) / n + (damping * dangling) / n);
    for (const { from, to, weight } of links) next[to]! += (damping * rank[from]! * weight) / out[from]!;
    let change = 0;
    for (let i = 0; i < n; i++) change += Math.abs(next[i]! - rank[i]!);
    rank = next;
    if (change < tolerance) break;
  }
  nodes.forEach((node, i) => ranks.set(node, rank[i]!));
  return ranks;
}
