import type { Candidate } from "./topicCandidates.ts";

/**
 * Average-linkage agglomerative clustering by stem overlap (TopicRank's topics). The pairwise
 * similarities are kept in a matrix and updated on each merge (the average over a merged
 * cluster's members is the size-weighted average of its two parts' averages), so a paper's few
 * hundred candidates cluster in milliseconds rather than re-summing every member pair per merge.
 */
export function clusterTopics(list: Candidate[], threshold: number): Candidate[][] {
  const overlap = (a: Candidate, b: Candidate) => {
    let shared = 0;
    for (const s of a.stems) if (b.stems.has(s)) shared++;
    return shared / (a.stems.size + b.stems.size - shared);
  };
  const n = list.length;
  const clusters: (Candidate[] | null)[] = list.map((c) => [c]);
  const sim = Array.from({ length: n }, () => new Float64Array(n));
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) sim[i]![j] = sim[j]![i] = overlap(list[i]!, list[j]!);
  for (;;) {
    let best = { score: -1, i: -1, j: -1 };
    for (let i = 0; i < n; i++) {
      if (!clusters[i]) continue;
      for (let j = i + 1; j < n; j++) if (clusters[j] && sim[i]![j]! > best.score) best = { score: sim[i]![j]!, i, j };
    }
    if (best.score < threshold) return clusters.filter((c): c is Candidate[] => c !== null);
    const a = clusters[best.i]!;
    const b = clusters[best.j]!;
    for (let k = 0; k < n; k++) {
      if (!clusters[k] || k === best.i || k === best.j) continue;
      sim[best.i]![k] = sim[k]![best.i] = (a.length * sim[best.i]![k]! + b.length * sim[best.j]![k]!) / (a.length + b.length);
    }
    clusters[best.i] = [...a, ...b];
    clusters[best.j] = null;
  }
}
