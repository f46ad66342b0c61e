import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { procedures } from "../../../src-main/contract/procedures/index.ts";
import { createCore } from "../../../src-main/core/createCore.ts";
import { tempDir } from "../../support/tempDir.ts";

const srcMain = path.resolve(import.meta.dirname, "../../../src-main");

/**
 * Where each service is implemented, under src-main/: `core/<service>/` unless said here.
 * `models` stays inside `core/llm/` (the model registry shares the runtime's files), and
 * `desktop` (native dialogs) is the Electron shell's.
 */
const FOLDER_OF: Record<string, string> = { models: "core/llm/models", desktop: "shell" };

/**
 * What the core keeps on a service besides its procedures (to close it, to follow its events, for
 * the services built on it); none of it is on the wire table.
 */
const CORE_HANDLES: Record<string, string[]> = {
  runs: ["executing", "dispose"],
  // The runs service sends an imported run here to go on (it reads its file again, not a model).
  qaImport: ["isImported", "resume", "resumeRun"],
  models: ["lookupFile", "registered", "noteOk", "noteFailure", "hasher", "availabilityOf", "dispose"],
  imports: ["dispose"],
  ask: ["dispose"],
  review: ["dispose"],
  report: ["refreshStored", "writeExportReport"],
};

const services = Object.keys(procedures);
const folderOf = (service: string) => FOLDER_OF[service] ?? `core/${service}`;
const factoryOf = (service: string) => `create${service[0]!.toUpperCase()}${service.slice(1)}Service`;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile() && entry.name.endsWith(".ts")).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every `export function create<Name>Service(`, by name, with the files that declare it. */
function serviceFactories(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(srcMain)) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(/export (?:async )?function (create\w+Service)\b/g)) {
      found.set(match[1]!, [...(found.get(match[1]!) ?? []), path.relative(srcMain, file).split(path.sep).join("/")]);
    }
  }
  return found;
}

describe("each service is one contract folder and one core folder", () => {
  it("every service's procedures are declared in contract/procedures/<service>/ and made by one factory in its own folder", () => {
    const factories = serviceFactories();
    const misplaced: string[] = [];
    for (const service of services) {
      expect(fs.existsSync(path.join(srcMain, "contract/procedures", service, "index.ts")), `contract/procedures/${service}/`).toBe(true);
      const files = factories.get(factoryOf(service)) ?? [];
      const expected = `${folderOf(service)}/${factoryOf(service)}.ts`;
      if (files.length !== 1 || files[0] !== expected) misplaced.push(`${service}: ${factoryOf(service)} in ${files.join(", ") || "no file"}, expected ${expected}`);
    }
    expect(misplaced).toEqual([]);
  });

  it("no service factory exists but one per service: no part of a service is made elsewhere and merged in", () => {
    const expected = new Set(services.map(factoryOf));
    const strays = [...serviceFactories()].filter(([name]) => !expected.has(name)).map(([name, files]) => `${name} (${files.join(", ")})`);
    expect(strays).toEqual([]);
  });

  it("every procedure of a service has its handler in that service's folder", () => {
    const missing: string[] = [];
    for (const [service, methods] of Object.entries(procedures)) {
      const text = sourceFiles(path.join(srcMain, folderOf(service)))
        .map((file) => fs.readFileSync(file, "utf8"))
        .join("\n");
      for (const method of Object.keys(methods)) {
        // A method of the returned object: `async name(`, `name:` or `name,` (shorthand).
        if (!new RegExp(`(^|[\\s{,])(async\\s+)?${method}\\s*[(:,]`, "m").test(text)) missing.push(`${service}.${method}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("the core serves exactly these services, each with exactly its procedures (plus the handles the core keeps)", async () => {
    const core = createCore({ dataDir: tempDir() });
    try {
      const served = core.services as unknown as Record<string, Record<string, unknown>>;
      expect(Object.keys(served).sort()).toEqual(services.filter((s) => s !== "desktop").sort());
      // A method of one service served by another would show up here as a stray public name.
      const strays = Object.entries(served).flatMap(([service, methods]) =>
        Object.keys(methods)
          .filter((method) => !Object.hasOwn(procedures[service as keyof typeof procedures], method) && !(CORE_HANDLES[service] ?? []).includes(method))
          .map((method) => `${service}.${method}`),
      );
      expect(strays).toEqual([]);
    } finally {
      await core.closeAsync();
    }
  });
});
