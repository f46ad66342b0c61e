// What a typed or ticked value of a strategy setting is: the value, or what is wrong with it.
import type { SchemaField, SettingsValue } from "./settingsFields.ts";

/** Reads a text input for a field: the value, or a message saying what is wrong. */
export function parseFieldText(field: SchemaField, text: string): { value: SettingsValue } | { error: string } {
  const trimmed = text.trim();
  if (field.kind === "number") {
    if (trimmed === "") return field.nullable ? { value: null } : { error: "Enter a number." };
    const value = Number(trimmed);
    if (!Number.isFinite(value)) return { error: "Enter a number." };
    if (field.integer && !Number.isInteger(value)) return { error: "Enter a whole number." };
    if (field.min !== null && value < field.min) return { error: `At least ${field.min}.` };
    if (field.max !== null && value > field.max) return { error: `At most ${field.max}.` };
    return { value };
  }
  if (field.kind === "string") {
    if (trimmed === "" && field.nullable) return { value: null };
    if (field.minLength !== null && text.length < field.minLength) return { error: `At least ${field.minLength} characters.` };
    if (field.maxLength !== null && text.length > field.maxLength) return { error: `At most ${field.maxLength} characters.` };
    return { value: text };
  }
  return { error: "This setting is not typed in." };
}

/** Checks a non-text value (ticked options). */
export function checkValue(field: SchemaField, value: SettingsValue): string | null {
  if (field.kind === "multiEnum" && Array.isArray(value) && value.length < field.minItems) {
    return field.minItems === 1 ? "Pick at least one." : `Pick at least ${field.minItems}.`;
  }
  return null;
}
