import { describe, expect, it } from "vitest";
import { Bm25Similarity } from "../../../src-main/core/llm/embeddings/Bm25Similarity.ts";
import { lexicalTerms } from "../../../src-main/core/llm/embeddings/lexicalTerms.ts";

const documents = [
  "The perovskite film was annealed at 150 degrees to grow large grains.",
  "Solar cell efficiency reached 22.1% under standard illumination.",
  "We thank the funding agencies for their support.",
  "Perovskite perovskite perovskite grains grains, annealed films and perovskite solar cells.",
];

describe("BM25 similarity (the fallback when no embedding model is configured)", () => {
  const bm25 = new Bm25Similarity();

  it("splits text into lower-cased words and whole numbers, in any script", () => {
    expect(lexicalTerms("Perovskite FILMS, 22.1% at 1,000 K; Ångström δ-phase")).toEqual(["perovskite", "films", "22.1", "at", "1,000", "k", "ångström", "δ", "phase"]);
  });

  it("ranks documents sharing the query's rare words first and scores unrelated ones 0", async () => {
    const ranked = await bm25.rank("annealed perovskite grains", documents);
    expect(ranked.map((r) => r.index).slice(0, 2).sort()).toEqual([0, 3]);
    expect(ranked.find((r) => r.index === 2)!.score).toBe(0);
    expect(ranked.map((r) => r.score)).toEqual([...ranked.map((r) => r.score)].sort((a, b) => b - a));
    const efficiency = await bm25.rank("efficiency", documents);
    expect(efficiency[0]).toMatchObject({ index: 1 });
  });

  it("saturates repeated words and normalizes for length (k1, b)", async () => {
    const [repeated, once] = [documents[3]!, "perovskite grains in a short note"];
    const ranked = await bm25.rank("perovskite", [repeated, once]);
    // Four mentions score more than one, but far less than four times as much.
    expect(ranked[0]!.index).toBe(0);
    expect(ranked[0]!.score / ranked[1]!.score).toBeLessThan(2);
    const flat = await new Bm25Similarity({ k1: 1.2, b: 0 }).rank("perovskite", [repeated, once]);
    expect(flat[0]!.score).toBeGreaterThan(ranked[0]!.score);
  });

  it("gives cosine 1 for the same text, 0 for texts with no word in common, and unit vectors", async () => {
    expect(await bm25.similarity(documents[0]!, documents[0]!)).toBeCloseTo(1, 10);
    expect(await bm25.similarity("alpha beta", "gamma delta")).toBe(0);
    const between = await bm25.similarity(documents[0]!, documents[3]!);
    expect(between).toBeGreaterThan(0);
    expect(between).toBeLessThan(1);
    for (const vector of await bm25.embed(documents)) expect(Math.hypot(...vector)).toBeCloseTo(1, 10);
  });
});
