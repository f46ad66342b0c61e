import { z } from "zod";

/**
 * A setting's title as the run form shows it (the schema's `.meta({ title })`), so a message
 * names the field the user can change: "Output tokens", not `maxTokens`. Falls back to the key.
 */
export function settingTitle(schema: z.ZodType, key: string): string {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  const field = shape[key];
  const title = field ? z.globalRegistry.get(field)?.title : undefined;
  return typeof title === "string" ? title : key;
}

/**
 * The least value a number setting takes (its schema's minimum), or null when it has none: advice
 * to lower a setting must not name a value the run form would refuse.
 */
export function settingMinimum(schema: z.ZodType, key: string): number | null {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  let field: z.ZodType | undefined = shape[key];
  while (field instanceof z.ZodDefault || field instanceof z.ZodOptional) field = field.unwrap() as z.ZodType;
  return field instanceof z.ZodNumber && typeof field.minValue === "number" && Number.isFinite(field.minValue) ? field.minValue : null;
}
