import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { DbInfoSchema, DoctorReportSchema } from "../../../src-main/contract/index.ts";
import { LATEST_SCHEMA_VERSION } from "../../../src-main/core/db/migrations/index.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("distillate CLI (child process)", () => {
  it("--help lists the commands", () => {
    const { code, stdout } = runCliProcess(["--help"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/doctor/);
    expect(stdout).toMatch(/db info/);
  });

  it("doctor reports versions, the data dir and that better-sqlite3 loads, without creating the library", () => {
    const dataDir = tempDir();
    const { code, stdout, stderr } = runCliProcess(["doctor", "--json", "--data-dir", dataDir]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const report = DoctorReportSchema.parse(JSON.parse(stdout));
    expect(report.dataDir).toBe(dataDir);
    const byName = Object.fromEntries(report.components.map((c) => [c.name, c]));
    expect(byName["node"]!.version).toBe(process.versions.node);
    expect(byName["better-sqlite3"]!.ok).toBe(true);
    expect(byName["sqlite"]!.version).toMatch(/^3\.\d+/);
    expect(byName["node-llama-cpp"]!.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(byName["pdf.js"]!.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(byName["electron"]!.version).toMatch(/^\d+\./);
    expect(fs.existsSync(path.join(dataDir, "library.sqlite"))).toBe(false);
  });

  it("db info --json creates the library on first use and counts every table", () => {
    const dataDir = tempDir();
    const { code, stdout } = runCliProcess(["db", "info", "--json"], { DISTILLATE_DATA_DIR: dataDir });
    expect(code).toBe(0);
    const info = DbInfoSchema.parse(JSON.parse(stdout));
    expect(info.path).toBe(path.join(dataDir, "library.sqlite"));
    expect(info.schemaVersion).toBe(LATEST_SCHEMA_VERSION);
    expect(info.counts).toMatchObject({ papers: 0, qa_items: 0, work_items: 0, annotations: 0 });
    expect(Object.keys(info.counts)).not.toContain("passages_fts_data");

    const db = new Database(info.path);
    db.prepare("INSERT INTO settings (key, value_json) VALUES ('a', '1')").run();
    db.close();
    const again = DbInfoSchema.parse(JSON.parse(runCliProcess(["db", "info", "--json", "--data-dir", dataDir]).stdout));
    expect(again.counts.settings).toBe(1);
  });

  it("puts errors on stderr with a non-zero exit code", () => {
    const dataDir = tempDir();
    const future = new Database(path.join(dataDir, "library.sqlite"));
    future.pragma("user_version = 99");
    future.close();
    const human = runCliProcess(["db", "info", "--data-dir", dataDir]);
    expect(human.code).toBe(1);
    expect(human.stdout).toBe("");
    expect(human.stderr).toMatch(/newer version of Distillate \(schema v99\)/);
    const json = runCliProcess(["db", "info", "--json", "--data-dir", dataDir]);
    expect(JSON.parse(json.stderr)).toMatchObject({ error: { name: "DatabaseFromFutureError" } });
    // doctor explains the same problem instead of crashing.
    const doctor = runCliProcess(["doctor", "--json", "--data-dir", dataDir]);
    expect(doctor.code).toBe(1);
    expect(JSON.parse(doctor.stdout).components.find((c: { name: string }) => c.name === "library").detail).toMatch(/schema v99/);

    const unknown = runCliProcess(["frobnicate"]);
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toMatch(/Unknown command "frobnicate"/);
    const badOption = runCliProcess(["doctor", "--nope"]);
    expect(badOption.code).toBe(64);
    expect(badOption.stderr).toMatch(/--nope/);
  });
});
