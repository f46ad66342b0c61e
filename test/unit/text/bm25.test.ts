import { describe, expect, it } from "vitest";
import { bm25Index } from "../../../src-main/core/text/bm25Index.ts";
import { lexicalTerms } from "../../../src-main/core/text/lexicalTerms.ts";

const documents = [
  "The perovskite film was annealed at 150 degrees to grow large grains.",
  "Solar cell efficiency reached 22.1% under standard illumination.",
  "We thank the funding agencies for their support.",
  "Perovskite perovskite perovskite grains grains, annealed films and perovskite solar cells.",
];

/** Documents by score for the query, best first, as chunk ranking uses them. */
function rank(query: string, texts: readonly string[], options: { k1?: number; b?: number } = {}) {
  return bm25Index(texts, options)
    .score(query)
    .map((score, index) => ({ index, score }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
}

describe("BM25 ranking of a paper's chunks", () => {
  it("splits text into lower-cased words and whole numbers, in any script", () => {
    expect(lexicalTerms("Perovskite FILMS, 22.1% at 1,000 K; Ångström δ-phase")).toEqual(["perovskite", "films", "22.1", "at", "1,000", "k", "ångström", "δ", "phase"]);
  });

  it("ranks documents sharing the query's rare words first and scores unrelated ones 0", () => {
    const ranked = rank("annealed perovskite grains", documents);
    expect(ranked.map((r) => r.index).slice(0, 2).sort()).toEqual([0, 3]);
    expect(ranked.find((r) => r.index === 2)!.score).toBe(0);
    expect(ranked.map((r) => r.score)).toEqual([...ranked.map((r) => r.score)].sort((a, b) => b - a));
    const efficiency = rank("efficiency", documents);
    expect(efficiency[0]).toMatchObject({ index: 1 });
  });

  it("saturates repeated words and normalizes for length (k1, b)", () => {
    const [repeated, once] = [documents[3]!, "perovskite grains in a short note"];
    const ranked = rank("perovskite", [repeated, once]);
    // Four mentions score more than one, but far less than four times as much.
    expect(ranked[0]!.index).toBe(0);
    expect(ranked[0]!.score / ranked[1]!.score).toBeLessThan(2);
    const flat = rank("perovskite", [repeated, once], { k1: 1.2, b: 0 });
    expect(flat[0]!.score).toBeGreaterThan(ranked[0]!.score);
  });
});
