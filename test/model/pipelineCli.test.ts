import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { KeyQaViewSchema } from "../../src-main/contract/keyQas.ts";
import { RunSummarySchema } from "../../src-main/contract/pipeline.ts";
import { SCHEMA_FILE } from "../../scripts/writeSchemas.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { writeTinyModel } from "../support/llmFixtures.ts";
import { runCliProcess } from "../support/runCliProcess.ts";
import { tempDir } from "../support/tempDir.ts";

describe("the generation CLI, end to end in child processes", () => {
  it("imports, generates, lists the run, summarises and exports a valid dataset", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
    const model = writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 });
    const env = { DISTILLATE_DATA_DIR: path.join(dir, "data") };
    expect(runCliProcess(["import", pdfs.twoColumn, "--json"], env).code).toBe(0);

    const generated = runCliProcess(["generate", "--strategy", "sciqag", "--model", model, "--lanes", "1", "--context-size", "8192", "--threads", "1", "--json"], env);
    // --threads is not a generate option: usage errors name the option and exit 64.
    expect(generated.code).toBe(64);
    expect(generated.stderr).toMatch(/threads/);

    const run = runCliProcess(["generate", "--strategy", "sciqag", "--model", model, "--lanes", "1", "--context-size", "8192", "--seed", "9", "--json"], env);
    expect(run.stderr).toMatch(/\[1\/1\] 100%/);
    expect(run.code).toBe(0);
    const [planned, final] = run.stdout.trim().split("\n").map((l) => JSON.parse(l));
    expect(planned).toMatchObject({ items: 1 });
    expect(final).toMatchObject({ runId: planned.runId, status: "completed", qas: 10 });

    const runs = JSON.parse(runCliProcess(["runs", "--json"], env).stdout);
    const summary = RunSummarySchema.parse(runs[0]);
    expect(summary).toMatchObject({ id: planned.runId, strategy: "sciqag", promptVersion: "sciqag@3", seed: 9, qas: { total: 10 }, items: { done: 1 } });
    expect(summary.model.sha256).toMatch(/^[0-9a-f]{64}$/);

    const key = runCliProcess(["summary", "1", "--json"], env);
    expect(key.code).toBe(0);
    for (const k of JSON.parse(key.stdout)) KeyQaViewSchema.parse(k);

    const out = path.join(dir, "dataset.json");
    const exported = runCliProcess(["export", "--format", "json", "--out", out, "--include-dropped", "--json"], env);
    expect(JSON.parse(exported.stdout)).toMatchObject({ records: 10, format: "json" });
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync(SCHEMA_FILE, "utf8")));
    for (const record of JSON.parse(fs.readFileSync(out, "utf8"))) expect(validate(record), JSON.stringify(validate.errors)).toBe(true);

    const resumed = runCliProcess(["resume", String(planned.runId), "--json"], env);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ status: "completed", qas: 10 }); // nothing left, nothing duplicated
  });
});
