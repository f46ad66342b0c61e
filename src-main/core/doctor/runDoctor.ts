import fs from "node:fs";
import type { RuntimeInfo } from "../../contract/llm.ts";
import type { ComponentCheck, DoctorReport } from "../../contract/system.ts";
import Database from "better-sqlite3";
import { LATEST_SCHEMA_VERSION } from "../db/migrations/index.ts";
import { closeDatabase, openDatabase } from "../db/openDatabase.ts";
import { createLlamaRuntime } from "../llm/runtime/createLlamaRuntime.ts";
import { llmDoctorChecks } from "../llm/runtime/doctorChecks.ts";
import { packageVersion } from "../system/packageVersion.ts";

export interface DoctorOptions {
  dataDir: string;
  databasePath: string;
  /**
   * The model runtime's facts (backend, devices), started with the settings stored in the library,
   * or with the default ones when the library cannot be opened. Defaults to starting a runtime
   * with default settings just for the report and disposing it.
   */
  llmRuntimeInfo?: (settings: "stored" | "default") => Promise<RuntimeInfo>;
}

/**
 * Checks each runtime piece by actually loading it, so a broken native module shows up here
 * with its own error instead of as a crash later. Nothing is written: the library file is
 * opened read-only, and only when it already exists.
 */
export async function runDoctor(options: DoctorOptions): Promise<DoctorReport> {
  const components: ComponentCheck[] = [
    { name: "node", version: process.versions.node, ok: true },
    electronCheck(),
  ];

  let schemaVersion: number | null = null;
  try {
    // better-sqlite3 loads its native addon on first construction, so this is the real test.
    const memory = new Database(":memory:");
    const sqlite = (memory.prepare("SELECT sqlite_version() AS v").get() as { v: string }).v;
    memory.exec("CREATE VIRTUAL TABLE probe USING fts5(x)");
    memory.close();
    components.push({ name: "better-sqlite3", version: packageVersion("better-sqlite3"), ok: true });
    components.push({ name: "sqlite", version: sqlite, ok: true, detail: "FTS5 available" });
  } catch (error) {
    components.push({ name: "better-sqlite3", version: packageVersion("better-sqlite3"), ok: false, detail: `does not load: ${(error as Error).message}` });
  }

  // Whatever is at the name, a link included: existsSync follows links, so a link to a library on
  // a disk not mounted (or a loop of links) read as "not created yet" while every command refused it.
  if (fs.lstatSync(options.databasePath, { throwIfNoEntry: false })) {
    try {
      const db = openDatabase(options.databasePath, { readonly: true });
      schemaVersion = db.pragma("user_version", { simple: true }) as number;
      closeDatabase(db);
      components.push({ name: "library", version: `schema v${schemaVersion}`, ok: true, detail: options.databasePath });
    } catch (error) {
      components.push({ name: "library", version: null, ok: false, detail: (error as Error).message });
    }
  } else {
    schemaVersion = 0;
    components.push({ name: "library", version: null, ok: true, detail: `not created yet; it will be created at ${options.databasePath} on first use` });
  }

  components.push({ name: "node-llama-cpp", version: packageVersion("node-llama-cpp"), ok: packageVersion("node-llama-cpp") !== null });
  // The runtime's stored settings (backend, threads) live in the library: when it cannot be
  // opened (a pipe, a damaged file), starting the configured runtime failed with the library's
  // words on the llama.cpp line too, as if llama.cpp were broken. llama.cpp is checked with the
  // default settings instead, and the line says so.
  const libraryReadable = components.find((c) => c.name === "library")!.ok;
  const settings = libraryReadable ? "stored" : "default";
  const llm = await llmDoctorChecks(() => (options.llmRuntimeInfo ? options.llmRuntimeInfo(settings) : defaultRuntimeInfo()));
  if (!libraryReadable) {
    for (const check of llm.checks.filter((c) => c.name === "llama.cpp" && c.ok)) {
      check.detail = `${check.detail}; with the default settings, since the library holding your settings cannot be opened`;
    }
  }
  components.push(...llm.checks);
  try {
    const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
    components.push({ name: "pdf.js", version: pdfjs.version ?? packageVersion("pdfjs-dist"), ok: true });
  } catch (error) {
    components.push({ name: "pdf.js", version: packageVersion("pdfjs-dist"), ok: false, detail: `does not load: ${(error as Error).message}` });
  }

  return {
    ok: components.every((c) => c.ok),
    platform: process.platform,
    arch: process.arch,
    dataDir: options.dataDir,
    databasePath: options.databasePath,
    schemaVersion,
    appSchemaVersion: LATEST_SCHEMA_VERSION,
    components,
    llm: llm.info,
  };
}

/** Loads llama.cpp's bindings only (no model): a fraction of a second on the CPU backend. */
export async function defaultRuntimeInfo(): Promise<RuntimeInfo> {
  const runtime = await createLlamaRuntime();
  try {
    return await runtime.info();
  } finally {
    await runtime.dispose();
  }
}

/** Inside Electron we report the running version; from the CLI, the one `npm start` will launch. */
function electronCheck(): ComponentCheck {
  if (process.versions.electron) return { name: "electron", version: process.versions.electron, ok: true };
  const installed = packageVersion("electron");
  return installed
    ? { name: "electron", version: installed, ok: true, detail: "installed; this process is plain Node" }
    : { name: "electron", version: null, ok: true, detail: "not installed (headless install: CLI and server only)" };
}
