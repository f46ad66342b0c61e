// `--json` output is for scripts: stdout carries the command's JSON and nothing else, even when
// llama.cpp has warnings to give about the model (they belong on stderr or in the log buffer).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLlamaRuntime } from "../../src-main/core/llm/runtime/createLlamaRuntime.ts";
import { readGgufMetadata } from "../../src-main/core/llm/models/readGgufMetadata.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { TEST_THREADS, writeTinyModel } from "../support/llmFixtures.ts";
import { runCliProcess } from "../support/runCliProcess.ts";
import { tempDir } from "../support/tempDir.ts";

/**
 * The suite's tiny model with an unknown-token id past its vocabulary: llama.cpp loads it, with a
 * warning ("bad special token") on every load, vocabulary-only ones included.
 */
function writeWarningModel(dir: string): string {
  const file = writeTinyModel(dir, "tiny-warns.gguf", { contextLength: 8192 });
  const bytes = fs.readFileSync(file);
  const key = Buffer.from("tokenizer.ggml.unknown_token_id");
  // The key, then its u32 value type, then the value.
  bytes.writeUInt32LE(0xffffffff, bytes.indexOf(key) + key.length + 4);
  fs.writeFileSync(file, bytes);
  return file;
}

describe("--json stdout holds only JSON while llama.cpp warns", () => {
  it("generate --json: every line of stdout is JSON (planned, then final); generate-test --json: stdout is one JSON document", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
    const model = writeWarningModel(dir);
    const env = { DISTILLATE_DATA_DIR: path.join(dir, "data") };
    expect(runCliProcess(["import", pdfs.twoColumn], env).code).toBe(0);

    const run = runCliProcess(["generate", "--strategy", "sciqag", "--model", model, "--lanes", "1", "--context-size", "8192", "--seed", "3", "--json"], env);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { runId: expect.any(Number), items: 1 },
      expect.objectContaining({ status: "completed" }),
    ]);
    expect(run.stdout).not.toMatch(/bad special token/);

    const test = runCliProcess(["generate-test", "--model", model, "--prompt", "Hello", "--max-tokens", "4", "--threads", String(TEST_THREADS), "--json"], env);
    expect(test.code).toBe(0);
    expect(Object.keys(JSON.parse(test.stdout))).toEqual(["output", "tokens", "tokensPerSecond"]);
  });

  it("llama.cpp's warnings reach the runtime's log buffer even when a model's header was read before the runtime started", async () => {
    const model = writeWarningModel(tempDir());
    // Reading a header first makes node-llama-cpp create its backend-less llama.cpp instance.
    await readGgufMetadata(model);
    const logged: string[] = [];
    const runtime = await createLlamaRuntime({ backend: "cpu", threads: TEST_THREADS, log: (line) => logged.push(line) });
    try {
      const loaded = await runtime.llama.loadModel({ modelPath: model, vocabOnly: true, gpuLayers: 0 });
      await loaded.dispose();
      // Log lines arrive through the event loop, after the load's own result: waited for, not for a fixed time.
      await expect.poll(() => logged.join("\n")).toMatch(/bad special token/);
    } finally {
      await runtime.dispose();
    }
  });
});
