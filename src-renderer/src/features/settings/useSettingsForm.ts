import { useEffect, useRef, useState } from "react";
import type { AppSettings, AppSettingsPatch } from "@contract/settings.ts";
import { applyTheme } from "../../shared/theme.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { SETTING_LABELS, type FieldStatus } from "./settingsLabels.ts";
import { draftFromSettings, mergeIncoming, patchForField, type SettingsDraft, type SettingsField } from "./settingsForm.ts";
import { saveSettings } from "./useSettingsData.ts";

/** Typing pauses this long before a text field is saved (leaving the field saves at once). */
const TYPING_SAVE_DELAY_MS = 600;

/**
 * The settings form: a draft of every field, each saved on its own (choices at once, typed
 * values when typing pauses or the field is left), its status, and the last outcome said to a
 * screen reader. Settings saved elsewhere come in without overwriting what is being typed.
 */
export function useSettingsForm(initial: AppSettings) {
  const [draft, setDraft] = useState(() => draftFromSettings(initial));
  const saved = useRef(draftFromSettings(initial));
  const [status, setStatus] = useState<Partial<Record<SettingsField, FieldStatus>>>({});
  const [lastMessage, setLastMessage] = useState("");
  const timers = useRef(new Map<SettingsField, ReturnType<typeof setTimeout>>());

  // Settings saved in another window (or by this one) come back as an event.
  useAppEvent("settings.changed", (event) => {
    const incoming = draftFromSettings(event.settings);
    setDraft((current) => mergeIncoming(current, saved.current, incoming));
    saved.current = incoming;
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const save = async (field: SettingsField, next: SettingsDraft) => {
    const result = patchForField(field, next);
    if ("error" in result) {
      setStatus((s) => ({ ...s, [field]: { state: "error", message: result.error } }));
      return;
    }
    if (next[field] === saved.current[field]) {
      // Back to what is stored (or saved already): nothing to send, and no error to keep.
      setStatus((s) => (s[field]?.state === "error" ? { ...s, [field]: undefined } : s));
      return;
    }
    setStatus((s) => ({ ...s, [field]: { state: "saving" } }));
    try {
      const stored = await saveSettings(result.patch as AppSettingsPatch);
      saved.current = { ...saved.current, [field]: draftFromSettings(stored)[field] };
      setStatus((s) => ({ ...s, [field]: { state: "saved" } }));
      setLastMessage(`Saved ${SETTING_LABELS[field].toLowerCase()}.`);
    } catch (error) {
      const message = (error as Error).message;
      setStatus((s) => ({ ...s, [field]: { state: "error", message } }));
      setLastMessage(`Not saved: ${message}`);
    }
  };

  /** Choices save at once; typed values save when typing pauses or the field is left. */
  const change = <K extends SettingsField>(field: K, value: SettingsDraft[K], typed = false) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (field === "theme") applyTheme(value as SettingsDraft["theme"]);
    const pending = timers.current.get(field);
    if (pending) clearTimeout(pending);
    if (!typed) {
      void save(field, next);
      return;
    }
    const result = patchForField(field, next);
    if ("error" in result) {
      setStatus((s) => ({ ...s, [field]: { state: "error", message: result.error } }));
      return;
    }
    setStatus((s) => ({ ...s, [field]: undefined }));
    timers.current.set(
      field,
      setTimeout(() => {
        timers.current.delete(field);
        void save(field, next);
      }, TYPING_SAVE_DELAY_MS),
    );
  };

  const flush = (field: SettingsField) => {
    const pending = timers.current.get(field);
    if (pending) {
      clearTimeout(pending);
      timers.current.delete(field);
      void save(field, draft);
    }
  };

  /** aria-invalid for a field whose value cannot be saved. */
  const invalid = (name: SettingsField) => (status[name]?.state === "error" ? true : undefined);
  return { draft, status, lastMessage, change, flush, invalid };
}

export type SettingsFormState = ReturnType<typeof useSettingsForm>;
