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
