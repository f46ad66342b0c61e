// A settings form while the user edits it: what each input holds, and the typed values (or a
// message per field) read back from it.
import { checkValue, parseFieldText } from "./fieldInput.ts";
import type { SchemaField, SettingsValue } from "./settingsFields.ts";

/** What an input holds while the user edits: text for numbers and strings, the value otherwise. */
export type FieldDraft = string | boolean | string[];

export function initialDrafts(fields: readonly SchemaField[]): Record<string, FieldDraft> {
  const drafts: Record<string, FieldDraft> = {};
  for (const field of fields) {
    if (field.kind === "boolean") drafts[field.key] = field.default;
    else if (field.kind === "multiEnum") drafts[field.key] = [...field.default];
    else drafts[field.key] = field.default === null ? "" : String(field.default);
  }
  return drafts;
}

/** The typed values of a form, and a message for every field that does not hold a valid one. */
export function readDrafts(
  fields: readonly SchemaField[],
  drafts: Readonly<Record<string, FieldDraft>>,
): { values: Record<string, SettingsValue>; errors: Record<string, string> } {
  const values: Record<string, SettingsValue> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const draft = drafts[field.key];
    if (draft === undefined) continue;
    if (field.kind === "boolean") values[field.key] = draft === true;
    else if (field.kind === "multiEnum") {
      const picked = Array.isArray(draft) ? draft.filter((v) => field.options.includes(v)) : [];
      const problem = checkValue(field, picked);
      if (problem) errors[field.key] = problem;
      values[field.key] = picked;
    } else if (field.kind === "enum") {
      const text = typeof draft === "string" ? draft : "";
      if (text === "" && field.nullable) values[field.key] = null;
      else if (field.options.includes(text)) values[field.key] = text;
      else errors[field.key] = "Pick one of the options.";
    } else {
      const parsed = parseFieldText(field, typeof draft === "string" ? draft : "");
      if ("error" in parsed) errors[field.key] = parsed.error;
      else values[field.key] = parsed.value;
    }
  }
  return { values, errors };
}
