import { describe, expect, it } from "vitest";
import { defaultJudgeThresholds } from "../../../src-main/contract/judge.ts";
import type { AppSettings } from "../../../src-main/contract/settings.ts";
import { AppSettingsPatchSchema } from "../../../src-main/contract/settings.ts";
import { changedFields, draftFromSettings, mergeIncoming, patchForField, type SettingsField } from "../../../src-renderer/src/features/settings/settingsForm.ts";

const defaults: AppSettings = { runtime: {}, defaultModelId: null, defaultStrategy: "sciqag", lanes: 2, reviewer: "me", judgeThresholds: defaultJudgeThresholds(), theme: "system", ocr: { enabled: true, languages: ["eng"], threads: null, engine: "automatic", model: "distillate" } };

describe("settings form", () => {
  it("shows automatic runtime choices as such", () => {
    expect(draftFromSettings(defaults)).toEqual({
      backend: "auto",
      fallbackToCpu: true,
      threads: "",
      gpuLayers: "auto",
      contextSize: "auto",
      batchSize: "",
      defaultModelId: "",
      defaultStrategy: "sciqag",
      lanes: "2",
      reviewer: "me",
      theme: "system",
      ocrEnabled: true,
      ocrLanguages: "eng",
      ocrThreads: "",
      ocrEngine: "automatic",
      ocrModel: "distillate",
      "judge-relevance": "2",
      "judge-agnosticism": "2",
      "judge-completeness": "2",
      "judge-accuracy": "2",
      "judge-reasonableness": "2",
    });
  });

  it("stores a judge minimum with the other four as they are, since the setting is kept whole", () => {
    const stored = { ...defaults, judgeThresholds: { ...defaultJudgeThresholds(), completeness: 1 } };
    const draft = { ...draftFromSettings(stored), "judge-accuracy": "3" };
    const result = patchForField("judge-accuracy", draft);
    expect(result).toEqual({ patch: { judgeThresholds: { relevance: 2, agnosticism: 2, completeness: 1, accuracy: 3, reasonableness: 2 } } });
    expect(AppSettingsPatchSchema.safeParse((result as { patch: unknown }).patch).success).toBe(true);
    expect(patchForField("judge-accuracy", { ...draft, "judge-accuracy": "4" })).toEqual({ error: "A minimum is 1, 2 or 3." });
  });

  it("turns each field into a one-field patch the contract accepts", () => {
    const draft = { ...draftFromSettings(defaults), threads: "6", gpuLayers: "20", contextSize: "auto", lanes: "4", reviewer: "  Ada ", defaultModelId: "3" };
    const expected: Partial<Record<SettingsField, unknown>> = {
      threads: { runtime: { threads: 6 } },
      gpuLayers: { runtime: { gpuLayers: 20 } },
      contextSize: { runtime: { contextSize: "auto" } },
      lanes: { lanes: 4 },
      reviewer: { reviewer: "Ada" },
      defaultModelId: { defaultModelId: 3 },
      theme: { theme: "system" },
    };
    for (const [field, patch] of Object.entries(expected)) {
      const result = patchForField(field as SettingsField, draft);
      expect(result).toEqual({ patch });
      expect(AppSettingsPatchSchema.safeParse((result as { patch: unknown }).patch).success).toBe(true);
    }
    expect(patchForField("defaultModelId", { ...draft, defaultModelId: "" })).toEqual({ patch: { defaultModelId: null } });
  });

  it("stores the OCR settings whole, with at least one language and a thread count or automatic", () => {
    const draft = { ...draftFromSettings(defaults), ocrEnabled: false, ocrLanguages: "eng+deu", ocrThreads: "3", ocrEngine: "builtin" as const };
    for (const field of ["ocrEnabled", "ocrLanguages", "ocrThreads", "ocrEngine", "ocrModel"] as const) {
      const result = patchForField(field, draft);
      expect(result).toEqual({ patch: { ocr: { enabled: false, languages: ["eng", "deu"], threads: 3, engine: "builtin", model: "distillate" } } });
      expect(AppSettingsPatchSchema.safeParse((result as { patch: unknown }).patch).success).toBe(true);
    }
    expect(patchForField("ocrThreads", { ...draft, ocrThreads: "" })).toEqual({ patch: { ocr: { enabled: false, languages: ["eng", "deu"], threads: null, engine: "builtin", model: "distillate" } } });
    expect(patchForField("ocrLanguages", { ...draft, ocrLanguages: "" })).toEqual({ error: "Choose at least one language for scanned papers." });
    expect(patchForField("ocrThreads", { ...draft, ocrThreads: "0" })).toEqual({ error: "Threads must be at least 1." });
  });

  it("refuses values the app would reject, with a message for the field", () => {
    const draft = draftFromSettings(defaults);
    expect(patchForField("lanes", { ...draft, lanes: "20" })).toEqual({ error: "Lanes must be at most 16." });
    expect(patchForField("contextSize", { ...draft, contextSize: "100" })).toEqual({ error: "Context size must be at least 512." });
    // A bound in the thousands is written as the other figures on screen are, with a separator.
    expect(patchForField("batchSize", { ...draft, batchSize: "100000" })).toEqual({ error: "Batch size must be at most 65,536." });
    expect(patchForField("gpuLayers", { ...draft, gpuLayers: "many" })).toEqual({ error: 'GPU layers must be "auto" or a whole number.' });
    expect(patchForField("reviewer", { ...draft, reviewer: "  " })).toHaveProperty("error");
  });

  it("takes settings saved elsewhere without overwriting what is being typed", () => {
    const saved = draftFromSettings(defaults);
    const typing = { ...saved, reviewer: "Ad" };
    const incoming = draftFromSettings({ ...defaults, theme: "dark", reviewer: "Bob" });
    const merged = mergeIncoming(typing, saved, incoming);
    expect(merged.theme).toBe("dark");
    expect(merged.reviewer).toBe("Ad");
    expect(changedFields(saved, merged).sort()).toEqual(["reviewer", "theme"]);
  });
});
