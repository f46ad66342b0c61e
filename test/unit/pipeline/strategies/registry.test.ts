import { describe, expect, it } from "vitest";
import { getStrategy, strategies, UnknownStrategyError } from "../../../../src-main/core/pipeline/strategies/index.ts";

describe("the strategy registry", () => {
  it("holds sciqag, chemlit, retchem, scirgen, ccqg and kgqa, each under its own name with a versioned prompt", () => {
    expect(Object.keys(strategies).sort()).toEqual(["ccqg", "chemlit", "kgqa", "retchem", "sciqag", "scirgen"]);
    for (const [name, strategy] of Object.entries(strategies)) {
      expect(strategy.name).toBe(name);
      expect(strategy.promptVersion).toMatch(new RegExp(`^${name}@\\d+$`));
      expect(strategy.description.length).toBeGreaterThan(10);
      expect(getStrategy(name)).toBe(strategy);
    }
  });

  it("names the available strategies when asked for one it does not know", () => {
    for (const name of ["SciQAG", "toString", "constructor", ""]) {
      let error: unknown;
      try {
        getStrategy(name);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UnknownStrategyError);
      expect(error).toMatchObject({ name: "UnknownStrategyError", requested: name, available: ["ccqg", "chemlit", "kgqa", "retchem", "sciqag", "scirgen"] });
      expect((error as Error).message).toBe(`There is no strategy named "${name}". Available strategies: ccqg, chemlit, kgqa, retchem, sciqag, scirgen.`);
    }
  });

  it("fills every setting with the paper's default, takes overrides, and refuses unknown or out-of-range settings", () => {
    expect(getStrategy("sciqag").settingsSchema.parse({})).toEqual({ qaPerPaper: 10, keyphrases: 20, maxEvidence: 3, maxTokens: 3072, temperature: 0.6, tableQuestions: false });
    expect(getStrategy("sciqag").settingsSchema.parse({ qaPerPaper: 4, temperature: null })).toMatchObject({ qaPerPaper: 4, keyphrases: 20, temperature: null });
    expect(getStrategy("chemlit").settingsSchema.parse({})).toMatchObject({
      reasoningTypes: ["explanatory", "comparative", "conditional", "causal", "predictive", "procedural", "evaluative"],
      similarChunks: 4,
      difficulty: "inline",
      keepNegatives: true,
    });
    expect(getStrategy("retchem").settingsSchema.parse({})).toMatchObject({ hop: "single", factual: 6, reasoning: 7, trueFalse: 7, multiHopMinPlaces: 2, multiHopRetries: 1, temperature: 0 });
    expect(getStrategy("retchem").settingsSchema.parse({ hop: "multi" })).toMatchObject({ hop: "multi", factual: 6 });
    // CCQG: the paper's K=3, two per section, top 5, 40-100 words; thresholds follow the embedder unless set.
    expect(getStrategy("ccqg").settingsSchema.parse({})).toMatchObject({ pairedParagraphs: 3, questionsPerSection: 2, qaPerPaper: 5, answerMinWords: 40, answerMaxWords: 100, consistencySamples: 3, salienceThreshold: null });
    // Azarbonyad et al.: top m = 10 triplet groups, one or two questions each, K = 3 paragraphs, five QAs per paper, temperature 0.
    expect(getStrategy("kgqa").settingsSchema.parse({})).toMatchObject({ tripletGroups: 10, questionsPerGroup: 2, paragraphsPerGroup: 3, qasPerPaper: 5, temperature: 0 });
    expect(() => getStrategy("sciqag").settingsSchema.parse({ qaPerPaper: 0 })).toThrow();
    expect(() => getStrategy("sciqag").settingsSchema.parse({ qaPerpaper: 5 })).toThrow();
    expect(() => getStrategy("chemlit").settingsSchema.parse({ reasoningTypes: ["speculative"] })).toThrow();
    expect(() => getStrategy("retchem").settingsSchema.parse({ hop: "triple" })).toThrow();
  });
});
