import type { z } from "zod";
import type { SettingsService } from "../../contract/services.ts";
import { installedEngineLabel } from "../../contract/ocrEngineNames.ts";
import { findSystemTessdata, usableSystemLanguages } from "../documents/ocr/systemTessdata.ts";
import { AppSettingsPatchSchema, AppSettingsSchema, type AppSettings, type AppSettingsPatch } from "../../contract/settings.ts";
import { defaultParserThreads } from "../documents/pool/parserPoolOptions.ts";
import { installedOcrLanguages } from "../documents/ocr/ocrLanguages.ts";
import { findTesseractCommand } from "../documents/ocr/tesseractCommand.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { setSetting } from "../db/repositories/settings.ts";
import { InvalidSettingsError } from "../errors/InvalidSettingsError.ts";
import type { Emit } from "../events/EventHub.ts";
import { readSettings } from "./readSettings.ts";

const describe = (error: z.ZodError): string[] => error.issues.map((i) => `${i.path.join(".") || "settings"}: ${i.message}`);

/**
 * Applies a patch to the settings in force. Runtime fields merge one by one, so changing the
 * thread count keeps the chosen backend. A runtime field given as null (or undefined, in
 * process) goes back to automatic.
 */
export function mergeSettings(current: AppSettings, patch: AppSettingsPatch): AppSettings {
  const { runtime, ...rest } = patch;
  const merged: AppSettings = { ...current };
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  if (runtime !== undefined) {
    const next: Record<string, unknown> = { ...current.runtime };
    for (const [key, value] of Object.entries(runtime)) {
      if (value === undefined || value === null) delete next[key];
      else next[key] = value;
    }
    merged.runtime = next as AppSettings["runtime"];
  }
  return merged;
}

/** `db` opens the library on first use, like every core service. */
export function createSettingsService(db: () => LibraryDatabase, emit: Emit): SettingsService {
  return {
    async get() {
      return readSettings(db());
    },
    async ocrChoices() {
      const command = await findTesseractCommand();
      const system = command ? await findSystemTessdata(command) : null;
      return {
        languages: installedOcrLanguages().map((l) => l.code),
        automaticThreads: defaultParserThreads(),
        installedEngine: command ? installedEngineLabel(command.version) : null,
        systemLanguages: system ? usableSystemLanguages(system) : [],
      };
    },
    async update(patch) {
      const checked = AppSettingsPatchSchema.safeParse(patch);
      if (!checked.success) throw new InvalidSettingsError(describe(checked.error));
      const connection = db();
      // Read, merge and write in one immediate transaction so two windows saving at once cannot
      // interleave and lose one of the changes.
      const settings = connection
        .transaction((): AppSettings => {
          const merged = mergeSettings(readSettings(connection), patch);
          const valid = AppSettingsSchema.safeParse(merged);
          if (!valid.success) throw new InvalidSettingsError(describe(valid.error));
          for (const key of Object.keys(patch) as (keyof AppSettings)[]) setSetting(connection, key, valid.data[key]);
          return valid.data;
        })
        .immediate();
      emit({ type: "settings.changed", settings });
      return settings;
    },
  };
}
