import { describe, expect, it } from "vitest";
import { StrategyInfoSchema } from "../../../src-main/contract/strategyInfo.ts";
import { describeStrategies } from "../../../src-main/core/pipeline/describeStrategies.ts";
import { strategies } from "../../../src-main/core/pipeline/strategies/index.ts";

interface FieldSchema {
  default?: unknown;
  title?: string;
  description?: string;
}

describe("the strategies as the run form sees them", () => {
  const infos = describeStrategies();

  it("lists every registered strategy with its published name, a summary and its prompt version", () => {
    expect(infos.map((s) => s.name).sort()).toEqual(Object.keys(strategies).sort());
    expect(Object.fromEntries(infos.map((s) => [s.name, s.label]))).toEqual({ sciqag: "SciQAG", chemlit: "ChemLit-QA", retchem: "RetChemQA", scirgen: "ScIRGen", ccqg: "CCQG (Elsevier)", kgqa: "Knowledge-graph QA" });
    for (const info of infos) {
      expect(StrategyInfoSchema.parse(info)).toEqual(info);
      expect(info.promptVersion).toBe(strategies[info.name]!.promptVersion);
      // One sentence: ends with a full stop and has no other sentence end inside.
      expect(info.summary).toMatch(/^[A-Z][^]*\.$/);
      expect(info.summary.slice(0, -1)).not.toMatch(/[.!?] [A-Z]/);
    }
  });

  it("says under CCQG's card where it departs from the paper", () => {
    const ccqg = infos.find((s) => s.name === "ccqg")!;
    expect(ccqg.summary).toMatch(/two per section/);
    expect(ccqg.differences).toMatch(/^Similarity comes from .*word vectors.*NLI/);
    // The run form prefixes "Differs from the paper:", so no text may say it again.
    for (const info of infos) expect(info.differences ?? "", info.name).not.toMatch(/^differ/i);
  });

  it("tells on every method's card how it departs from its paper", () => {
    expect(infos.map((i) => i.name).sort()).toEqual(["ccqg", "chemlit", "kgqa", "retchem", "sciqag", "scirgen"]);
    for (const info of infos) expect((info.differences ?? "").length, info.name).toBeGreaterThan(100);
    expect(infos.find((s) => s.name === "sciqag")!.differences).toMatch(/fine-tuned Vicuna.*groups of sections/s);
  });

  it("lists under ChemLit-QA's card each way it departs from the paper", () => {
    const chemlit = infos.find((s) => s.name === "chemlit")!;
    expect(chemlit.promptVersion).toBe("chemlit@3");
    // Grammar-bound output and cited ids, the prefilter, difficulty, similarity, negatives, multi-hop and the judge filter.
    for (const topic of [/cited by their numbers in the prompt/, /skipped before any model call/, /Difficulty is rated/, /BM25/, /Negatives are built automatically/, /Multi-hop QAs/, /mean − 0\.5 sd/, /semantic-entropy/]) {
      expect(chemlit.differences).toMatch(topic);
    }
  });

  it("gives every setting a default, a title and a description, and nothing is required", () => {
    for (const info of infos) {
      const properties = info.settings.properties as Record<string, FieldSchema>;
      expect(Object.keys(properties).length, info.name).toBeGreaterThan(0);
      expect(info.settings.required ?? [], info.name).toEqual([]);
      for (const [key, field] of Object.entries(properties)) {
        expect(field, `${info.name}.${key}`).toHaveProperty("default");
        expect(field.title, `${info.name}.${key}`).toMatch(/\w/);
        expect(field.description, `${info.name}.${key}`).toMatch(/\w/);
      }
    }
  });

  it("builds settings from the schema's defaults that the strategy accepts as its own defaults", () => {
    for (const info of infos) {
      const properties = info.settings.properties as Record<string, FieldSchema>;
      const fromDefaults = Object.fromEntries(Object.entries(properties).map(([key, field]) => [key, field.default]));
      const schema = strategies[info.name]!.settingsSchema;
      expect(schema.parse(fromDefaults), info.name).toEqual(fromDefaults);
      expect(schema.parse({}), info.name).toEqual(fromDefaults);
    }
  });
});
