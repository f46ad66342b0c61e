import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ChatMessage } from "../../src-main/contract/llm.ts";
import type { Generator } from "../../src-main/core/llm/engine/Generator.ts";
import type { LoadedModel } from "../../src-main/core/llm/engine/LoadedModel.ts";
import { CHATML_TEMPLATE, STORIES_260K, sharedModelAvailable, useRuntime, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDirForSuite } from "../support/tempDir.ts";

const runtime = useRuntime();
let tinyDir = "";
beforeAll(() => {
  tinyDir = tempDirForSuite("distillate-llm-");
});

// Bounded strings and arrays, as the pipeline's schemas are: a small model otherwise rambles
// inside a string until maxTokens cuts the JSON off.
const QA_SCHEMA = {
  type: "object",
  properties: {
    question: { type: "string", maxLength: 60 },
    difficulty: { enum: ["easy", "medium", "hard"] },
    tags: { type: "array", items: { type: "string", maxLength: 16 }, maxItems: 3 },
    confidence: { type: "number" },
  },
} as const;
const Qa = z.strictObject({
  question: z.string(),
  difficulty: z.enum(["easy", "medium", "hard"]),
  tags: z.array(z.string()),
  confidence: z.number(),
});

const ask = (content: string): ChatMessage[] => [
  { role: "system", content: "You write one question about the text." },
  { role: "user", content },
];

const models = [
  { name: "the suite's tiny random-weight model", available: true, file: () => writeTinyModel(tinyDir) },
  { name: "stories260K", available: sharedModelAvailable(STORIES_260K), file: () => STORIES_260K },
];

describe.each(models)("generation on $name", ({ available, file }) => {
  let model: LoadedModel;
  let generator: Generator;
  beforeAll(async () => {
    if (!available) return;
    model = await runtime().loadModel({ file: file() });
    generator = await model.createGenerator({ contextSize: 1024, sequences: 4 });
  });

  it.skipIf(!available)("returns schema-valid objects with strings, enums, arrays and numbers", async () => {
    for (const seed of [0, 1, 2]) {
      const result = await generator.generateJson({
        messages: ask(`Solar cells convert light into electricity. Sample ${seed}.`),
        schema: QA_SCHEMA,
        validate: (value) => Qa.parse(value),
        temperature: seed === 0 ? 0 : 0.8,
        seed,
        maxTokens: 200,
      });
      expect(Qa.parse(result.output)).toEqual(result.output);
      expect(JSON.parse(result.text)).toEqual(result.output);
      expect(result.attempts).toBeGreaterThanOrEqual(1);
    }
  });

  it.skipIf(!available)("repeats itself at temperature 0, and keeps parallel sequences apart", async () => {
    const prompts = ["Once upon a time", "The cat sat on the mat", "Lily went to the park", "Perovskite films grow at high temperature"].map(ask);
    const alone = async () => {
      const texts: string[] = [];
      for (const messages of prompts) texts.push((await generator.generate({ messages, maxTokens: 48 })).text);
      return texts;
    };
    const sequential = await alone();
    expect(await alone()).toEqual(sequential);
    expect(new Set(sequential).size).toBeGreaterThan(1);
    // In parallel, each sequence continues its own prompt. llama.cpp evaluates sequences that
    // share a batch with other kernels than a lone one, so a near-tie between two tokens can
    // tip later in a long output; how the prompts fall into batches depends on timing, so only
    // the opening is compared, and each output must be closer to its own prompt's than to any other's.
    const parallel = (await Promise.all(prompts.map((messages) => generator.generate({ messages, maxTokens: 48 })))).map((r) => r.text);
    const shared = (a: string, b: string) => {
      let n = 0;
      while (n < a.length && n < b.length && a[n] === b[n]) n++;
      return n;
    };
    parallel.forEach((text, i) => {
      expect(shared(text, sequential[i]!)).toBeGreaterThanOrEqual(Math.min(12, sequential[i]!.length));
      for (const [j, other] of sequential.entries()) if (j !== i && other !== sequential[i]) expect(shared(text, sequential[i]!)).toBeGreaterThan(shared(text, other));
    });
  });

  it.skipIf(!available)("evaluates a shared paper prefix once and counts prompt tokens submitted vs evaluated", async () => {
    const single = await model.createGenerator({ contextSize: 1024, sequences: 1 });
    const paper = "Methods. We grew perovskite films at 150 degrees and measured their phase with X-ray diffraction. ".repeat(12);
    const questions = ["What temperature?", "Which measurement?", "What material?"];
    const results = [];
    for (const q of questions) results.push(await single.generate({ messages: ask(`${paper}\nTask: ${q}`), maxTokens: 8 }));
    expect(results[0]!.evaluatedPromptTokens).toBe(results[0]!.promptTokens);
    for (const later of results.slice(1)) expect(later.evaluatedPromptTokens).toBeLessThan(later.promptTokens / 4);
    const counts = single.tokenCounts();
    expect(counts.requests).toBe(3);
    expect(counts.promptTokensSubmitted).toBe(results.reduce((sum, r) => sum + r.promptTokens, 0));
    expect(counts.promptTokensEvaluated).toBe(results.reduce((sum, r) => sum + r.evaluatedPromptTokens, 0));
    await single.dispose();
  });

  it.skipIf(!available)("stops at maxTokens and streams progress with tokens so far and speed", async () => {
    const progress: { tokens: number; tokensPerSecond: number }[] = [];
    const result = await generator.generate({ messages: ask("Tell a long story."), maxTokens: 30, onProgress: (p) => progress.push(p) });
    if (result.stopReason === "maxTokens") expect(result.tokens).toBe(30);
    expect(result.tokens).toBeLessThanOrEqual(30);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.map((p) => p.tokens)).toEqual([...progress.map((p) => p.tokens)].sort((a, b) => a - b));
    expect(progress.at(-1)!.tokens).toBeLessThanOrEqual(result.tokens);
    if (result.tokens > 2) expect(result.tokensPerSecond).toBeGreaterThan(0);
  });

  it.skipIf(!available)("stops promptly when cancelled, and the generator keeps working", async () => {
    const controller = new AbortController();
    let seen = 0;
    const run = generator.generate({
      messages: ask("Tell a very long story."),
      maxTokens: 500,
      signal: controller.signal,
      onProgress: (p) => {
        seen = p.tokens;
        if (p.tokens >= 5) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    expect(seen).toBeLessThanOrEqual(6);
    await expect(generator.generate({ messages: ask("x"), maxTokens: 4, signal: AbortSignal.abort() })).rejects.toMatchObject({ name: "AbortError" });
    const after = await generator.generate({ messages: ask("Again."), maxTokens: 4 });
    expect(after.tokens).toBeGreaterThan(0);
  });

  it.skipIf(!available)("refuses a prompt that does not fit the window, saying how many tokens it needs", async () => {
    const small = await model.createGenerator({ contextSize: 256 });
    const long = ask("perovskite solar cell efficiency ".repeat(120));
    const needed = small.countPromptTokens(long);
    await expect(small.generate({ messages: long })).rejects.toMatchObject({
      name: "ContextOverflowError",
      message: expect.stringMatching(new RegExp(`needs ${needed + 1} tokens .*the context window holds ${small.contextSize}\\b`)),
    });
    const fits = ask("short");
    const room = small.contextSize - small.countPromptTokens(fits);
    await expect(small.generate({ messages: fits, maxTokens: room + 1 })).rejects.toMatchObject({ name: "ContextOverflowError", neededTokens: small.contextSize + 1 });
    await small.dispose();
  });

  it.skipIf(!available)("fails with GenerationFailedError after the configured attempts when output never validates", async () => {
    const cutOff = generator.generateJson({ messages: ask("x"), schema: QA_SCHEMA, maxTokens: 3, attempts: 2 });
    await expect(cutOff).rejects.toMatchObject({ name: "GenerationFailedError", attempts: 2, message: expect.stringMatching(/after 2 attempts.*cut off at 3 tokens/) });
    let calls = 0;
    const never = generator.generateJson({
      messages: ask("x"),
      schema: { type: "object", properties: { n: { type: "number" } } },
      maxTokens: 40,
      validate: () => {
        calls++;
        throw new Error("the value is never acceptable");
      },
    });
    await expect(never).rejects.toMatchObject({ name: "GenerationFailedError", attempts: 3, message: expect.stringMatching(/never acceptable/) });
    expect(calls).toBe(3);
    await expect(generator.generateJson({ messages: ask("x"), schema: { type: "frobnicate" } as never })).rejects.toMatchObject({ name: "InvalidJsonSchemaError" });
  });
});

describe("chat templates", () => {
  it("reports the model's own template when the file has one", async () => {
    const file = writeTinyModel(tinyDir, "tiny-chatml.gguf", { chatTemplate: CHATML_TEMPLATE });
    const model = await runtime().loadModel({ file });
    expect(model.chatTemplate.info).toEqual({ source: "model", name: "ChatML" });
    const generator = await model.createGenerator({ contextSize: 256 });
    const result = await generator.generate({ messages: ask("Hello"), maxTokens: 5 });
    expect(result.chatTemplate).toEqual({ source: "model", name: "ChatML" });
    await model.dispose();
  });

  it.skipIf(!sharedModelAvailable(STORIES_260K))("reports the General fallback for stories260K, which has no template", async () => {
    const model = await runtime().loadModel({ file: STORIES_260K });
    expect(model.chatTemplate.info).toEqual({ source: "fallback", name: "General" });
    await model.dispose();
  });
});
