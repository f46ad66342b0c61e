import type { AppSettings } from "@contract/settings.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { SystemStatus } from "../system/SystemStatus.tsx";
import { AppearanceSection } from "./AppearanceSection.tsx";
import { GenerationSection } from "./GenerationSection.tsx";
import { JudgeMinimumsSection } from "./JudgeMinimumsSection.tsx";
import { OcrSection } from "./OcrSection.tsx";
import { RuntimeSection } from "./RuntimeSection.tsx";
import "./settings.css";
import { useSettingsChoices, useStoredSettings } from "./useSettingsData.ts";
import { useSettingsForm } from "./useSettingsForm.ts";
import { useFocusedSetting } from "./useFocusedSetting.ts";

export function SettingsView() {
  const settings = useStoredSettings();
  return (
    <div className="settings-view">
      <header className="view-header">
        <h1>Settings</h1>
      </header>
      <ErrorAlert error={settings.error} prefix="The settings could not be read." />
      {settings.data ? <SettingsForm initial={settings.data} /> : !settings.error && <p className="muted">Loading the settings…</p>}
      <section className="panel settings-section">
        <SystemStatus />
      </section>
    </div>
  );
}

function SettingsForm({ initial }: { initial: AppSettings }) {
  const choices = useSettingsChoices();
  const form = useSettingsForm(initial);
  useFocusedSetting();
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {form.lastMessage}
      </p>
      <AppearanceSection form={form} />
      <GenerationSection form={form} choices={choices} />
      <JudgeMinimumsSection form={form} />
      <OcrSection form={form} choices={choices.ocr} />
      <RuntimeSection form={form} runtime={choices.runtime} />
    </>
  );
}
