import type { TextEmbedder } from "../../../llm/embeddings/TextEmbedder.ts";
import { cosine } from "../../../llm/embeddings/TextEmbedder.ts";
import { isBackMatter } from "../shared/backMatter.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { wordCount } from "../../../text/wordCount.ts";

/**
 * Similarity a paragraph needs to the paper's title + abstract + keywords to be salient, per kind
 * of embedder.
 *
 * Embedding model, 0.7: the paper's threshold (with a sentence-transformer).
 *
 * Word vectors, 0.9: a SIF-weighted mean of GloVe vectors over a whole paragraph lands close to
 * the paper's own mean, so cosines run high. On four fixture papers (perovskite, phase-field,
 * archaea, software-engineering survey) the body paragraphs of 30 words or more scored a median of
 * 0.80 to 0.90 against the proxy, and 0.7 kept 82 to 98% of them: no selection at all. 0.9 keeps
 * the top 17 to 50% (5 of 29, 10 of 25, 11 of 22, 49 of 105), a selection of the size the paper's
 * 0.7 makes with sentence embeddings.
 */
export const SALIENCE_THRESHOLDS: Record<TextEmbedder["kind"], number> = { "embedding-model": 0.7, "word-vectors": 0.9 };

/**
 * The text salient paragraphs are compared with: the paper's title, abstract and keywords, as
 * the paper builds its "target proxy". Empty when the paper has none of them.
 */
export function proxyText(paper: Pick<PaperForGeneration, "title" | "abstract" | "keywords">): string {
  return [paper.title ?? "", paper.abstract ?? "", paper.keywords.join("; ")]
    .map((t) => t.trim())
    .filter(Boolean)
    .join("\n");
}


/** The body paragraphs that may be salient: not back matter, and at least `minWords` long. */
export function candidateParagraphs(paper: PaperForGeneration, minWords: number): PaperForGeneration["passages"] {
  const headingOf = new Map(paper.sections.map((s) => [s.id, s.heading]));
  return paper.passages.filter((p) => (p.sectionId === null || !isBackMatter(headingOf.get(p.sectionId) ?? "")) && wordCount(p.text) >= minWords);
}

export interface ScoredParagraph {
  passageId: number;
  /** Cosine to the proxy. */
  salience: number;
}

export interface SalientSelection {
  /** Salient paragraphs, most similar first. */
  salient: ScoredParagraph[];
  /** Every other candidate, in reading order (the supplementary ranking's P_rest). */
  rest: ScoredParagraph[];
  /** True when no paragraph reached the threshold and the most similar ones were taken instead. */
  belowThreshold: boolean;
}

/**
 * The paper's salient-paragraph step on computed similarities: paragraphs at or above
 * `threshold`, most similar first, at most `max`. When none reaches the threshold (a paper with no
 * abstract, or one about something its title does not name), the `fallback` most similar are
 * taken so the paper still gets questions, and the selection says so.
 */
export function selectSalient(scored: readonly ScoredParagraph[], threshold: number, max: number, fallback: number): SalientSelection {
  const ranked = [...scored].sort((a, b) => b.salience - a.salience);
  let salient = ranked.filter((p) => p.salience >= threshold).slice(0, max);
  const belowThreshold = salient.length === 0 && ranked.length > 0;
  if (belowThreshold) salient = ranked.slice(0, Math.min(max, fallback));
  const chosen = new Set(salient.map((p) => p.passageId));
  return { salient, rest: scored.filter((p) => !chosen.has(p.passageId)), belowThreshold };
}

/** Every candidate paragraph's cosine to the proxy, in reading order. */
export async function scoreParagraphs(embedder: TextEmbedder, paper: PaperForGeneration, candidates: PaperForGeneration["passages"], signal?: AbortSignal): Promise<ScoredParagraph[]> {
  const proxy = proxyText(paper);
  if (!proxy || candidates.length === 0) return candidates.map((p) => ({ passageId: p.id, salience: 0 }));
  const [proxyVector, ...vectors] = await embedder.embed([proxy, ...candidates.map((p) => p.text)], signal);
  return candidates.map((p, i) => ({ passageId: p.id, salience: cosine(proxyVector!, vectors[i]!) }));
}
