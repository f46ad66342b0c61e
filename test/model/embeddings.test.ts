import { describe, expect, it } from "vitest";
import { createTextEmbedder } from "../../src-main/core/llm/embeddings/createTextEmbedder.ts";
import type { ModelEmbedder } from "../../src-main/core/llm/embeddings/ModelEmbedder.ts";
import { cosine } from "../../src-main/core/llm/embeddings/TextEmbedder.ts";
import { LlamaBackend } from "../../src-main/core/llm/host/LlamaBackend.ts";
import { ModelHost } from "../../src-main/core/llm/host/ModelHost.ts";
import { nearDuplicates } from "../../src-main/core/pipeline/filters/nearDuplicates.ts";
import { exactNearDuplicates } from "../support/exactNearDuplicates.ts";
import { generateQas } from "../support/generatedQas.ts";
import { duplicateThresholds } from "../../src-main/core/pipeline/filters/duplicateThresholds.ts";
import { TINY_RANDOM_BERT, sharedModelAvailable, useRuntime } from "../support/llmFixtures.ts";
import { PARAPHRASES } from "../support/paraphrasePairs.ts";

const runtime = useRuntime();
const host = () => new ModelHost({ backend: async () => new LlamaBackend(runtime()) });

// tiny-random-bert has random weights: it proves the GGUF path (lease, embed, filter, give back),
// not that its similarities mean anything; no trained embedding model is available on this machine.
describe.skipIf(!sharedModelAvailable(TINY_RANDOM_BERT))("embeddings from a configured model (../shared/models/tiny-random-bert.gguf; skipped when absent)", () => {
  it("embeds into unit vectors of the model's dimension on an embedding lease, given back on dispose", async () => {
    const models = host();
    const embedder = await createTextEmbedder(models, { embeddingModel: TINY_RANDOM_BERT });
    try {
      expect(embedder.kind).toBe("embedding-model");
      expect((embedder as ModelEmbedder).dimension).toBe(32);
      const texts = ["Perovskite solar cells degrade under humidity.", "The film was annealed at 150 degrees."];
      const vectors = await embedder.embed(texts);
      expect(vectors.map((v) => v.length)).toEqual([32, 32]);
      for (const vector of vectors) expect(Math.hypot(...vector)).toBeCloseTo(1, 6);
      expect(await embedder.embed([texts[0]!])).toEqual([vectors[0]]);
      expect(cosine(vectors[0]!, vectors[0]!)).toBeCloseTo(1, 6);
      expect(models.loaded()).toMatchObject([{ file: TINY_RANDOM_BERT, roles: ["embedding"], holders: [{ kind: "similarity" }] }]);
    } finally {
      await embedder.dispose();
    }
    expect(models.loaded()).toEqual([]);
  });

  it("runs the near-duplicate filter on the model's vectors: a copied question fails, with the model's threshold", async () => {
    const models = host();
    const embedder = await createTextEmbedder(models, { embeddingModel: TINY_RANDOM_BERT });
    try {
      const [a, b] = PARAPHRASES[0]!;
      const verdicts = await nearDuplicates(embedder, [
        { id: 1, question: a },
        { id: 2, question: b },
        { id: 3, question: a },
      ]);
      expect(verdicts.get(1)!.verdict).toBe("pass");
      expect(verdicts.get(3)).toMatchObject({ verdict: "fail", reason: expect.stringContaining(`"${a}"`) });
      expect(verdicts.get(3)!.value).toBeCloseTo(1, 6);
      // The thresholds are this model's own, measured on the bundled published pairs (random
      // weights make them meaningless here; the code path is what this checks).
      const thresholds = await duplicateThresholds(embedder);
      expect(thresholds.calibratedOn).toMatch(/^this embedding model on \d+ pairs/);
      for (const t of [thresholds.question, thresholds.qa]) expect(t > 0 && t <= 1).toBe(true);
    } finally {
      await embedder.dispose();
    }
  });

  it("finds past its first 500 QAs the same repeats through the index as comparing every pair on the model's vectors", async () => {
    const models = host();
    const embedder = await createTextEmbedder(models, { embeddingModel: TINY_RANDOM_BERT });
    try {
      const qas = generateQas(800, 4).map((r, i) => ({ id: i, question: r.question, answer: r.answer }));
      const thresholds = await duplicateThresholds(embedder);
      const [indexed, everyPair] = [await nearDuplicates(embedder, qas, { thresholds }), await exactNearDuplicates(embedder, qas, { thresholds })];
      let fails = 0;
      for (const qa of qas) {
        expect(indexed.get(qa.id)!.verdict, qa.question).toBe(everyPair.get(qa.id)!.verdict);
        if (everyPair.get(qa.id)!.verdict === "pass") continue;
        fails++;
        expect(indexed.get(qa.id)!.reason).toBe(everyPair.get(qa.id)!.reason);
      }
      // Planted copies at least; the model's random weights decide the rest.
      expect(fails).toBeGreaterThan(10);
    } finally {
      await embedder.dispose();
    }
  });

  it("embeds a text longer than the model's context by its first part instead of refusing it", async () => {
    const models = host();
    // A context of 64 tokens stands in for a BERT-class model's 512 against a long paragraph.
    const embedder = await createTextEmbedder(models, { embeddingModel: TINY_RANDOM_BERT, contextSize: 64 });
    try {
      const start = "Perovskite films kept their efficiency after weeks in humid air.";
      const long = `${start} ${"The layered structure keeps water away from the grains. ".repeat(40)}`;
      const [vector] = await embedder.embed([long]);
      expect(vector).toHaveLength(32);
      expect(Math.hypot(...vector!)).toBeCloseTo(1, 6);
      // Only the first part counts: a longer tail changes nothing.
      expect(await embedder.embed([`${long} ${"Unrelated words about funding. ".repeat(40)}`])).toEqual([vector]);
    } finally {
      await embedder.dispose();
    }
  });
});

describe("without an embedding model", () => {
  it("falls back to word vectors behind the same interface, loading no model", async () => {
    const models = host();
    const embedder = await createTextEmbedder(models, {});
    expect(embedder.kind).toBe("word-vectors");
    const [v] = await embedder.embed(["The catalyst was calcined at 500 °C."]);
    expect(v).toHaveLength(100);
    expect(Math.hypot(...v!)).toBeCloseTo(1, 6);
    expect(models.loaded()).toEqual([]);
  });
});
