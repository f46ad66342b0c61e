import { describe, expect, it } from "vitest";
import { normalizeEntity, normalizeRelation } from "../../../src-main/core/pipeline/strategies/kgqa/normalizeEntity.ts";
import { pageRank } from "../../../src-main/core/pipeline/strategies/kgqa/pageRank.ts";
import { assembleGraph, type ExtractedTriplet, groupTriplets, scoreGraph } from "../../../src-main/core/pipeline/strategies/kgqa/paperGraph.ts";
import { tripletSaliency } from "../../../src-main/core/pipeline/strategies/kgqa/saliency.ts";
import { documentFrequencies, inverseDocumentFrequency, tfIdf } from "../../../src-main/core/pipeline/strategies/kgqa/tfIdf.ts";

describe("PageRank", () => {
  it("matches the closed-form ranks of a small directed graph", () => {
    // A→B, A→C, B→C, C→A with damping 0.85: the solution of r = 0.05 + 0.85·M·r.
    const ranks = pageRank(["A", "B", "C"], [
      { from: "A", to: "B" },
      { from: "A", to: "C" },
      { from: "B", to: "C" },
      { from: "C", to: "A" },
    ]);
    expect(ranks.get("A")).toBeCloseTo(0.38779, 4);
    expect(ranks.get("B")).toBeCloseTo(0.21481, 4);
    expect(ranks.get("C")).toBeCloseTo(0.3974, 4);
  });

  it("ranks a star's centre highest, spreads dangling rank so ranks sum to 1, and weighs edges", () => {
    const star = pageRank(["hub", "a", "b", "c"], ["a", "b", "c"].flatMap((leaf) => [{ from: "hub", to: leaf }, { from: leaf, to: "hub" }]));
    expect(star.get("hub")!).toBeGreaterThan(star.get("a")!);
    expect(star.get("a")).toBeCloseTo(star.get("c")!, 10);
    const dangling = pageRank(["x", "y", "z"], [{ from: "x", to: "y" }]);
    expect([...dangling.values()].reduce((s, r) => s + r, 0)).toBeCloseTo(1, 10);
    const weighted = pageRank(["s", "heavy", "light"], [{ from: "s", to: "heavy", weight: 3 }, { from: "s", to: "light", weight: 1 }]);
    expect(weighted.get("heavy")!).toBeGreaterThan(weighted.get("light")!);
    expect(pageRank([], []).size).toBe(0);
  });
});

describe("tf-idf over the corpus of papers", () => {
  it("weighs a key by its count here and how few papers hold it", () => {
    const df = documentFrequencies([["zeolite", "water"], ["water"], ["water", "graphene"]], ["zeolite", "water", "water"]);
    expect(df.papers).toBe(4);
    expect(df.count("water")).toBe(4);
    expect(df.count("zeolite")).toBe(2);
    expect(df.count("unseen")).toBe(0);
    expect(inverseDocumentFrequency(4, 4)).toBeCloseTo(1, 10); // held by every paper: weight 1, never 0
    expect(tfIdf(2, df, "zeolite")).toBeCloseTo(2 * (Math.log(5 / 3) + 1), 10);
    expect(tfIdf(1, df, "zeolite")).toBeGreaterThan(tfIdf(1, df, "water"));
  });
});

describe("triplet saliency", () => {
  it("is min(tf-idf·PageRank of head, of tail) × triplet tf-idf × similarity", () => {
    const s = tripletSaliency({ head: { tfIdf: 2, pageRank: 0.5 }, tail: { tfIdf: 3, pageRank: 0.1 }, tripletTfIdf: 1.5, similarity: 0.8 });
    expect(s.graphScore).toBeCloseTo(Math.min(1, 0.3) * 1.5, 12);
    expect(s.saliency).toBeCloseTo(0.3 * 1.5 * 0.8, 12);
    // A negative cosine counts as unrelated, not as an inverted score.
    expect(tripletSaliency({ head: { tfIdf: 1, pageRank: 1 }, tail: { tfIdf: 1, pageRank: 1 }, tripletTfIdf: 1, similarity: -0.4 }).saliency).toBe(0);
  });
});

describe("entity normalisation", () => {
  it("counts one thing under one key however the model wrote it", () => {
    expect(normalizeEntity("The Zeolite Catalysts")).toBe("zeolite catalyst");
    expect(normalizeEntity("  zeolite   catalyst. ")).toBe("zeolite catalyst");
    expect(normalizeEntity("“metal–organic frameworks”")).toBe("metal–organic framework");
    expect(normalizeEntity("these batteries")).toBe("battery");
    expect(normalizeEntity("carbon dioxide")).toBe("carbon dioxide");
    for (const kept of ["gas", "analysis", "glass", "CO2"]) expect(normalizeEntity(kept)).toBe(kept.toLowerCase());
    expect(normalizeEntity("the")).toBe("");
    expect(normalizeRelation(" Is Used For. ")).toBe("is used for");
  });
});

const at = (passageId: number, start: number, text = "s") => ({ passageId, start, end: start + text.length, text });
const t = (head: string, relation: string, tail: string, passageId = 1, start = 0): ExtractedTriplet => ({ head, relation, tail, mention: at(passageId, start) });

describe("the paper's graph", () => {
  const extracted = [
    t("The zeolite", "adsorbs", "carbon dioxide", 1, 0),
    t("zeolites", "adsorbs", "Carbon dioxide", 2, 10), // same triplet, another sentence
    t("zeolite", "adsorbs", "carbon dioxide", 2, 10), // same sentence again: counted once
    t("zeolite", "is made from", "silica", 3, 0),
    t("water", "blocks", "zeolite pores", 3, 20),
    t("it", "is", "it", 4, 0), // head and tail the same: left out
  ];

  it("merges entities and triplets under their normalised keys, with every sentence they come from", () => {
    const graph = assembleGraph(extracted);
    expect([...graph.entities.keys()].sort()).toEqual(["carbon dioxide", "silica", "water", "zeolite", "zeolite pore"]);
    expect(graph.entities.get("zeolite")!.count).toBe(3);
    expect(graph.triplets.size).toBe(3);
    const adsorbs = [...graph.triplets.values()].find((x) => x.relation === "adsorbs")!;
    expect(adsorbs.count).toBe(2);
    expect(adsorbs.mentions.map((m) => m.passageId)).toEqual([1, 2]);
  });

  it("ranks triplets by the saliency formula and idf lowers what every other paper states", () => {
    const assembled = assembleGraph(extracted);
    const alone = scoreGraph(assembled, [], () => 1, "none");
    expect(alone.corpusPapers).toBe(1);
    expect(alone.triplets[0]!.relation).toBe("adsorbs"); // stated twice, between the best-connected entities
    for (const x of alone.triplets) expect(x.saliency).toBeCloseTo(x.graphScore * x.similarity, 12);
    const byKey = new Map(alone.entities.map((e) => [e.key, e]));
    const top = alone.triplets[0]!;
    const expected = Math.min(byKey.get(top.headKey)!.tfIdf * byKey.get(top.headKey)!.pageRank, byKey.get(top.tailKey)!.tfIdf * byKey.get(top.tailKey)!.pageRank) * top.tfIdf;
    expect(top.graphScore).toBeCloseTo(expected, 12);
    expect(top.head).toBe("zeolite"); // the label is how the paper most often wrote it

    // Every other paper says zeolites adsorb CO2: that triplet is no longer what makes this paper stand out.
    const common = { entityKeys: ["zeolite", "carbon dioxide"], tripletKeys: [top.key] };
    const inCorpus = scoreGraph(assembled, [common, common, common], () => 1, "none");
    const idf = (x: { tfIdf: number; count: number }) => x.tfIdf / x.count;
    const common2 = inCorpus.triplets.find((x) => x.key === top.key)!;
    for (const other of inCorpus.triplets.filter((x) => x.key !== top.key)) expect(idf(common2)).toBeLessThan(idf(other));
    // Similarity to the metadata reorders: a triplet unrelated to the abstract drops to the bottom.
    const semantic = scoreGraph(assembled, [], (key) => (key === top.key ? 0 : 1), "word-vectors");
    expect(semantic.triplets.at(-1)!.key).toBe(top.key);
  });

  it("groups consecutive triplets with the same head and tail and keeps the first m groups", () => {
    const ranked = scoreGraph(assembleGraph([t("alpha", "r1", "beta"), t("alpha", "r2", "beta", 1, 5), t("gamma", "r", "delta", 2)]), [], () => 1, "none").triplets;
    const pairs = (gs: ReturnType<typeof groupTriplets>) => gs.map((g) => g.map((x) => `${x.headKey}-${x.tailKey}`));
    const groups = groupTriplets(ranked, 10);
    for (const g of groups) expect(new Set(g.map((x) => `${x.headKey}-${x.tailKey}`)).size).toBe(1);
    expect(groups.flat()).toHaveLength(3);
    expect(pairs(groupTriplets(ranked, 1))).toHaveLength(1);
  });
});
