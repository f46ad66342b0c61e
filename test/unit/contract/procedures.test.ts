import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { methods } from "../../../src-main/contract/methods.ts";
import { procedures } from "../../../src-main/contract/procedures/index.ts";
import { createCore } from "../../../src-main/core/createCore.ts";
import { tempDir } from "../../support/tempDir.ts";

const folder = fileURLToPath(new URL("../../../src-main/contract/procedures/", import.meta.url));
const services = Object.entries(procedures) as [string, Record<string, { args: unknown; result: unknown; inProcessOnly: boolean }>][];

describe("one module per procedure, the services and the wire table derived from them", () => {
  it("every procedure module is one procedure named as its file, collected by its service's index", async () => {
    const folders = fs.readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.sort()).toEqual(Object.keys(procedures).sort());
    for (const service of folders) {
      const files = fs.readdirSync(path.join(folder, service)).filter((file) => file.endsWith(".ts") && file !== "index.ts");
      expect(files.map((file) => path.basename(file, ".ts")).sort(), service).toEqual(Object.keys(procedures[service as keyof typeof procedures]).sort());
      for (const file of files) {
        const module = (await import(path.join(folder, service, file))) as Record<string, unknown>;
        expect(Object.keys(module), `${service}/${file}`).toEqual([path.basename(file, ".ts")]);
      }
    }
  });

  it("the wire table holds every procedure but the in-process ones, under service.method", () => {
    const expected = services.flatMap(([service, list]) => Object.entries(list).flatMap(([method, procedure]) => (procedure.inProcessOnly ? [] : [`${service}.${method}`])));
    expect(Object.keys(methods).sort()).toEqual(expected.sort());
    const inProcess = services.flatMap(([service, list]) => Object.entries(list).flatMap(([method, procedure]) => (procedure.inProcessOnly ? [`${service}.${method}`] : [])));
    expect(inProcess.sort()).toEqual(["runs.generate", "runs.resume", "runs.retry"]);
  });

  it("the core has a handler for every procedure of its services (the desktop's are the Electron shell's)", async () => {
    const core = createCore({ dataDir: tempDir() });
    try {
      const missing = services
        .filter(([service]) => service !== "desktop")
        .flatMap(([service, list]) => Object.keys(list).map((method) => [service, method] as const))
        .filter(([service, method]) => typeof (core.services as unknown as Record<string, Record<string, unknown>>)[service]?.[method] !== "function")
        .map(([service, method]) => `${service}.${method}`);
      expect(missing).toEqual([]);
    } finally {
      await core.closeAsync();
    }
  });
});
