import { Fragment, useEffect, useRef, useState, type ReactNode } from "react";
import type { AppSettings, AppSettingsPatch } from "@contract/settings.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { applyTheme } from "../../shared/theme.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { SystemStatus } from "../system/SystemStatus.tsx";
import { ReviewerNameField } from "./ReviewerNameField.tsx";
import { JUDGE_CRITERIA, JUDGE_CRITERION_NAMES, JUDGE_CRITERION_QUESTIONS } from "@contract/judge.ts";
import { draftFromSettings, mergeIncoming, patchForField, thresholdField, type SettingsDraft, type SettingsField, type ThresholdField } from "./settingsForm.ts";
import "./settings.css";
import { saveSettings, useSettingsChoices, useStoredSettings } from "./useSettingsData.ts";

/** Typing pauses this long before a text field is saved (leaving the field saves at once). */
const TYPING_SAVE_DELAY_MS = 600;

type FieldStatus = { state: "saving" } | { state: "saved" } | { state: "error"; message: string };

const BACKENDS: { value: SettingsDraft["backend"]; label: string }[] = [
  { value: "auto", label: "Automatic" },
  { value: "cuda", label: "CUDA (NVIDIA)" },
  { value: "metal", label: "Metal (Apple)" },
  { value: "vulkan", label: "Vulkan" },
  { value: "cpu", label: "CPU only" },
];

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
  const { models, runtime, strategies } = useSettingsChoices();
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
      setLastMessage(`Saved ${LABELS[field].toLowerCase()}.`);
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

  const field = (name: SettingsField, label: string, control: ReactNode, hint?: ReactNode) => (
    <Field name={name} label={label} status={status[name]} hint={hint}>
      {control}
    </Field>
  );
  const invalid = (name: SettingsField) => (status[name]?.state === "error" ? true : undefined);
  const described = (name: SettingsField) => `setting-${name}-note`;
  const available = runtime.data?.availableGpuBackends ?? [];
  const strategyList = strategies.list ?? [];
  const currentStrategy = strategyList.find((s) => s.name === draft.defaultStrategy);

  return (
    <>
      <p className="sr-only" aria-live="polite">
        {lastMessage}
      </p>

      <section className="panel settings-section" aria-labelledby="settings-appearance">
        <h2 id="settings-appearance">Appearance</h2>
        <div className="field-grid">
          <span className="field-label" id="theme-label">
            Theme
          </span>
          <div>
            <div role="radiogroup" aria-labelledby="theme-label" className="segmented">
              {(["system", "light", "dark"] as const).map((theme) => (
                <label key={theme} className={draft.theme === theme ? "checked" : undefined}>
                  <input type="radio" name="theme" value={theme} checked={draft.theme === theme} onChange={() => change("theme", theme)} />
                  {theme === "system" ? "Like the system" : theme === "light" ? "Light" : "Dark"}
                </label>
              ))}
            </div>
            <FieldNote name="theme" status={status.theme} withSave />
          </div>
        </div>
      </section>

      <section className="panel settings-section" aria-labelledby="settings-generation">
        <h2 id="settings-generation">Generation defaults</h2>
        <div className="field-grid">
          {field(
            "defaultModelId",
            "Default model",
            <select id="setting-defaultModelId" value={draft.defaultModelId} onChange={(e) => change("defaultModelId", e.target.value)} aria-describedby={described("defaultModelId")}>
              <option value="">None (choose for each run)</option>
              {(models.data ?? [])
                .filter((m) => m.role !== "embedding")
                .map((m) => (
                  <option key={m.id} value={String(m.id)}>
                    {m.name}
                  </option>
                ))}
            </select>,
            models.data && models.data.length === 0 ? "No model registered yet: add one in Models." : "Preselected when you start a run.",
          )}
          {field(
            "defaultStrategy",
            "Default strategy",
            <select id="setting-defaultStrategy" value={draft.defaultStrategy} onChange={(e) => change("defaultStrategy", e.target.value)} aria-describedby={described("defaultStrategy")}>
              {strategyList.length === 0 && <option value={draft.defaultStrategy}>{draft.defaultStrategy}</option>}
              {strategyList.map((s) => (
                <option key={s.name} value={s.name}>
                  {s.label}
                </option>
              ))}
            </select>,
            currentStrategy?.summary ?? strategies.error?.message,
          )}
          {field(
            "lanes",
            "Lanes",
            <input
              id="setting-lanes"
              inputMode="numeric"
              value={draft.lanes}
              onChange={(e) => change("lanes", e.target.value, true)}
              onBlur={() => flush("lanes")}
              aria-invalid={invalid("lanes")}
              aria-describedby={described("lanes")}
              size={4}
            />,
            "Items generated at once (1 to 16). More lanes use more memory; 2 suits most machines.",
          )}
          <ReviewerNameField current={draft.reviewer} />
        </div>
      </section>

      <section className="panel settings-section" aria-labelledby="settings-judge" data-testid="settings-judge">
        <h2 id="settings-judge">Judge minimums</h2>
        <p className="muted settings-intro">
          A judge model scores each answer from 1 (unacceptable) to 3 (fully acceptable) on five questions. A QA scored below the minimum on any of them is rejected. QAs judged before get the new verdict when you next judge them.
        </p>
        <div className="field-grid">
          {JUDGE_CRITERIA.map((criterion) => {
            const name = thresholdField(criterion);
            return (
              <Fragment key={criterion}>
                <span className="field-label" id={`${name}-label`}>
                  {LABELS[name]}
                </span>
                <div>
                  <div role="radiogroup" aria-labelledby={`${name}-label`} aria-describedby={described(name)} className="segmented threshold-choice">
                    {["1", "2", "3"].map((value) => (
                      <label key={value} className={draft[name] === value ? "checked" : undefined}>
                        <input type="radio" name={name} value={value} checked={draft[name] === value} onChange={() => change(name, value)} />
                        {value}
                      </label>
                    ))}
                  </div>
                  <FieldNote name={name} status={status[name]} hint={JUDGE_CRITERION_QUESTIONS[criterion]} withSave />
                </div>
              </Fragment>
            );
          })}
        </div>
      </section>

      <section className="panel settings-section" aria-labelledby="settings-runtime">
        <h2 id="settings-runtime">Model runtime</h2>
        <p className="muted settings-intro">Changes apply the next time the runtime starts; Distillate restarts it when no run is using it.</p>
        <div className="field-grid">
          {field(
            "backend",
            "Backend",
            <select id="setting-backend" value={draft.backend} onChange={(e) => change("backend", e.target.value as SettingsDraft["backend"])} aria-describedby={described("backend")}>
              {BACKENDS.map((b) => (
                <option key={b.value} value={b.value}>
                  {b.label}
                  {runtime.data && b.value !== "auto" && b.value !== "cpu" && !available.includes(b.value) ? " — not found here" : ""}
                </option>
              ))}
            </select>,
            runtime.data ? `In use now: ${runtime.data.backend === "cpu" ? "CPU" : runtime.data.backend.toUpperCase()}${runtime.data.fallbackReason ? ` (${runtime.data.fallbackReason})` : ""}` : "Automatic picks Metal on Apple Silicon, else CUDA, else Vulkan, else the CPU.",
          )}
          <span className="field-label">CPU fallback</span>
          <div>
            <label className="checkbox">
              <input type="checkbox" checked={draft.fallbackToCpu} onChange={(e) => change("fallbackToCpu", e.target.checked)} aria-describedby={described("fallbackToCpu")} />
              Use the CPU when the chosen GPU backend cannot load
            </label>
            <FieldNote name="fallbackToCpu" status={status.fallbackToCpu} withSave />
          </div>
          {field(
            "threads",
            "Threads",
            <input
              id="setting-threads"
              inputMode="numeric"
              value={draft.threads}
              placeholder={runtime.data ? `automatic (${runtime.data.threads})` : "automatic"}
              onChange={(e) => change("threads", e.target.value, true)}
              onBlur={() => flush("threads")}
              aria-invalid={invalid("threads")}
              aria-describedby={described("threads")}
              size={10}
            />,
            runtime.data ? `This machine has ${runtime.data.cpuMathCores} physical cores; one less than that is usually fastest.` : "Threads that evaluate tokens.",
          )}
          {field(
            "gpuLayers",
            "GPU layers",
            <input
              id="setting-gpuLayers"
              value={draft.gpuLayers}
              onChange={(e) => change("gpuLayers", e.target.value, true)}
              onBlur={() => flush("gpuLayers")}
              aria-invalid={invalid("gpuLayers")}
              aria-describedby={described("gpuLayers")}
              size={10}
            />,
            '"auto" offloads as many layers as fit in VRAM; 0 keeps the model on the CPU.',
          )}
          {field(
            "contextSize",
            "Context size",
            <input
              id="setting-contextSize"
              value={draft.contextSize}
              onChange={(e) => change("contextSize", e.target.value, true)}
              onBlur={() => flush("contextSize")}
              aria-invalid={invalid("contextSize")}
              aria-describedby={described("contextSize")}
              size={10}
            />,
            'Tokens per sequence; "auto" takes the largest that fits, up to what the model was trained on.',
          )}
          {field(
            "batchSize",
            "Batch size",
            <input
              id="setting-batchSize"
              inputMode="numeric"
              value={draft.batchSize}
              placeholder="512"
              onChange={(e) => change("batchSize", e.target.value, true)}
              onBlur={() => flush("batchSize")}
              aria-invalid={invalid("batchSize")}
              aria-describedby={described("batchSize")}
              size={10}
            />,
            "Tokens evaluated per step while reading a prompt. Defaults to 512.",
          )}
        </div>
      </section>
    </>
  );
}

const LABELS: Record<SettingsField, string> = {
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
  ...(Object.fromEntries(JUDGE_CRITERIA.map((c) => [thresholdField(c), JUDGE_CRITERION_NAMES[c]])) as Record<ThresholdField, string>),
};

function Field({ name, label, status, hint, children }: { name: SettingsField; label: string; status: FieldStatus | undefined; hint?: ReactNode; children: ReactNode }) {
  return (
    <>
      <label htmlFor={`setting-${name}`}>{label}</label>
      <div>
        <div className="field-control">
          {children}
          <SaveMark status={status} />
        </div>
        <FieldNote name={name} status={status} hint={hint} />
      </div>
    </>
  );
}

function SaveMark({ status }: { status: FieldStatus | undefined }) {
  if (!status || status.state === "error") return null;
  return <span className={`save-mark save-${status.state}`}>{status.state === "saving" ? "Saving…" : "✓ Saved"}</span>;
}

/** The field's hint, replaced by its error when the value cannot be saved. */
function FieldNote({ name, status, hint, withSave = false }: { name: SettingsField; status: FieldStatus | undefined; hint?: ReactNode; withSave?: boolean }) {
  const id = `setting-${name}-note`;
  if (status?.state === "error") {
    return (
      <span id={id} className="field-error" role="alert">
        {status.message}
      </span>
    );
  }
  return (
    <span id={id} className="field-hint">
      {hint}
      {withSave && <SaveMark status={status} />}
    </span>
  );
}
