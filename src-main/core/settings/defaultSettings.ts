import { defaultJudgeThresholds } from "../../contract/judge.ts";
import type { AppSettings } from "../../contract/settings.ts";

/** What a fresh library uses, and what any missing or unreadable stored value falls back to. */
export function defaultSettings(): AppSettings {
  return {
    // Empty: every runtime choice (backend, threads, GPU layers...) stays automatic.
    runtime: {},
    defaultModelId: null,
    defaultStrategy: "sciqag",
    lanes: 2,
    reviewer: "me",
    judgeThresholds: defaultJudgeThresholds(),
    theme: "system",
    ocr: { enabled: true, languages: ["eng"], threads: null, engine: "automatic", model: "distillate" },
  };
}
