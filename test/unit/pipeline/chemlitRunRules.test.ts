// ChemLit-QA's two rules that need no model: which entity bridges two chunks for a multi-hop QA,
// and the relative filter that fails a QA below the run's mean − 0.5 sd.
import { describe, expect, it } from "vitest";
import { belowMeanRule, failsBelowMean } from "../../../src-main/core/pipeline/filters/belowMean.ts";
import { RUN_FILTERS, runFiltersFor } from "../../../src-main/core/pipeline/filters/runFilters.ts";
import { entityMentions, findBridges } from "../../../src-main/core/pipeline/strategies/chemlit/bridgeEntities.ts";

describe("the bridge-entity finder", () => {
  it("finds formulas, acronyms and names mid-sentence, not capitalised sentence openers or figure words", () => {
    const found = entityMentions("Thin films of yttria-stabilised zirconia (YSZ) were grown on MgO by Smith. The TiO2 layer, seen by XRD, was Fe(III)-doped. Figure 2 shows it. Raman spectra agree.");
    expect([...found.values()].sort()).toEqual(["Fe(III)-doped", "MgO", "Smith", "TiO2", "XRD", "YSZ"]);
  });

  it("bridges two chunks through a name both mention, rarest names first, each pair and name once", () => {
    const chunks = [
      "YSZ films were grown on MgO substrates. The films were dense.", // 0
      "The conductivity of the YSZ films rose with temperature. It was measured by impedance.", // 1
      "Nothing in this chunk names anything. It only talks in general.", // 2
      "The MgO substrate was annealed first. Then YSZ was deposited on it.", // 3
      "Samples on Al2O3 behaved differently. The Al2O3 samples cracked.", // 4
      "Like the Al2O3 case, the interface limited transport.", // 5
    ];
    const bridges = findBridges(chunks, 5);
    // MgO and Al2O3 are in two chunks each (rarer than YSZ, in three); at equal rarity the pair
    // further apart comes first. YSZ's furthest pair (0, 3) is MgO's, so it joins 1 and 3.
    expect(bridges).toEqual([
      { entity: "MgO", chunks: [0, 3] },
      { entity: "Al2O3", chunks: [4, 5] },
      { entity: "YSZ", chunks: [1, 3] },
    ]);
    expect(findBridges(chunks, 1)).toEqual([{ entity: "MgO", chunks: [0, 3] }]);
    expect(findBridges(chunks, 0)).toEqual([]);
    // A name in every chunk bridges nothing in particular.
    expect(findBridges(["YSZ one. More text.", "YSZ two. More text."], 3)).toEqual([]);
    expect(findBridges(["Only one chunk with YSZ."], 3)).toEqual([]);
  });
});

describe("the mean − 0.5 sd rule", () => {
  it("fails exactly the scores below the set's mean minus half its standard deviation", () => {
    const scores = [1, 1, 1, 0.5, 0];
    const rule = belowMeanRule(scores)!;
    // mean 0.7, population sd 0.4, bar 0.5
    expect(rule.mean).toBeCloseTo(0.7);
    expect(rule.sd).toBeCloseTo(0.4);
    expect(rule.bar).toBeCloseTo(0.5);
    expect(rule.n).toBe(5);
    expect(scores.map((s) => failsBelowMean(s, rule))).toEqual([false, false, false, false, true]);
  });

  it("fails nothing when every score is the same, and has no bar for an empty set", () => {
    const rule = belowMeanRule([0.8, 0.8, 0.8])!;
    expect(rule.bar).toBeCloseTo(0.8);
    expect([0.8, 0.8, 0.8].some((s) => failsBelowMean(s, rule))).toBe(false);
    expect(belowMeanRule([])).toBeNull();
  });

  it("is ChemLit-QA's run-level filter, on the judge, for that strategy only", () => {
    expect(runFiltersFor("chemlit").map((f) => f.metrics)).toEqual([["faithfulness", "answer-relevancy"]]);
    expect(runFiltersFor("sciqag")).toEqual([]);
    for (const filter of RUN_FILTERS) expect(filter.needs).toContain("judge");
  });
});
