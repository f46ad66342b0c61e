import { describe, expect, it } from "vitest";
import { loadRunChoices, saveRunChoices, type RunChoiceDefaults } from "../../../src-renderer/src/features/runs/rememberedRunChoices.ts";

const memory = () => {
  const store = new Map<string, string>();
  return { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), store };
};
const stamp = (id: number) => ({ id, addedAt: `2026-01-0${id}T10:00:00.000Z` });
const models = [stamp(1), stamp(2)];
const embedders = [stamp(5)];
const registered = [...models, ...embedders];
const defaults: RunChoiceDefaults = { strategies: ["sciqag", "kgqa", "retchem"], models, embedders, defaultStrategy: "sciqag", defaultModelId: 1, askedStrategy: null };

describe("the run form's remembered choices", () => {
  it("start from the settings' defaults, then from the last choices", () => {
    const storage = memory();
    expect(loadRunChoices(defaults, storage)).toMatchObject({ strategy: "sciqag", modelId: 1, judgeModelId: null, embedderModelId: null, runDrafts: null });
    saveRunChoices({ strategy: "retchem", modelId: 2, judgeModelId: 1, embedderModelId: 5, strategyDrafts: { retchem: { hop: "multi" } }, runDrafts: { seed: "42" }, advancedDrafts: null }, registered, storage);
    expect(loadRunChoices(defaults, storage)).toEqual({ strategy: "retchem", modelId: 2, judgeModelId: 1, embedderModelId: 5, strategyDrafts: { retchem: { hop: "multi" } }, runDrafts: { seed: "42" }, advancedDrafts: null });
  });

  it("let the link's method win, and fall back when a method or model is gone or the memory is damaged", () => {
    const storage = memory();
    saveRunChoices({ strategy: "retchem", modelId: 2, judgeModelId: 2, embedderModelId: 5, strategyDrafts: { gone: { x: "1" } }, runDrafts: null, advancedDrafts: null }, registered, storage);
    expect(loadRunChoices({ ...defaults, askedStrategy: "kgqa" }, storage).strategy).toBe("kgqa");
    const shrunk = loadRunChoices({ ...defaults, strategies: ["sciqag"], models: [stamp(1)], embedders: [] }, storage);
    expect(shrunk).toMatchObject({ strategy: "sciqag", modelId: 1, judgeModelId: null, embedderModelId: null, strategyDrafts: {} });
    storage.setItem([...storage.store.keys()][0]!, "{not json");
    expect(loadRunChoices(defaults, storage).strategy).toBe("sciqag");
  });

  it("do not come back on a model added since under a chosen model's id", () => {
    const storage = memory();
    saveRunChoices({ strategy: "sciqag", modelId: 2, judgeModelId: 2, embedderModelId: 5, strategyDrafts: {}, runDrafts: null, advancedDrafts: null }, registered, storage);
    // Models 2 and 5 removed; the next two models added get their ids back.
    const later = { id: 2, addedAt: "2026-02-01T10:00:00.000Z" };
    const laterEmbedder = { id: 5, addedAt: "2026-02-01T10:00:01.000Z" };
    const choices = loadRunChoices({ ...defaults, models: [stamp(1), later], embedders: [laterEmbedder] }, storage);
    expect(choices).toMatchObject({ modelId: 1, judgeModelId: null, embedderModelId: null });
    // A memory written before the stamps were kept cannot tell the models apart: the settings' default wins.
    storage.setItem("distillate.runForm.choices", JSON.stringify({ strategy: "sciqag", modelId: 2, judgeModelId: 2 }));
    expect(loadRunChoices(defaults, storage)).toMatchObject({ modelId: 1, judgeModelId: null });
  });

  it("bring back a pass mark typed under the field's old name under its name of today", () => {
    const storage = memory();
    storage.setItem("distillate.runForm.choices", JSON.stringify({ strategy: "sciqag", modelId: 1, advancedDrafts: { maxAttempts: "4", dsePerThreshold: "0.5" } }));
    expect(loadRunChoices(defaults, storage).advancedDrafts).toEqual({ maxAttempts: "4", perplexityShiftThreshold: "0.5" });
  });
});
