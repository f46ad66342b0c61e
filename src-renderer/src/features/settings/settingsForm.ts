import type { BackendSetting } from "@contract/llm.ts";
import { JUDGE_CRITERIA, type JudgeCriterion } from "@contract/judge.ts";
import type { AppSettings, AppSettingsPatch } from "@contract/settings.ts";
import { autoNumberText, parseAutoNumber, parseWholeNumber } from "../../shared/autoNumber.ts";

// The settings form as text fields, checked and turned into one-field patches. Pure, so the
// rules are unit tested; the view saves each field as soon as it holds a valid value.

/** One field per judge criterion: the lowest score ("1", "2" or "3") a QA may get on it. */
export type ThresholdField = `judge-${JudgeCriterion}`;
export const thresholdField = (criterion: JudgeCriterion): ThresholdField => `judge-${criterion}`;

export interface SettingsDraft extends Record<ThresholdField, string> {
  backend: BackendSetting;
  fallbackToCpu: boolean;
  threads: string;
  gpuLayers: string;
  contextSize: string;
  batchSize: string;
  /** "" for none. */
  defaultModelId: string;
  defaultStrategy: string;
  lanes: string;
  reviewer: string;
  theme: AppSettings["theme"];
  ocrEnabled: boolean;
  /** The OCR language codes, joined by "+" in the order they are read ("eng+deu"). */
  ocrLanguages: string;
  /** "" for automatic. */
  ocrThreads: string;
  ocrEngine: AppSettings["ocr"]["engine"];
  ocrModel: AppSettings["ocr"]["model"];
}

export type SettingsField = keyof SettingsDraft;

export function draftFromSettings(settings: AppSettings): SettingsDraft {
  const runtime = settings.runtime;
  return {
    backend: runtime.backend ?? "auto",
    fallbackToCpu: runtime.fallbackToCpu ?? true,
    threads: runtime.threads === undefined ? "" : String(runtime.threads),
    gpuLayers: autoNumberText(runtime.gpuLayers),
    contextSize: autoNumberText(runtime.contextSize),
    batchSize: runtime.batchSize === undefined ? "" : String(runtime.batchSize),
    defaultModelId: settings.defaultModelId === null ? "" : String(settings.defaultModelId),
    defaultStrategy: settings.defaultStrategy,
    lanes: String(settings.lanes),
    reviewer: settings.reviewer,
    theme: settings.theme,
    ocrEnabled: settings.ocr.enabled,
    ocrLanguages: settings.ocr.languages.join("+"),
    ocrThreads: settings.ocr.threads === null ? "" : String(settings.ocr.threads),
    ocrEngine: settings.ocr.engine,
    ocrModel: settings.ocr.model,
    ...(Object.fromEntries(JUDGE_CRITERIA.map((c) => [thresholdField(c), String(settings.judgeThresholds[c])])) as Record<ThresholdField, string>),
  };
}

/** All five minimums as one patch (the setting is stored whole), or why one cannot be stored. */
function thresholdsPatch(draft: SettingsDraft): { patch: AppSettingsPatch } | { error: string } {
  const thresholds = {} as Record<JudgeCriterion, number>;
  for (const c of JUDGE_CRITERIA) {
    const value = Number(draft[thresholdField(c)]);
    if (![1, 2, 3].includes(value)) return { error: "A minimum is 1, 2 or 3." };
    thresholds[c] = value;
  }
  return { patch: { judgeThresholds: thresholds } };
}

/** The OCR settings as one patch (they are stored whole), or why they cannot be stored. */
function ocrPatch(draft: SettingsDraft): { patch: AppSettingsPatch } | { error: string } {
  const languages = draft.ocrLanguages.split("+").filter(Boolean);
  if (languages.length === 0) return { error: "Choose at least one language for scanned papers." };
  const threads = parseWholeNumber(draft.ocrThreads, { min: 1, max: 16, optional: true }, "Threads");
  if (!threads.ok) return { error: threads.message };
  return { patch: { ocr: { enabled: draft.ocrEnabled, languages, threads: threads.value ?? null, engine: draft.ocrEngine, model: draft.ocrModel } } };
}

/** The patch that stores one field, or the reason it cannot be stored as typed. */
export function patchForField(field: SettingsField, draft: SettingsDraft): { patch: AppSettingsPatch } | { error: string } {
  switch (field) {
    case "backend":
      return { patch: { runtime: { backend: draft.backend } } };
    case "fallbackToCpu":
      return { patch: { runtime: { fallbackToCpu: draft.fallbackToCpu } } };
    case "threads": {
      // Empty means automatic again (null in the patch).
      const parsed = parseWholeNumber(draft.threads, { min: 1, max: 512, optional: true }, "Threads");
      return parsed.ok ? { patch: { runtime: { threads: parsed.value ?? null } } } : { error: parsed.message };
    }
    case "gpuLayers": {
      const parsed = parseAutoNumber(draft.gpuLayers, 0, "GPU layers");
      return parsed.ok ? { patch: { runtime: { gpuLayers: parsed.value } } } : { error: parsed.message };
    }
    case "contextSize": {
      const parsed = parseAutoNumber(draft.contextSize, 512, "Context size");
      return parsed.ok ? { patch: { runtime: { contextSize: parsed.value } } } : { error: parsed.message };
    }
    case "batchSize": {
      const parsed = parseWholeNumber(draft.batchSize, { min: 1, max: 65536, optional: true }, "Batch size");
      return parsed.ok ? { patch: { runtime: { batchSize: parsed.value ?? null } } } : { error: parsed.message };
    }
    case "defaultModelId":
      return { patch: { defaultModelId: draft.defaultModelId === "" ? null : Number(draft.defaultModelId) } };
    case "defaultStrategy":
      return draft.defaultStrategy ? { patch: { defaultStrategy: draft.defaultStrategy } } : { error: "Choose a strategy." };
    case "lanes": {
      const parsed = parseWholeNumber(draft.lanes, { min: 1, max: 16 }, "Lanes");
      return parsed.ok ? { patch: { lanes: parsed.value } } : { error: parsed.message };
    }
    case "reviewer": {
      const name = draft.reviewer.trim();
      return name ? { patch: { reviewer: name } } : { error: "The reviewer name cannot be empty; it is stored with every decision." };
    }
    case "theme":
      return { patch: { theme: draft.theme } };
    case "ocrEnabled":
    case "ocrLanguages":
    case "ocrThreads":
    case "ocrEngine":
    case "ocrModel":
      return ocrPatch(draft);
    default:
      return thresholdsPatch(draft);
  }
}

/** Whether a field differs between two drafts (what the user changed, or what another window saved). */
export function changedFields(a: SettingsDraft, b: SettingsDraft): SettingsField[] {
  return (Object.keys(a) as SettingsField[]).filter((key) => a[key] !== b[key]);
}

/**
 * Applies settings saved elsewhere to the form without overwriting what the user is typing:
 * fields the user has changed and not yet saved keep their text.
 */
export function mergeIncoming(draft: SettingsDraft, lastSaved: SettingsDraft, incoming: SettingsDraft): SettingsDraft {
  const next = { ...draft } as Record<SettingsField, unknown>;
  for (const key of Object.keys(incoming) as SettingsField[]) {
    if (draft[key] === lastSaved[key]) next[key] = incoming[key];
  }
  return next as unknown as SettingsDraft;
}
