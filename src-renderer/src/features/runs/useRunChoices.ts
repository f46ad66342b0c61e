import { useEffect, useState } from "react";
import { loadRunChoices, saveRunChoices, type RunChoiceDefaults, type RunChoices } from "./rememberedRunChoices.ts";

/**
 * The run form's choices (method, models, fields as typed), starting from the last ones and
 * remembered as they change. `defaults` is read once, when the form opens; the models are read
 * again at each change, so a model added while the form is open is remembered with when it was added.
 */
export function useRunChoices(defaults: RunChoiceDefaults) {
  const [choices, setChoices] = useState<RunChoices>(() => loadRunChoices(defaults));
  const registered = [...defaults.models, ...defaults.embedders];
  // Saved when the choices change, not when the list of models does: the stamps are read as of the change.
  useEffect(() => saveRunChoices(choices, registered), [choices]);
  const update = (change: Partial<RunChoices>) => setChoices((current) => ({ ...current, ...change }));
  return { choices, update };
}
