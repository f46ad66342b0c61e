import { formatCount } from "../../shared/format.ts";
import type { SchemaField } from "./settingsFields.ts";

// How a settings field is shown: its limits in words, and which box its text goes in.

/** " · 1–10", " · at least 0", " · up to 200 characters", or nothing when the field has no limits. */
export function fieldBounds(field: SchemaField): string {
  if (field.kind === "number") {
    if (field.min !== null && field.max !== null) return ` · ${formatCount(field.min)}–${formatCount(field.max)}`;
    if (field.min !== null) return ` · at least ${formatCount(field.min)}`;
    if (field.max !== null) return ` · at most ${formatCount(field.max)}`;
  }
  if (field.kind === "string" && field.maxLength !== null) return ` · up to ${field.maxLength} characters`;
  return "";
}

/** Said only where the default is a value: a field without one is already empty. */
export function emptyMeansNone(field: SchemaField): boolean {
  return field.kind !== "boolean" && "nullable" in field && field.nullable && field.default !== null;
}

/** Texts that may run past a line (prompts, instructions) get room for two. */
export function isLongText(field: SchemaField & { kind: "string" }): boolean {
  return (field.maxLength ?? 0) > 80;
}

/** The default as the form shows it next to the field. */
export function describeDefault(field: SchemaField): string {
  const value = field.default;
  if (value === null) return "none";
  if (Array.isArray(value)) return value.length === (field.kind === "multiEnum" ? field.options.length : -1) ? "all" : value.join(", ") || "none";
  if (typeof value === "boolean") return value ? "on" : "off";
  return String(value);
}
