import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createLlamaRuntime } from "../../src-main/core/llm/runtime/createLlamaRuntime.ts";
import type { LlamaRuntime } from "../../src-main/core/llm/runtime/LlamaRuntime.ts";
import { SHARED_MODELS } from "./sharedFixtures.ts";
import { writeTinyLlamaGguf, type TinyModelOptions } from "../../src-main/core/llm/models/tinyLlamaGguf.ts";

/** Model tests always set threads: the library default is ~1,500x slower on 2-vCPU machines. */
export const TEST_THREADS = 1;

export const STORIES_260K = path.join(SHARED_MODELS, "stories260K.gguf");
export const TINY_RANDOM_BERT = path.join(SHARED_MODELS, "tiny-random-bert.gguf");

/** A ChatML template, as many instruction models ship it. */
export const CHATML_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

/** True when a shared model file is present; otherwise says which tests skip and why. */
export function sharedModelAvailable(file: string): boolean {
  const ok = fs.existsSync(file);
  if (!ok) console.warn(`[skip] ${path.basename(file)} is absent from ../shared/models (a fresh clone has none): tests that need it are skipped.`);
  return ok;
}

/** The provenance a run records for the suite's tiny model when no registry entry stands behind it. */
export const TINY_MODEL_IDENTITY = { name: "tiny-random-llama", sha256: null, quantization: "F32" };

/** Writes the suite's own tiny llama model (random weights) into `dir`. */
export function writeTinyModel(dir: string, name = "tiny.gguf", options: TinyModelOptions = {}): string {
  return writeTinyLlamaGguf(path.join(dir, name), { seed: 0, ...options }).file;
}

/** One llama.cpp runtime for the whole test file (CPU, one thread), disposed after its tests. */
export function useRuntime(): () => LlamaRuntime {
  let runtime: LlamaRuntime | undefined;
  beforeAll(async () => {
    runtime = await createLlamaRuntime({ backend: "cpu", threads: TEST_THREADS });
  });
  afterAll(async () => {
    await runtime?.dispose();
  });
  return () => {
    if (!runtime) throw new Error("The runtime is created in beforeAll; use it inside tests.");
    return runtime;
  };
}

/**
 * The suite's tiny model with its architecture renamed in place ("llama" -> `architecture`, same
 * length): the header stays valid, but no llama.cpp knows the architecture.
 */
export function writeUnknownArchitectureModel(dir: string, architecture = "zzzzz"): string {
  const bytes = fs.readFileSync(writeTinyModel(dir));
  // The key, then a u32 value type and a u64 string length, then the value.
  const key = Buffer.from("general.architecture");
  const at = bytes.indexOf(key) + key.length + 4 + 8;
  if (bytes.subarray(at, at + 5).toString() !== "llama" || architecture.length !== 5) throw new Error("expected a 5-letter architecture replacing \"llama\"");
  bytes.write(architecture, at, "latin1");
  const file = path.join(dir, `${architecture}.gguf`);
  fs.writeFileSync(file, bytes);
  return file;
}
