import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { AppEvent } from "../../../src-main/contract/events.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { createSettingsService } from "../../../src-main/core/settings/createSettingsService.ts";
import { readSettings } from "../../../src-main/core/settings/readSettings.ts";
import { tempDir } from "../../support/tempDir.ts";

const open: LibraryDatabase[] = [];
afterEach(() => {
  for (const db of open.splice(0)) closeDatabase(db);
});

function library(file = path.join(tempDir(), "library.sqlite")) {
  const db = openDatabase(file);
  open.push(db);
  const events: AppEvent[] = [];
  return { file, db, events, service: createSettingsService(() => db, (e) => events.push(e)) };
}

/** A QA passes the judge when each criterion scores at least 2 of 3, until the user says otherwise. */
const DEFAULT_THRESHOLDS = { relevance: 2, agnosticism: 2, completeness: 2, accuracy: 2, reasonableness: 2 };

describe("settings", () => {
  it("a fresh library starts with automatic runtime choices and the documented defaults", async () => {
    const { service } = library();
    expect(await service.get()).toEqual({
      runtime: {},
      defaultModelId: null,
      defaultStrategy: "sciqag",
      judgeThresholds: DEFAULT_THRESHOLDS,
      lanes: 2,
      reviewer: "me",
      theme: "system",
      // Scanned pages are read by OCR unless turned off (docs/ocr.md).
      ocr: { enabled: true, languages: ["eng"], threads: null, engine: "automatic", model: "distillate" },
    });
  });

  it("an update changes only the given fields, merges runtime fields one by one and announces the result", async () => {
    const { service, events } = library();
    await service.update({ runtime: { backend: "vulkan", threads: 6 }, theme: "dark" });
    const after = await service.update({ runtime: { threads: 3 }, lanes: 4 });
    expect(after).toEqual({
      runtime: { backend: "vulkan", threads: 3 },
      defaultModelId: null,
      defaultStrategy: "sciqag",
      judgeThresholds: DEFAULT_THRESHOLDS,
      lanes: 4,
      reviewer: "me",
      theme: "dark",
      ocr: { enabled: true, languages: ["eng"], threads: null, engine: "automatic", model: "distillate" },
    });
    expect(events).toEqual([
      { type: "settings.changed", settings: expect.objectContaining({ theme: "dark", lanes: 2 }) },
      { type: "settings.changed", settings: after },
    ]);
  });

  it("puts a runtime field back to automatic when a window sends null for it", async () => {
    const { service } = library();
    await service.update({ runtime: { backend: "cpu", threads: 6, batchSize: 256 } });
    // JSON cannot carry undefined, so "automatic again" crosses the wire as null.
    const after = await service.update(JSON.parse(JSON.stringify({ runtime: { threads: null } })));
    expect(after.runtime).toEqual({ backend: "cpu", batchSize: 256 });
    expect((await service.get()).runtime).toEqual({ backend: "cpu", batchSize: 256 });
  });

  it("keeps the settings across closing and reopening the library", async () => {
    const first = library();
    await first.service.update({ reviewer: "ana", defaultModelId: 3, runtime: { gpuLayers: 20 } });
    closeDatabase(first.db);
    const second = library(first.file);
    expect(await second.service.get()).toMatchObject({ reviewer: "ana", defaultModelId: 3, runtime: { gpuLayers: 20 } });
  });

  it("refuses an invalid change with a named error and stores nothing of it", async () => {
    const { service, events } = library();
    await expect(service.update({ lanes: 0, theme: "dark" })).rejects.toMatchObject({ name: "InvalidSettingsError", message: expect.stringContaining("lanes") });
    await expect(service.update({ reviewer: "" })).rejects.toMatchObject({ name: "InvalidSettingsError" });
    await expect(service.update({ colour: "red" } as never)).rejects.toMatchObject({ name: "InvalidSettingsError" });
    expect(await service.get()).toMatchObject({ lanes: 2, theme: "system", reviewer: "me" });
    expect(events).toEqual([]);
  });

  it("falls back to the default for stored values it cannot use, keeping the rest", () => {
    const { db } = library();
    const put = db.prepare(`INSERT INTO settings (key, value_json) VALUES (?, ?)`);
    put.run("lanes", JSON.stringify("many"));
    put.run("theme", JSON.stringify("light"));
    put.run("runtime", JSON.stringify({ threads: -2, backend: "cpu", someday: true }));
    put.run("unknownKey", JSON.stringify(1));
    expect(readSettings(db)).toEqual({
      runtime: { backend: "cpu" },
      defaultModelId: null,
      defaultStrategy: "sciqag",
      judgeThresholds: DEFAULT_THRESHOLDS,
      lanes: 2,
      reviewer: "me",
      theme: "light",
      ocr: { enabled: true, languages: ["eng"], threads: null, engine: "automatic", model: "distillate" },
    });
  });

  it("reads OCR settings stored before the engine could be chosen as automatic, keeping their languages", () => {
    const { db } = library();
    db.prepare(`INSERT INTO settings (key, value_json) VALUES (?, ?)`).run("ocr", JSON.stringify({ enabled: true, languages: ["eng", "deu"], threads: 2 }));
    expect(readSettings(db).ocr).toEqual({ enabled: true, languages: ["eng", "deu"], threads: 2, engine: "automatic", model: "distillate" });
  });

  it("reads OCR settings stored before the faster reading existed with Distillate's own language data", () => {
    const { db } = library();
    db.prepare(`INSERT INTO settings (key, value_json) VALUES (?, ?)`).run("ocr", JSON.stringify({ enabled: true, languages: ["eng"], threads: null, engine: "builtin" }));
    expect(readSettings(db).ocr.model).toBe("distillate");
  });
});
