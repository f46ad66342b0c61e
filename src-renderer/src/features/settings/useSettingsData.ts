import type { AppSettingsPatch } from "@contract/settings.ts";
import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";
import { useStrategies } from "../../shared/useStrategies.ts";

/** The stored settings, read once when the view opens (the form keeps its own draft after that). */
export function useStoredSettings() {
  return useAsync(() => client.call("settings.get"), []);
}

/** What the settings form offers to choose from: registered models, strategies, the runtime's backends and cores, the installed OCR languages. */
export function useSettingsChoices() {
  const models = useAsync(() => client.call("models.list"), []);
  const runtime = useAsync(() => client.call("llm.runtimeInfo"), []);
  const ocr = useAsync(() => client.call("settings.ocrChoices"), []);
  useAppEvent("models.changed", () => models.reload());
  return { models, runtime, ocr, strategies: useStrategies() };
}

/** Stores a change; resolves with the settings now in force. */
export const saveSettings = (patch: AppSettingsPatch) => client.call("settings.update", patch);
