// A strategy's settings form, built from the JSON Schema runs.strategies returns: one field
// per property, its default shown, and only the values the user changed sent with the run (so
// the strategy's own defaults, which may change between versions, apply to the rest).

import { labelFor } from "./settingLabel.ts";

type Json = Record<string, unknown>;

interface FieldBase {
  key: string;
  label: string;
  description: string | null;
}

/** A form field built from one property of a strategy's JSON Schema (the app settings' own fields are `settings/SettingsField`). */
export type SchemaField =
  | (FieldBase & { kind: "number"; integer: boolean; min: number | null; max: number | null; nullable: boolean; default: number | null })
  | (FieldBase & { kind: "boolean"; default: boolean })
  | (FieldBase & { kind: "enum"; options: string[]; nullable: boolean; default: string | null })
  | (FieldBase & { kind: "multiEnum"; options: string[]; minItems: number; default: string[] })
  | (FieldBase & { kind: "string"; nullable: boolean; minLength: number | null; maxLength: number | null; default: string | null });

export type SettingsValue = number | boolean | string | string[] | null;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const numberOr = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** The non-null branch of `anyOf: [X, {type: "null"}]` (how zod writes `.nullable()`), and whether null is allowed. */
function unwrapNullable(property: Json): { schema: Json; nullable: boolean } {
  const variants = Array.isArray(property.anyOf) ? property.anyOf.filter(isObject) : null;
  if (variants) {
    const nonNull = variants.filter((v) => v.type !== "null");
    if (nonNull.length === 1 && nonNull.length < variants.length) return { schema: { ...property, ...nonNull[0] }, nullable: true };
  }
  if (Array.isArray(property.type)) {
    const types = property.type.filter((t) => t !== "null");
    if (types.length === 1 && types.length < property.type.length) return { schema: { ...property, type: types[0] }, nullable: true };
  }
  return { schema: property, nullable: false };
}

/** Fields for an object schema's properties, in the schema's order. Properties the form cannot edit are skipped (they keep their defaults). */
export function fieldsFromSchema(schema: Json): SchemaField[] {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const fields: SchemaField[] = [];
  for (const [key, raw] of Object.entries(properties)) {
    if (!isObject(raw)) continue;
    const { schema: property, nullable } = unwrapNullable(raw);
    const base: FieldBase = {
      key,
      label: typeof property.title === "string" ? property.title : labelFor(key),
      description: typeof property.description === "string" ? property.description : null,
    };
    const fallback = property.default;
    const enumValues = Array.isArray(property.enum) && property.enum.every((v) => typeof v === "string") ? (property.enum as string[]) : null;
    if (property.type === "integer" || property.type === "number") {
      const def = numberOr(fallback);
      fields.push({
        ...base,
        kind: "number",
        integer: property.type === "integer",
        min: numberOr(property.minimum),
        max: numberOr(property.maximum),
        nullable,
        default: def ?? (nullable ? null : numberOr(property.minimum) ?? 0),
      });
    } else if (property.type === "boolean") {
      fields.push({ ...base, kind: "boolean", default: fallback === true });
    } else if (enumValues) {
      const def = typeof fallback === "string" && enumValues.includes(fallback) ? fallback : nullable ? null : (enumValues[0] ?? null);
      fields.push({ ...base, kind: "enum", options: enumValues, nullable, default: def });
    } else if (property.type === "string") {
      fields.push({
        ...base,
        kind: "string",
        nullable,
        minLength: numberOr(property.minLength),
        maxLength: numberOr(property.maxLength),
        default: typeof fallback === "string" ? fallback : nullable ? null : "",
      });
    } else if (property.type === "array" && isObject(property.items)) {
      const options = Array.isArray(property.items.enum) ? property.items.enum.filter((v): v is string => typeof v === "string") : [];
      if (options.length === 0) continue;
      const def = Array.isArray(fallback) ? fallback.filter((v): v is string => typeof v === "string" && options.includes(v)) : [...options];
      fields.push({ ...base, kind: "multiEnum", options, minItems: numberOr(property.minItems) ?? 0, default: def });
    }
  }
  return fields;
}

export function defaultValues(fields: readonly SchemaField[]): Record<string, SettingsValue> {
  return Object.fromEntries(fields.map((field) => [field.key, Array.isArray(field.default) ? [...field.default] : field.default]));
}

function sameValue(field: SchemaField, a: SettingsValue | undefined, b: SettingsValue): boolean {
  if (field.kind === "multiEnum") {
    // The order of ticked options carries no meaning; keep it out of the comparison.
    const left = Array.isArray(a) ? [...a].sort() : [];
    const right = Array.isArray(b) ? [...b].sort() : [];
    return left.length === right.length && left.every((v, i) => v === right[i]);
  }
  return a === b;
}

/** The values that differ from their defaults: what the run request carries. Empty when nothing changed. */
export function changedValues(fields: readonly SchemaField[], values: Readonly<Record<string, SettingsValue>>): Record<string, SettingsValue> {
  const changed: Record<string, SettingsValue> = {};
  for (const field of fields) {
    if (!(field.key in values)) continue;
    const value = values[field.key]!;
    if (!sameValue(field, value, field.default)) changed[field.key] = Array.isArray(value) ? [...value] : value;
  }
  return changed;
}
