import { describe, expect, it } from "vitest";
import { checkJsonSchema, findNonFinite } from "../../../src-main/core/llm/engine/checkJsonSchema.ts";
import { ContextOverflowError } from "../../../src-main/core/llm/errors/ContextOverflowError.ts";
import { resolveSampling } from "../../../src-main/core/llm/engine/sampling.ts";
import { defaultThreadCount } from "../../../src-main/core/llm/runtime/defaultThreads.ts";

describe("engine rules", () => {
  it("defaults threads to the math cores minus one, at least one", () => {
    expect([1, 2, 4, 8, 16].map(defaultThreadCount)).toEqual([1, 1, 3, 7, 15]);
  });

  it("fills sampling defaults: greedy, top-p off, top-k 40, seed 0, the rest of the window for the answer", () => {
    expect(resolveSampling({}, 100, 512)).toEqual({ temperature: 0, topP: 1, topK: 40, seed: 0, maxTokens: 412 });
    expect(resolveSampling({ temperature: 0.7, topP: 0.9, topK: 0, seed: 3, maxTokens: 20 }, 100, 512)).toEqual({ temperature: 0.7, topP: 0.9, topK: 0, seed: 3, maxTokens: 20 });
  });

  it("refuses what does not fit, saying how many tokens it needs and the window holds", () => {
    expect(() => resolveSampling({ maxTokens: 200 }, 400, 512)).toThrow(ContextOverflowError);
    expect(() => resolveSampling({ maxTokens: 200 }, 400, 512)).toThrow(
      "This request needs 600 tokens (400 prompt tokens + 200 for the answer), the context window holds 512. Shorten the text, lower \"Output tokens\" (the answer's room), or raise \"Context size\".",
    );
    expect(() => resolveSampling({}, 512, 512)).toThrow(/needs 513 tokens \(512 prompt tokens \+ at least 1 for the answer\), the context window holds 512/);
  });
});

describe("structured output checks", () => {
  it("rejects a schema with a type JSON does not have, saying where, before any generation", () => {
    expect(() => checkJsonSchema({ type: "object", properties: { tags: { type: "array", items: { type: "frobnicate" } } } })).toThrow(
      expect.objectContaining({ name: "InvalidJsonSchemaError", message: expect.stringContaining('schema.properties.tags.items has type "frobnicate", which is not a JSON type') }),
    );
    expect(() => checkJsonSchema({ oneOf: 3 })).toThrow(/schema\.oneOf is not a list/);
    expect(() => checkJsonSchema({ type: ["string", "null"], $defs: { a: { enum: ["x"] } } })).not.toThrow();
  });

  it("finds numbers JSON cannot carry in parsed output", () => {
    expect(findNonFinite({ a: [1, { b: 2.5 }], c: "Infinity" })).toBeNull();
    expect(findNonFinite({ a: [1, { b: -Infinity }] })).toBe("the output.a[1].b");
  });
});
