import { describe, expect, it } from "vitest";
import { advancedOptionFields, buildRunRequest, runOptionFields } from "../../../src-renderer/src/features/runs/runOptions.ts";
import { GenerateRequestSchema } from "../../../src-main/contract/pipeline.ts";
import { defaultValues, fieldsFromSchema } from "../../../src-renderer/src/features/runs/settingsFields.ts";

describe("run request", () => {
  const strategyFields = fieldsFromSchema({ properties: { qaPerPaper: { type: "integer", minimum: 1, maximum: 30, default: 10 } } });
  const runFields = runOptionFields(4);
  const advancedFields = advancedOptionFields();
  const base = {
    strategy: "sciqag",
    modelId: 3,
    paperIds: null,
    strategyFields,
    strategyValues: defaultValues(strategyFields),
    runFields,
    runValues: defaultValues(runFields),
    advancedFields,
    advancedValues: defaultValues(advancedFields),
  };

  it("sends only the model, the strategy and the lanes when nothing was changed", () => {
    expect(buildRunRequest(base)).toEqual({ strategy: "sciqag", model: "3", lanes: 4 });
  });

  it("sends the judge and embedding models only when picked", () => {
    expect(buildRunRequest({ ...base, judgeModelId: 7, embedderModelId: null })).toEqual({ strategy: "sciqag", model: "3", judgeModel: "7", lanes: 4 });
    expect(buildRunRequest({ ...base, judgeModelId: null, embedderModelId: 8 })).toEqual({ strategy: "sciqag", model: "3", embedderModel: "8", lanes: 4 });
  });

  it("sends a changed perplexity-shift pass mark under its one name, which the run request accepts", () => {
    const request = buildRunRequest({ ...base, advancedValues: { ...base.advancedValues, perplexityShiftThreshold: 0.5 } });
    expect(request).toEqual({ strategy: "sciqag", model: "3", lanes: 4, perplexityShiftThreshold: 0.5 });
    expect(GenerateRequestSchema.parse(request)).toEqual(request);
  });

  it("has one temperature: the strategy's setting, none among the run-wide options", () => {
    expect([...runFields, ...advancedFields].map((f) => f.label)).toEqual(["Lanes", "Seed", "Context size", "Attempts per item", "Perplexity-shift pass mark"]);
  });

  it("sends the papers chosen and every changed setting", () => {
    const request = buildRunRequest({
      ...base,
      paperIds: [5, 6],
      strategyValues: { qaPerPaper: 12 },
      runValues: { lanes: 2, seed: 5 },
      advancedValues: { perplexityShiftThreshold: 0, maxAttempts: 5, contextSize: 4096 },
      filters: ["context-dependence", "dseper"],
    });
    expect(request).toEqual({
      strategy: "sciqag",
      model: "3",
      paperIds: [5, 6],
      settings: { qaPerPaper: 12 },
      lanes: 2,
      seed: 5,
      filters: ["context-dependence", "dseper"],
      maxAttempts: 5,
      contextSize: 4096,
    });
  });
});
