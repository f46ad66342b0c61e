import { describe, expect, it } from "vitest";
import { createSimilarity } from "../../src-main/core/llm/embeddings/createSimilarity.ts";
import type { EmbeddingSimilarity } from "../../src-main/core/llm/embeddings/EmbeddingSimilarity.ts";
import { LlamaBackend } from "../../src-main/core/llm/host/LlamaBackend.ts";
import { ModelHost } from "../../src-main/core/llm/host/ModelHost.ts";
import { TINY_RANDOM_BERT, sharedModelAvailable, useRuntime } from "../support/llmFixtures.ts";

const runtime = useRuntime();
const host = () => new ModelHost({ backend: async () => new LlamaBackend(runtime()) });

describe.skipIf(!sharedModelAvailable(TINY_RANDOM_BERT))("embeddings from a configured model (tiny-random-bert)", () => {
  it("embeds into unit vectors of the model's dimension, with cosine(a, a) = 1", async () => {
    const models = host();
    const similarity = await createSimilarity(models, { embeddingModel: TINY_RANDOM_BERT });
    try {
      expect(similarity.kind).toBe("embedding");
      expect((similarity as EmbeddingSimilarity).dimension).toBe(32);
      const texts = ["Perovskite solar cells degrade under humidity.", "The film was annealed at 150 degrees."];
      const vectors = await similarity.embed(texts);
      expect(vectors.map((v) => v.length)).toEqual([32, 32]);
      for (const vector of vectors) expect(Math.hypot(...vector)).toBeCloseTo(1, 6);
      expect(await similarity.similarity(texts[0]!, texts[0]!)).toBeCloseTo(1, 6);
      expect(await similarity.embed([texts[0]!])).toEqual([vectors[0]]);
      const ranked = await similarity.rank(texts[0]!, [texts[1]!, texts[0]!]);
      expect(ranked.map((r) => r.index)).toEqual([1, 0]);
      expect(ranked[0]!.score).toBeCloseTo(1, 6);
      expect(models.loaded()).toMatchObject([{ file: TINY_RANDOM_BERT, roles: ["embedding"], holders: [{ kind: "similarity" }] }]);
    } finally {
      await similarity.dispose();
    }
    expect(models.loaded()).toEqual([]);
  });
});

describe("without an embedding model", () => {
  it("falls back to BM25 behind the same interface", async () => {
    const similarity = await createSimilarity(host(), {});
    expect(similarity.kind).toBe("bm25");
    expect(await similarity.similarity("same words here", "same words here")).toBeCloseTo(1, 10);
  });
});
