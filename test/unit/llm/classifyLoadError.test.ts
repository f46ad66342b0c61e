import { InsufficientMemoryError } from "node-llama-cpp";
import { describe, expect, it } from "vitest";
import { classifyLoadError } from "../../../src-main/core/llm/runtime/classifyLoadError.ts";

const attempt = { what: "model" as const, file: "/m.gguf", gpuLayers: "auto" as const, backend: "cpu" };
const failed = new Error("Failed to load model");

describe("naming a failure llama.cpp reports only in its log", () => {
  it("reads the architecture and truncation out of llama.cpp's log lines", () => {
    expect(classifyLoadError("/m.gguf", failed, ["llama_model_load: error loading model: unknown model architecture: 'mamba9'"], attempt)).toMatchObject({
      name: "UnsupportedArchitectureError",
      architecture: "mamba9",
    });
    const truncated = classifyLoadError("/m.gguf", failed, ["llama_model_load: error loading model: tensor 'output.weight' data is not within the file bounds, model is corrupted or incomplete"], attempt);
    expect(truncated).toMatchObject({ name: "TruncatedGgufError", message: expect.stringContaining("(tensor 'output.weight' data is not within the file bounds") });
  });

  it("keeps memory and abort errors, and otherwise quotes llama.cpp's last error", () => {
    expect(classifyLoadError("/m.gguf", new InsufficientMemoryError("too large"), [], attempt)).toMatchObject({ name: "OutOfMemoryError", message: expect.stringContaining("tried backend cpu, GPU layers auto") });
    const abort = new DOMException("stop", "AbortError");
    expect(classifyLoadError("/m.gguf", abort, [], attempt)).toBe(abort);
    expect(classifyLoadError("/m.gguf", failed, ["load: something odd", "llama_model_load: error loading model: bad tensor type 99"], attempt)).toMatchObject({
      name: "ModelLoadError",
      message: "Cannot load the model /m.gguf: llama_model_load: error loading model: bad tensor type 99",
    });
  });
});
