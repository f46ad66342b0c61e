import { JUDGE_CRITERIA, JUDGE_CRITERION_NAMES } from "@contract/judge.ts";
import { thresholdField, type SettingsDraft, type SettingsField, type ThresholdField } from "./settingsForm.ts";

/** Each setting's name on screen, also used in "Saved …" announcements. */
export const SETTING_LABELS: Record<SettingsField, string> = {
  backend: "Backend",
  fallbackToCpu: "CPU fallback",
  threads: "Threads",
  gpuLayers: "GPU layers",
  contextSize: "Context size",
  batchSize: "Batch size",
  defaultModelId: "Default model",
  defaultStrategy: "Default strategy",
  lanes: "Lanes",
  reviewer: "Reviewer name",
  theme: "Theme",
  ocrEnabled: "Reading scanned papers",
  ocrLanguages: "Languages of scanned papers",
  ocrThreads: "Threads for reading papers",
  ocrEngine: "OCR engine",
  ocrModel: "Faster OCR reading",
  ...(Object.fromEntries(JUDGE_CRITERIA.map((c) => [thresholdField(c), JUDGE_CRITERION_NAMES[c]])) as Record<ThresholdField, string>),
};

export const BACKENDS: { value: SettingsDraft["backend"]; label: string }[] = [
  { value: "auto", label: "Automatic" },
  { value: "cuda", label: "CUDA (NVIDIA)" },
  { value: "metal", label: "Metal (Apple)" },
  { value: "vulkan", label: "Vulkan" },
  { value: "cpu", label: "CPU only" },
];

/** Where a field's value stands: being saved, saved, or refused with the reason. */
export type FieldStatus = { state: "saving" } | { state: "saved" } | { state: "error"; message: string };

/** The id of a field's hint or error, which the control is described by. */
export const noteId = (name: SettingsField) => `setting-${name}-note`;
