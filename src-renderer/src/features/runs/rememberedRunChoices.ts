import { withEngineNamesOfToday } from "@contract/engineSettings.ts";
import type { FieldDraft } from "./settingsDrafts.ts";

// The run form's last choices, kept in this window's storage so the next run starts where the
// last one was set up: the method, the models and every field as typed. Read back defensively:
// a method or model that is gone since falls back to the defaults, never to an error.

const STORAGE_KEY = "distillate.runForm.choices";

export interface RunChoices {
  strategy: string;
  modelId: number;
  judgeModelId: number | null;
  embedderModelId: number | null;
  /** Drafts per strategy, so switching methods keeps what was typed for each. */
  strategyDrafts: Record<string, Record<string, FieldDraft>>;
  runDrafts: Record<string, FieldDraft> | null;
  advancedDrafts: Record<string, FieldDraft> | null;
}

export interface RunChoiceDefaults {
  /** The strategies and models there are now. */
  strategies: readonly string[];
  modelIds: readonly number[];
  embedderIds: readonly number[];
  /** The settings' defaults. */
  defaultStrategy: string;
  defaultModelId: number | null;
  /** A method asked for by the link that opened the form (#/runs?strategy=kgqa); outranks the remembered one. */
  askedStrategy: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isDraft = (value: unknown): value is FieldDraft => typeof value === "string" || typeof value === "boolean" || (Array.isArray(value) && value.every((v) => typeof v === "string"));
const drafts = (value: unknown): Record<string, FieldDraft> | null =>
  isRecord(value) && Object.values(value).every(isDraft) ? (value as Record<string, FieldDraft>) : null;

function stored(storage: Pick<Storage, "getItem">): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? "{}");
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The choices to start the form with: the link's method, else the last ones still available, else the settings' defaults. */
export function loadRunChoices(defaults: RunChoiceDefaults, storage: Pick<Storage, "getItem"> = localStorage): RunChoices {
  const last = stored(storage);
  const has = (list: readonly (string | number)[], value: unknown) => list.includes(value as never);
  const first = <T,>(candidates: unknown[], list: readonly T[]): T | undefined => candidates.find((c) => has(list as readonly (string | number)[], c)) as T | undefined;
  const strategy = first([defaults.askedStrategy, last.strategy, defaults.defaultStrategy], defaults.strategies) ?? defaults.strategies[0] ?? "";
  const modelId = first([last.modelId, defaults.defaultModelId], defaults.modelIds) ?? defaults.modelIds[0] ?? 0;
  const strategyDrafts: Record<string, Record<string, FieldDraft>> = {};
  if (isRecord(last.strategyDrafts)) {
    for (const [name, value] of Object.entries(last.strategyDrafts)) {
      const kept = drafts(value);
      if (kept && has(defaults.strategies, name)) strategyDrafts[name] = kept;
    }
  }
  const advanced = drafts(last.advancedDrafts);
  return {
    strategy,
    modelId,
    judgeModelId: has(defaults.modelIds, last.judgeModelId) ? (last.judgeModelId as number) : null,
    embedderModelId: has(defaults.embedderIds, last.embedderModelId) ? (last.embedderModelId as number) : null,
    strategyDrafts,
    runDrafts: drafts(last.runDrafts),
    // A pass mark typed before its field was renamed (dsePerThreshold) comes back under today's name.
    advancedDrafts: advanced && withEngineNamesOfToday(advanced),
  };
}

/** Keeps the choices for next time; storage that is full or refused only loses the memory. */
export function saveRunChoices(choices: RunChoices, storage: Pick<Storage, "setItem"> = localStorage): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(choices));
  } catch {
    // Private windows and full storage refuse writes; the form works the same without memory.
  }
}
