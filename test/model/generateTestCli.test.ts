import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DoctorReportSchema } from "../../src-main/contract/index.ts";
import { STORIES_260K, TEST_THREADS, sharedModelAvailable, writeTinyModel } from "../support/llmFixtures.ts";
import { runCliProcess } from "../support/runCliProcess.ts";
import { tempDir, tempDirForSuite } from "../support/tempDir.ts";

let dir = "";
let tiny = "";
beforeAll(() => {
  dir = tempDirForSuite("distillate-cli-llm-");
  tiny = writeTinyModel(dir);
});

const run = (...args: string[]) => runCliProcess(["generate-test", "--threads", String(TEST_THREADS), "--data-dir", dir, ...args]);

describe("distillate generate-test", () => {
  it("prints {output, tokens, tokensPerSecond} with --json, and reports the fallback chat format", () => {
    const { code, stdout, stderr } = run("--model", tiny, "--prompt", "Hello there", "--max-tokens", "12", "--json");
    expect(code).toBe(0);
    const printed = JSON.parse(stdout);
    expect(Object.keys(printed)).toEqual(["output", "tokens", "tokensPerSecond"]);
    expect(typeof printed.output).toBe("string");
    expect(printed.tokens).toBeGreaterThan(0);
    expect(printed.tokens).toBeLessThanOrEqual(12);
    expect(printed.tokensPerSecond).toBeGreaterThanOrEqual(0);
    expect(stderr).toMatch(/has no usable chat template; the prompt was wrapped in the General fallback format/);
  });

  it("returns the parsed object when --schema is given", () => {
    const schema = path.join(dir, "schema.json");
    fs.writeFileSync(schema, JSON.stringify({ type: "object", properties: { answer: { type: "string", maxLength: 20 }, level: { enum: ["low", "high"] } } }));
    const { code, stdout } = run("--model", tiny, "--prompt", "Answer in JSON", "--schema", schema, "--max-tokens", "80", "--json");
    expect(code).toBe(0);
    const { output } = JSON.parse(stdout);
    expect(Object.keys(output)).toEqual(["answer", "level"]);
    expect(typeof output.answer).toBe("string");
    expect(["low", "high"]).toContain(output.level);
  });

  it.skipIf(!sharedModelAvailable(STORIES_260K))("writes a readable report without --json (stories260K)", () => {
    const { code, stdout } = run("--model", STORIES_260K, "--prompt", "Tell me a story", "--max-tokens", "20");
    expect(code).toBe(0);
    expect(stdout).toMatch(/\n20 tokens at [\d.]+ tokens\/s \(the token limit was reached\); prompt \d+ tokens/);
    expect(stdout).toMatch(/on CPU; chat format General \(fallback\)/);
  });

  it("fails with named errors and usage mistakes with 64", () => {
    const notModel = path.join(tempDir(), "notes.gguf");
    fs.writeFileSync(notModel, "just some notes");
    const bad = run("--model", notModel, "--prompt", "x", "--json");
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stderr)).toMatchObject({ error: { name: "NotGgufError" } });
    const overflow = run("--model", tiny, "--prompt", "x", "--max-tokens", "100000", "--json");
    expect(JSON.parse(overflow.stderr).error).toMatchObject({ name: "ContextOverflowError", message: expect.stringMatching(/the context window holds 512/) });
    expect(run("--model", tiny, "--prompt", "x", "--max-tokens", "many").code).toBe(64);
    expect(run("--prompt", "x").stderr).toMatch(/--model/);
  });
});

describe("distillate doctor", () => {
  it("lists the backend in use, the GPU backends and devices, without loading a model", () => {
    const { code, stdout } = runCliProcess(["doctor", "--json", "--data-dir", tempDir()]);
    expect(code).toBe(0);
    const report = DoctorReportSchema.parse(JSON.parse(stdout));
    expect(report.llm).toMatchObject({ requestedBackend: "auto", devices: expect.any(Array) });
    const names = report.components.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["llama.cpp", "gpu backends", "gpu devices"]));
    expect(report.components.find((c) => c.name === "llama.cpp")!.detail).toMatch(/^backend (CPU|CUDA|Vulkan|Metal)/);
  });
});
