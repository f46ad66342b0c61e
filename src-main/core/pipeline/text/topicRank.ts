import { candidates } from "./topicCandidates.ts";
import { clusterTopics } from "./topicClusters.ts";

export interface Keyphrase {
  phrase: string;
  score: number;
}

export interface TopicRankOptions {
  /** How many keyphrases. Defaults to 20 (SciQAG). */
  count?: number;
  /** Longest candidate in words. Defaults to 5 (pke's TopicRank). */
  maxWords?: number;
  /** Candidates sharing at least this share of stems form one topic. Defaults to 0.25 (TopicRank). */
  clusterThreshold?: number;
  /** PageRank damping. Defaults to 0.85. */
  damping?: number;
}

/**
 * TopicRank (Bougouin et al., 2013), in-process: noun-phrase candidates (from part-of-speech
 * tags) are grouped into topics by average-linkage clustering of their stems (a quarter of the
 * stems shared), topics are linked by how close their mentions sit in the text (sum of
 * 1/distance in words), ranked by PageRank over that graph, and each chosen topic is named by
 * its earliest candidate.
 */
export function topicRank(text: string, options: TopicRankOptions = {}): Keyphrase[] {
  const count = options.count ?? 20;
  const damping = options.damping ?? 0.85;
  const all = [...candidates(text, options.maxWords ?? 5).values()];
  // Clustering is quadratic in candidates: keep the most frequent (then earliest) few hundred.
  const list = all.sort((a, b) => b.positions.length - a.positions.length || a.first - b.first).slice(0, 300);
  if (list.length === 0) return [];
  const topics = clusterTopics(list, options.clusterThreshold ?? 0.25);
  const positions = topics.map((t) => t.flatMap((c) => c.positions));
  const n = topics.length;
  const weight = Array.from({ length: n }, () => new Float64Array(n));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let w = 0;
      for (const p of positions[i]!) for (const q of positions[j]!) if (p !== q) w += 1 / Math.abs(p - q);
      weight[i]![j] = w;
      weight[j]![i] = w;
    }
  }
  const outSum = weight.map((row) => row.reduce((a, b) => a + b, 0));
  let score = new Float64Array(n).fill(1);
  for (let iteration = 0; iteration < 100; iteration++) {
    const next = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      let sum = 0;
      for (let j = 0; j < n; j++) if (outSum[j]! > 0 && weight[j]![i]! > 0) sum += (weight[j]![i]! / outSum[j]!) * score[j]!;
      next[i] = 1 - damping + damping * sum;
    }
    const change = next.reduce((d, v, i) => d + Math.abs(v - score[i]!), 0);
    score = next;
    if (change < 1e-6) break;
  }
  return topics
    .map((topic, i) => ({ topic, score: score[i]! }))
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({ topic, score }) => {
      const earliest = [...topic].sort((a, b) => a.first - b.first)[0]!;
      return { phrase: earliest.surface, score: Math.round(score * 1000) / 1000 };
    });
}
