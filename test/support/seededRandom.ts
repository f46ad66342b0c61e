import { mulberry32 } from "../../src-main/core/llm/models/seededNormal.ts";

/**
 * Deterministic pseudo-random numbers in [0, 1) from a seed: the same seed gives the same sequence
 * on every run, so generated papers, fuzzed files and scaled libraries repeat. The tiny model's
 * generator, seeded as given (the model scrambles its seed first, so the two never share a sequence).
 */
export function seededRandom(seed: number): () => number {
  return mulberry32(seed);
}
