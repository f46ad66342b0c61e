import { type TaggedWord, tagSentences } from "./partsOfSpeech.ts";
import { STOPWORDS } from "../../text/stopwords.ts";

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

interface Candidate {
  words: string[];
  stems: Set<string>;
  /** Word offsets of its occurrences in the text. */
  positions: number[];
  first: number;
  surface: string;
}

/** A word a keyphrase may hold: letters or digits, inner hyphens and apostrophes ("TiO2", "X-ray"). */
const WORD = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*$/u;
const NOUNS = new Set(["NOUN", "PROPN"]);

/**
 * Noun-phrase candidates, as TopicRank takes them: maximal sequences of adjectives followed by
 * nouns or proper nouns, (ADJ)* (NOUN|PROPN)+, by wink-nlp's part-of-speech tags. A sequence
 * longer than `maxWords` keeps its last words (the head noun and what qualifies it).
 */
function candidates(text: string, maxWords: number): Map<string, Candidate> {
  const found = new Map<string, Candidate>();
  let offset = 0;
  const add = (phrase: TaggedWord[], at: number) => {
    const piece = phrase.slice(-maxWords);
    const start = at + phrase.length - piece.length;
    const words = piece.map((w) => w.text);
    // A phrase of stopwords or of one- and two-letter scraps ("al", "S1") names no topic.
    if (words.join("").length < 3 || words.every((w) => w.length < 3) || words.some((w) => STOPWORDS.has(w.toLowerCase()))) return;
    const stems = piece.map((w) => w.stem.toLowerCase());
    const key = stems.join(" ");
    const entry = found.get(key) ?? { words, stems: new Set(stems), positions: [], first: start, surface: words.join(" ") };
    entry.positions.push(start);
    found.set(key, entry);
  };
  for (const sentence of tagSentences(text)) {
    let phrase: TaggedWord[] = [];
    let phraseAt = 0;
    let nouns = 0;
    const close = () => {
      // Trailing adjectives are not part of the phrase: (ADJ)* must be followed by a noun.
      while (phrase.length > 0 && !NOUNS.has(phrase.at(-1)!.pos)) phrase.pop();
      if (nouns > 0 && phrase.length > 0) add(phrase, phraseAt);
      phrase = [];
      nouns = 0;
    };
    sentence.forEach((word, i) => {
      const at = offset + i;
      const usable = WORD.test(word.text);
      if (usable && NOUNS.has(word.pos)) {
        if (phrase.length === 0) phraseAt = at;
        phrase.push(word);
        nouns++;
      } else if (usable && word.pos === "ADJ") {
        // An adjective after a noun starts the next phrase: "cells ADJ NOUN" is two phrases.
        if (nouns > 0) close();
        if (phrase.length === 0) phraseAt = at;
        phrase.push(word);
      } else close();
    });
    close();
    offset += sentence.length;
  }
  return found;
}

/**
 * Average-linkage agglomerative clustering by stem overlap (TopicRank's topics). The pairwise
 * similarities are kept in a matrix and updated on each merge (the average over a merged
 * cluster's members is the size-weighted average of its two parts' averages), so a paper's few
 * hundred candidates cluster in milliseconds rather than re-summing every member pair per merge.
 */
function clusterTopics(list: Candidate[], threshold: number): Candidate[][] {
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
