import { withEngineNamesOfToday } from "@contract/engineSettings.ts";
import type { FieldDraft } from "./settingsDrafts.ts";

// The run form's last choices, kept in this window's storage so the next run starts where the
// last one was set up: the method, the models and every field as typed. Read back defensively:
// a method or model that is gone since falls back to the defaults, never to an error. A model is
// remembered by its id and the moment it was added: the library gives a removed model's id to the
// next model added, and the form must not come back on a model the user never picked.

const STORAGE_KEY = "distillate.runForm.choices";

export interface RunChoices {
  strategy: string;
  /** 0 while no model is chosen. */
  modelId: number;
  judgeModelId: number | null;
  embedderModelId: number | null;
  /** Drafts per strategy, so switching methods keeps what was typed for each. */
  strategyDrafts: Record<string, Record<string, FieldDraft>>;
  runDrafts: Record<string, FieldDraft> | null;
  advancedDrafts: Record<string, FieldDraft> | null;
}

/** A registered model as the memory knows it: its id and when it was added (ISO-8601, to the millisecond). */
export interface RegisteredModelStamp {
  id: number;
  addedAt: string;
}

export interface RunChoiceDefaults {
  /** The strategies and models there are now. */
  strategies: readonly string[];
  models: readonly RegisteredModelStamp[];
  embedders: readonly RegisteredModelStamp[];
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

/** When each model was added, by id, as the memory keeps it; empty for a memory written before it kept them. */
function addedAtById(value: unknown): Map<unknown, string> {
  const known = new Map<unknown, string>();
  if (!isRecord(value)) return known;
  for (const [id, addedAt] of Object.entries(value)) if (typeof addedAt === "string") known.set(Number(id), addedAt);
  return known;
}

/** The choices to start the form with: the link's method, else the last ones still available, else the settings' defaults. */
export function loadRunChoices(defaults: RunChoiceDefaults, storage: Pick<Storage, "getItem"> = localStorage): RunChoices {
  const last = stored(storage);
  const has = (list: readonly (string | number)[], value: unknown) => list.includes(value as never);
  const first = <T,>(candidates: unknown[], list: readonly T[]): T | undefined => candidates.find((c) => has(list as readonly (string | number)[], c)) as T | undefined;
  const strategy = first([defaults.askedStrategy, last.strategy, defaults.defaultStrategy], defaults.strategies) ?? defaults.strategies[0] ?? "";
  // A remembered model counts only when the model holding its id now was added when the one chosen was.
  const addedAt = addedAtById(last.modelsAddedAt);
  const stillThere = (id: unknown, list: readonly RegisteredModelStamp[]): number | null => {
    const model = list.find((m) => m.id === id);
    return model && addedAt.get(id) === model.addedAt ? model.id : null;
  };
  const modelIds = defaults.models.map((m) => m.id);
  // The settings' default, else the first model, only when no model was chosen before: a chosen
  // model that is gone leaves none chosen (0), so the form asks rather than picks another.
  const fallback = first([defaults.defaultModelId], modelIds) ?? (typeof last.modelId === "number" ? undefined : modelIds[0]);
  const modelId = stillThere(last.modelId, defaults.models) ?? fallback ?? 0;
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
    judgeModelId: stillThere(last.judgeModelId, defaults.models),
    embedderModelId: stillThere(last.embedderModelId, defaults.embedders),
    strategyDrafts,
    runDrafts: drafts(last.runDrafts),
    // A pass mark typed before its field was renamed (dsePerThreshold) comes back under today's name.
    advancedDrafts: advanced && withEngineNamesOfToday(advanced),
  };
}

/** Keeps the choices for next time, with when each chosen model was added; storage that is full or refused only loses the memory. */
export function saveRunChoices(choices: RunChoices, registered: readonly RegisteredModelStamp[], storage: Pick<Storage, "setItem"> = localStorage): void {
  const modelsAddedAt: Record<string, string> = {};
  for (const id of [choices.modelId, choices.judgeModelId, choices.embedderModelId]) {
    const model = registered.find((m) => m.id === id);
    if (model) modelsAddedAt[String(model.id)] = model.addedAt;
  }
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...choices, modelsAddedAt }));
  } catch {
    // Private windows and full storage refuse writes; the form works the same without memory.
  }
}
