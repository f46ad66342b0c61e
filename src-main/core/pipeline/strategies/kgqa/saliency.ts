/** What the method scores an entity by within the paper. */
export interface EntityScores {
  tfIdf: number;
  pageRank: number;
}

export interface SaliencyInputs {
  head: EntityScores;
  tail: EntityScores;
  tripletTfIdf: number;
  /** Cosine of the triplet to the paper's metadata; a negative cosine counts as 0. */
  similarity: number;
}

export interface SaliencyScores {
  tfIdf: number;
  graphScore: number;
  similarity: number;
  saliency: number;
}

/**
 * Triplet saliency as Azarbonyad et al. define it: S_h = tf-idf(h)·PageRank(h), likewise S_t;
 * the graph part min(S_h, S_t) × tf-idf of the triplet (a triplet is as notable as its weaker
 * end); the semantic part its similarity to the metadata; saliency is their product. A negative
 * cosine would flip the order of everything it multiplies, so it is floored at 0.
 */
export function tripletSaliency(inputs: SaliencyInputs): SaliencyScores {
  const sh = inputs.head.tfIdf * inputs.head.pageRank;
  const st = inputs.tail.tfIdf * inputs.tail.pageRank;
  const graphScore = Math.min(sh, st) * inputs.tripletTfIdf;
  const similarity = Math.max(0, inputs.similarity);
  return { tfIdf: inputs.tripletTfIdf, graphScore, similarity, saliency: graphScore * similarity };
}
