import type { z } from "zod";
import { RuntimeSettingsSchema, type RuntimeSettings } from "../../contract/llm.ts";
import { AppSettingsSchema, type AppSettings } from "../../contract/settings.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { listSettings } from "../db/repositories/settings.ts";
import { defaultSettings } from "./defaultSettings.ts";

/**
 * The settings in force: stored values over the defaults. A value that no longer validates (an
 * older app wrote it, or someone edited the file) falls back to its default instead of making
 * the app unusable; runtime fields are checked one by one so one bad field loses only itself.
 */
export function readSettings(db: LibraryDatabase): AppSettings {
  const stored = listSettings(db);
  const settings = defaultSettings();
  const fields = AppSettingsSchema.shape;
  for (const key of Object.keys(fields) as (keyof AppSettings)[]) {
    if (!Object.hasOwn(stored, key)) continue;
    if (key === "runtime") {
      settings.runtime = readRuntime(stored.runtime);
      continue;
    }
    const parsed = (fields[key] as z.ZodType).safeParse(stored[key]);
    if (parsed.success) (settings as Record<string, unknown>)[key] = parsed.data;
  }
  return settings;
}

function readRuntime(value: unknown): RuntimeSettings {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const fields = RuntimeSettingsSchema.shape;
  const runtime: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!Object.hasOwn(fields, key)) continue;
    const parsed = (fields[key as keyof typeof fields] as z.ZodType).safeParse(field);
    if (parsed.success && parsed.data !== undefined) runtime[key] = parsed.data;
  }
  return runtime as RuntimeSettings;
}
