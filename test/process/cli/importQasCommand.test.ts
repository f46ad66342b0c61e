// `distillate import-qas` from a shell: a QA file made elsewhere becomes an imported run whose
// QAs the filters judged, export with their origin, and a file that cannot be used stores nothing.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

const SOURCE = "Perovskite films were annealed at 150 °C for 10 min. Figure 2 shows the XRD pattern.";

describe("distillate import-qas", () => {
  it("imports a CSV about its rows' own texts, names the fields given, and exports the QAs with their origin", () => {
    const dir = tempDir();
    const data = path.join(dir, "data");
    const file = path.join(dir, "published.csv");
    fs.writeFileSync(file, `prompt,completion,passage\n"How long were the films annealed?","10 min.","${SOURCE}"\n"What does Figure 2 show?","The XRD pattern.","${SOURCE}"\n`);
    const imported = runCliProcess(["--data-dir", data, "import-qas", file, "--question", "prompt", "--answer", "completion", "--source-field", "passage"]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/^imported run 1: 2 QA\(s\) from 2 row\(s\) about 1 source\(s\)/);
    expect(imported.stdout).toContain("1 accepted and 1 rejected by the filters (references to the paper");
    const out = path.join(dir, "all.jsonl");
    const exported = runCliProcess(["--data-dir", data, "export", "--preset", "all", "--format", "jsonl", "--out", out]);
    expect(exported.code, exported.stderr).toBe(0);
    const records = fs.readFileSync(out, "utf8").trim().split("\n").map((line) => JSON.parse(line) as { provenance: { strategy: string; origin: { file: string; row: number } } });
    expect(records.map((r) => r.provenance.origin)).toEqual([expect.objectContaining({ file: "published.csv", row: 1 }), expect.objectContaining({ file: "published.csv", row: 2 })]);
    expect(records.every((r) => r.provenance.strategy === "imported")).toBe(true);
  });

  it("says what is missing, in one JSON error with --json, and stores nothing", () => {
    const dir = tempDir();
    const data = path.join(dir, "data");
    const file = path.join(dir, "odd.jsonl");
    fs.writeFileSync(file, `{"prompt":"Q?","completion":"A."}\n`);
    const result = runCliProcess(["--data-dir", data, "--json", "import-qas", file]);
    expect(result.code).not.toBe(0);
    expect(JSON.parse(result.stderr)).toMatchObject({ error: { name: "QaFieldsNotFoundError", message: expect.stringContaining("--question NAME") } });
    const runs = runCliProcess(["--data-dir", data, "--json", "runs"]);
    expect(JSON.parse(runs.stdout)).toEqual([]);
  });
});
