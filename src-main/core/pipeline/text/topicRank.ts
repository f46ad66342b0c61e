import { STOPWORDS } from "./stopwords.ts";

export interface Keyphrase {
  phrase: string;
  score: number;
}

export interface TopicRankOptions {
  /** How many keyphrases. Defaults to 20 (SciQAG). */
  count?: number;
  /** Longest candidate in words. Defaults to 4. */
  maxWords?: number;
  /** Candidates sharing at least this share of stems form one topic. Defaults to 0.25 (TopicRank). */
  clusterThreshold?: number;
  /** PageRank damping. Defaults to 0.85. */
  damping?: number;
}

/** A light stemmer: enough to put "perovskites", "perovskite" and "perovskitic" together. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 4) return w;
  return w
    .replace(/(?:ational|ations?|ization|izations)$/, "ate")
    .replace(/(?:ies)$/, "y")
    .replace(/(?:ing|ed|ly|es|s|ic|al|ity)$/, "")
    .replace(/(.)\1$/, "$1");
}

interface Candidate {
  words: string[];
  stems: Set<string>;
  /** Word positions of its occurrences. */
  positions: number[];
  first: number;
  surface: string;
}

function candidates(text: string, maxWords: number): Map<string, Candidate> {
  const tokens = text.match(/[\p{L}][\p{L}\p{N}'’-]*[\p{L}\p{N}]|[\p{L}]|[.,;:!?()]/gu) ?? [];
  const found = new Map<string, Candidate>();
  let run: { word: string; at: number }[] = [];
  const flush = () => {
    // Long runs are cut into pieces of at most maxWords, keeping the head of each.
    for (let i = 0; i < run.length; i += maxWords) {
      const piece = run.slice(i, i + maxWords);
      // Noun phrases end in a noun: a trailing past-tense verb ("eukaryotes belonged") goes.
      while (piece.length > 0 && /\p{Ll}{3,}ed$/u.test(piece.at(-1)!.word)) piece.pop();
      if (piece.length === 0) continue;
      const words = piece.map((p) => p.word);
      if (words.join("").length < 4 || words.every((w) => w.length < 3)) continue;
      const key = words.map((w) => stem(w)).join(" ");
      const entry = found.get(key) ?? { words, stems: new Set(words.map(stem)), positions: [], first: piece[0]!.at, surface: words.join(" ") };
      entry.positions.push(piece[0]!.at);
      found.set(key, entry);
    }
    run = [];
  };
  tokens.forEach((token, at) => {
    // Adverbs ("apparently", "relatively") never belong to a noun phrase.
    if (/^[.,;:!?()]$/.test(token) || STOPWORDS.has(token.toLowerCase()) || /^\d/.test(token) || /^\p{Ll}+ly$/u.test(token)) flush();
    else run.push({ word: token, at });
  });
  flush();
  return found;
}

/** Average-linkage agglomerative clustering by stem overlap (TopicRank's topics). */
function clusterTopics(list: Candidate[], threshold: number): Candidate[][] {
  const overlap = (a: Candidate, b: Candidate) => {
    let shared = 0;
    for (const s of a.stems) if (b.stems.has(s)) shared++;
    return shared / (a.stems.size + b.stems.size - shared);
  };
  let clusters = list.map((c) => [c]);
  for (;;) {
    let best = { score: -1, i: -1, j: -1 };
    for (let i = 0; i < clusters.length; i++) {
      for (let j = i + 1; j < clusters.length; j++) {
        let sum = 0;
        for (const a of clusters[i]!) for (const b of clusters[j]!) sum += overlap(a, b);
        const score = sum / (clusters[i]!.length * clusters[j]!.length);
        if (score > best.score) best = { score, i, j };
      }
    }
    if (best.score < threshold) return clusters;
    clusters[best.i] = [...clusters[best.i]!, ...clusters[best.j]!];
    clusters = clusters.filter((_, k) => k !== best.j);
  }
}

/**
 * TopicRank (Bougouin et al., 2013), in-process: candidate phrases are grouped into topics,
 * topics are linked by how close their mentions sit in the text (sum of 1/distance), ranked by
 * PageRank, and each chosen topic is named by its earliest candidate.
 */
export function topicRank(text: string, options: TopicRankOptions = {}): Keyphrase[] {
  const count = options.count ?? 20;
  const damping = options.damping ?? 0.85;
  const all = [...candidates(text, options.maxWords ?? 4).values()];
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
