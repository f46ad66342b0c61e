import { useEffect, useState } from "react";
import { loadRunChoices, saveRunChoices, type RunChoiceDefaults, type RunChoices } from "./rememberedRunChoices.ts";

/**
 * The run form's choices (method, models, fields as typed), starting from the last ones and
 * remembered as they change. `defaults` is read once, when the form opens.
 */
export function useRunChoices(defaults: RunChoiceDefaults) {
  const [choices, setChoices] = useState<RunChoices>(() => loadRunChoices(defaults));
  useEffect(() => saveRunChoices(choices), [choices]);
  const update = (change: Partial<RunChoices>) => setChoices((current) => ({ ...current, ...change }));
  return { choices, update };
}
