// Proves the model engine (node-llama-cpp) end to end on a model the test writes itself: no model
// files, no network. See src-main/core/llm/models/tinyLlamaGguf.ts for how the model is built.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  getLlama,
  LlamaCompletion,
  LlamaLogLevel,
  readGgufFileInfo,
  type Llama,
  type LlamaContext,
  type LlamaJsonSchemaGrammar,
  type LlamaModel,
} from "node-llama-cpp";
import { tempDirForSuite } from "../../support/tempDir.ts";
import { writeTinyLlamaGguf, type TinyModelFile } from "../../../src-main/core/llm/models/tinyLlamaGguf.ts";

const SCHEMA = {
  type: "object",
  properties: {
    answer: { type: "string" },
    difficulty: { enum: ["easy", "medium", "hard"] },
    score: { type: "number" },
    tags: { type: "array", items: { type: "string" } },
  },
  required: ["answer", "difficulty", "score", "tags"],
} as const;

const PROMPT = "Question: what is the band gap of the annealed perovskite film?\nAnswer as JSON:\n";

let dir: string;
let llama: Llama;
let seed0: TinyModelFile;
let seed1: TinyModelFile;
const models: LlamaModel[] = [];
const contexts: LlamaContext[] = [];
let grammar: LlamaJsonSchemaGrammar<typeof SCHEMA>;

async function load(file: string): Promise<{ model: LlamaModel; context: LlamaContext }> {
  const model = await llama.loadModel({ modelPath: file });
  models.push(model);
  // Always one thread: the default thread count on a small CI machine is dramatically slower.
  const context = await model.createContext({ threads: 1 });
  contexts.push(context);
  return { model, context };
}

/** Greedy (or seeded) completion on a fresh sequence state. */
async function complete(context: LlamaContext, prompt: string, options: Parameters<LlamaCompletion["generateCompletionWithMeta"]>[1]) {
  const sequence = context.getSequence();
  try {
    const completion = new LlamaCompletion({ contextSequence: sequence });
    const tokens: number[] = [];
    const result = await completion.generateCompletionWithMeta(prompt, { ...options, onToken: (chunk) => tokens.push(...chunk) });
    completion.dispose();
    return { ...result, tokens };
  } finally {
    sequence.dispose();
  }
}

beforeAll(async () => {
  dir = tempDirForSuite("distillate-tiny-gguf-");
  seed0 = writeTinyLlamaGguf(path.join(dir, "tiny-seed0.gguf"));
  seed1 = writeTinyLlamaGguf(path.join(dir, "tiny-seed1.gguf"), { seed: 1 });
  llama = await getLlama({ gpu: false, logLevel: LlamaLogLevel.error, maxThreads: 1 });
  grammar = await llama.createGrammarForJsonSchema(SCHEMA);
});

afterAll(async () => {
  for (const context of contexts.splice(0)) await context.dispose();
  for (const model of models.splice(0)) await model.dispose();
  await llama?.dispose();
});

describe("the tiny generated GGUF model", () => {
  // Speed is not asserted here (tests assert behaviour); writing takes ~10 ms.
  it("is small and byte-for-byte deterministic", () => {
    expect(seed0.bytes).toBe(fs.statSync(seed0.file).size);
    expect(seed0.bytes).toBeLessThan(1024 * 1024);
    expect(seed0.vocabularySize).toBeGreaterThan(259 + 200);

    const again = writeTinyLlamaGguf(path.join(dir, "again.gguf"));
    expect(fs.readFileSync(again.file).equals(fs.readFileSync(seed0.file))).toBe(true);
    expect(fs.readFileSync(seed1.file).equals(fs.readFileSync(seed0.file))).toBe(false);
    expect(seed1.bytes).toBe(seed0.bytes);
  });

  it("has a header that readGgufFileInfo reports as a llama model of the requested sizes", async () => {
    const info = await readGgufFileInfo(seed0.file, { readTensorInfo: true });
    expect(info.version).toBe(3);
    expect(info.metadata.general.architecture).toBe("llama");
    expect(info.architectureMetadata).toMatchObject({ context_length: 512, embedding_length: 32, block_count: 2 });
    expect(info.metadata.tokenizer.ggml.model).toBe("llama");
    expect(info.fullTensorInfo?.find((t) => t.name === "token_embd.weight")?.dimensions).toEqual([32, seed0.vocabularySize]);
    expect(info.tensorCount).toBe(3 + 2 * 9);

    const custom = writeTinyLlamaGguf(path.join(dir, "custom.gguf"), {
      seed: 5,
      contextLength: 1024,
      embeddingLength: 16,
      headWidth: 8,
      blockCount: 3,
      chatTemplate: "{% for m in messages %}{{ m.content }}{% endfor %}",
    });
    const customInfo = await readGgufFileInfo(custom.file);
    expect(customInfo.architectureMetadata).toMatchObject({ context_length: 1024, embedding_length: 16, block_count: 3 });
    expect(customInfo.tensorCount).toBe(3 + 3 * 9);
    expect(customInfo.metadata.tokenizer.chat_template).toBe("{% for m in messages %}{{ m.content }}{% endfor %}");
    expect(() => writeTinyLlamaGguf(path.join(dir, "bad.gguf"), { embeddingLength: 20 })).toThrow(RangeError);
    expect(() => writeTinyLlamaGguf(path.join(dir, "bad.gguf"), { embeddingLength: 40 })).toThrow(/multiple of 16/);
    expect(() => writeTinyLlamaGguf(path.join(dir, "bad.gguf"), { headWidth: 12 })).toThrow(/multiple of 8/);
  });

  it("loads in node-llama-cpp with the vocabulary's special tokens", async () => {
    const { model, context } = await load(seed0.file);
    expect(model.trainContextSize).toBe(512);
    expect(context.contextSize).toBe(512);
    expect(model.tokens.bos).toBe(1);
    expect(model.tokens.eos).toBe(2);
    expect(model.tokens.bosString).toBe("<s>");
    expect(model.tokens.eosString).toBe("</s>");
  });

  it("tokenizes and detokenizes English and JSON text exactly", async () => {
    const { model } = await load(seed0.file);
    const text = 'Hello, world! {"a": [1, 2]}';
    const tokens = model.tokenize(text);
    expect(tokens.length).toBeGreaterThan(5);
    expect(tokens.length).toBeLessThan(text.length); // pieces merge, not one byte per character
    expect(model.detokenize(tokens)).toBe(text);
    // Characters outside the vocabulary fall back to byte tokens and still round-trip.
    for (const other of ["tab\tnew\nline  two spaces", "ünïcödé — 日本"]) expect(model.detokenize(model.tokenize(other))).toBe(other);
  });

  it("completes greedily, identically on every run", async () => {
    const { context } = await load(seed0.file);
    const first = await complete(context, "The results show", { maxTokens: 20, temperature: 0 });
    const second = await complete(context, "The results show", { maxTokens: 20, temperature: 0 });
    expect(first.metadata.stopReason).toBe("maxTokens");
    expect(first.tokens).toHaveLength(20);
    expect(first.response.length).toBeGreaterThan(0);
    expect(second.tokens).toEqual(first.tokens);
    expect(second.response).toBe(first.response);
  });

  it("completes under a JSON-schema grammar with output that the grammar parses", async () => {
    const { context } = await load(seed0.file);
    // Greedy and seeded sampling; both finish the object well inside the budget (the model is
    // steered to close strings and arrays) and stop on the grammar's trailing-newlines trigger.
    for (const options of [{ temperature: 0 }, { temperature: 0.8, seed: 7 }, { temperature: 1.5, seed: 11 }]) {
      const result = await complete(context, PROMPT, { ...options, maxTokens: 200, grammar });
      expect(result.metadata.stopReason, result.response).toBe("stopGenerationTrigger");
      const parsed = grammar.parse(result.response);
      expect(typeof parsed.answer).toBe("string");
      expect(["easy", "medium", "hard"]).toContain(parsed.difficulty);
      expect(Number.isFinite(parsed.score)).toBe(true);
      expect(Array.isArray(parsed.tags)).toBe(true);
      expect(result.tokens.length).toBeLessThan(100);
    }
  });

  it("generates differently from weights of a different seed", async () => {
    const a = await load(seed0.file);
    const b = await load(seed1.file);
    const freeA = await complete(a.context, "The results show", { maxTokens: 20, temperature: 0 });
    const freeB = await complete(b.context, "The results show", { maxTokens: 20, temperature: 0 });
    expect(freeB.response).not.toBe(freeA.response);
    const jsonA = await complete(a.context, PROMPT, { maxTokens: 200, temperature: 0, grammar });
    const jsonB = await complete(b.context, PROMPT, { maxTokens: 200, temperature: 0, grammar });
    expect(grammar.parse(jsonB.response)).not.toEqual(grammar.parse(jsonA.response));
  });
});
