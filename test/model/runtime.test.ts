import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RuntimeInfoSchema } from "../../src-main/contract/llm.ts";
import { detectBackends } from "../../src-main/core/llm/runtime/backends.ts";
import { createLlamaRuntime } from "../../src-main/core/llm/runtime/createLlamaRuntime.ts";
import { REPO_ROOT } from "../support/runCliProcess.ts";
import { TEST_THREADS, useRuntime, writeTinyModel, writeUnknownArchitectureModel } from "../support/llmFixtures.ts";
import { tempDir } from "../support/tempDir.ts";

const runtime = useRuntime();
const detection = await detectBackends();
const LOCAL_BUILDS = path.join(REPO_ROOT, "node_modules/node-llama-cpp/llama/localBuilds");

describe("runtime and backends", () => {
  it("reports the backend in use, devices, memory and threads", async () => {
    const info = RuntimeInfoSchema.parse(await runtime().info());
    expect(info).toMatchObject({ requestedBackend: "cpu", backend: "cpu", fallbackReason: null, devices: [], vram: null, threads: TEST_THREADS });
    expect(info.ram.total).toBe(os.totalmem());
    expect(info.cpuMathCores).toBeGreaterThanOrEqual(1);
  });

  it.skipIf(detection.available.includes("cuda"))("falls back to the CPU when CUDA cannot load, saying why, without building from source", async () => {
    const hadLocalBuilds = fs.existsSync(LOCAL_BUILDS);
    const fallback = await createLlamaRuntime({ backend: "cuda", threads: TEST_THREADS });
    try {
      const info = await fallback.info();
      expect(info.requestedBackend).toBe("cuda");
      expect(info.backend).toBe("cpu");
      expect(info.fallbackReason).toMatch(/^CUDA was requested but .*(NVIDIA|did not load).*; running on the CPU$/);
    } finally {
      await fallback.dispose();
    }
    expect(fs.existsSync(LOCAL_BUILDS)).toBe(hadLocalBuilds);
  });

  it.skipIf(detection.available.includes("vulkan"))("raises BackendUnavailableError for Vulkan when falling back is turned off", async () => {
    await expect(createLlamaRuntime({ backend: "vulkan", fallbackToCpu: false, threads: TEST_THREADS })).rejects.toMatchObject({
      name: "BackendUnavailableError",
      backend: "Vulkan",
      message: expect.stringMatching(/^The Vulkan backend is not available: .+/),
    });
  });

  it.skipIf(process.platform === "darwin")("explains that Metal exists only on Apple Silicon instead of silently picking another GPU", async () => {
    const fallback = await createLlamaRuntime({ backend: "metal", threads: TEST_THREADS });
    expect(fallback.fallbackReason).toMatch(/Metal was requested but Metal exists only on Apple Silicon Macs; running on the CPU/);
    await fallback.dispose();
  });
});

describe("loading models", () => {
  it("reports load progress up to 1 and honours an abort signal", async () => {
    const file = writeTinyModel(tempDir());
    const progress: number[] = [];
    const loaded = await runtime().loadModel({ file, onLoadProgress: (p) => progress.push(p) });
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((p, i) => i === 0 || p > progress[i - 1]!)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(progress.filter((p) => p === 1)).toHaveLength(1);
    await loaded.dispose();
    expect(loaded.disposed).toBe(true);
    await expect(runtime().loadModel({ file, signal: AbortSignal.abort() })).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("load failures have names and say what is wrong", () => {
  const load = (file: string) => runtime().loadModel({ file });

  it("NotGgufError for a file that is not a model", async () => {
    const file = path.join(tempDir(), "page.gguf");
    fs.writeFileSync(file, "<!DOCTYPE html><html>Sign in to download</html>");
    await expect(load(file)).rejects.toMatchObject({ name: "NotGgufError", file, message: expect.stringContaining('starts with "<!DO" instead of "GGUF"') });
    const empty = path.join(tempDir(), "empty.gguf");
    fs.writeFileSync(empty, "");
    await expect(load(empty)).rejects.toMatchObject({ name: "NotGgufError", message: expect.stringContaining("the file is empty") });
  });

  it("TruncatedGgufError for a download cut short in the tensor data, CorruptGgufError in the header", async () => {
    const dir = tempDir();
    const whole = fs.readFileSync(writeTinyModel(dir));
    const cut = path.join(dir, "cut.gguf");
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await expect(load(cut)).rejects.toMatchObject({ name: "TruncatedGgufError", file: cut, message: expect.stringMatching(/is incomplete: .*only [\d,]+ of the [\d,]+ bytes its header describes are there, 59%/) });
    const header = path.join(dir, "header.gguf");
    fs.writeFileSync(header, whole.subarray(0, 300));
    await expect(load(header)).rejects.toMatchObject({ name: "CorruptGgufError", file: header, field: "tensor count" });
  });

  it("UnsupportedArchitectureError for an architecture llama.cpp does not know", async () => {
    const file = writeUnknownArchitectureModel(tempDir());
    await expect(load(file)).rejects.toMatchObject({ name: "UnsupportedArchitectureError", architecture: "zzzzz", message: expect.stringContaining('is a "zzzzz" model') });
  });

  it("ModelLoadError for a missing file", async () => {
    const file = path.join(tempDir(), "missing.gguf");
    await expect(load(file)).rejects.toMatchObject({ name: "ModelLoadError", message: `Cannot load the model ${file}: the file does not exist` });
  });

  it("OutOfMemoryError naming the context size and sequences tried", async () => {
    const model = await runtime().loadModel({ file: writeTinyModel(tempDir()) });
    // A RAM cap makes the refusal certain on any machine without allocating anything: asking for
    // more than the machine has is not safe, since llama.cpp's estimate can let it through.
    await runtime().llama.setRamCap(64 * 2 ** 20);
    try {
      await expect(model.createGenerator({ contextSize: 1_000_000, sequences: 4 })).rejects.toMatchObject({
        name: "OutOfMemoryError",
        message: expect.stringMatching(/Not enough memory for the context of .*tiny\.gguf \(tried backend cpu, GPU layers 0, context size 1000000, 4 parallel sequences\)/),
      });
    } finally {
      await runtime().llama.setRamCap(null);
    }
    await model.dispose();
  });
});
