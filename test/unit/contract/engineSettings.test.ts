import { describe, expect, it } from "vitest";
import { EngineSettingsSchema, engineOptionsOf, readEngineSettings, withEngineNamesOfToday } from "../../../src-main/contract/engineSettings.ts";
import { GenerateRequestSchema, RetryChangesSchema } from "../../../src-main/contract/pipeline.ts";

describe("the engine settings, one schema for plan, resume and retry", () => {
  it("reads a run stored by an older version, with fewer fields, with today's defaults and keeps the facts recorded beside them", () => {
    const engine = readEngineSettings({ lanes: 4, contextSizeUsed: 2048, dsePerScorerNote: "why" });
    expect(engine).toMatchObject({ lanes: 4, contextSize: "auto", temperature: 0, perplexityShift: true, perplexityShiftThreshold: 0, maxAttempts: 3, contextSizeUsed: 2048, dsePerScorerNote: "why" });
    expect(engine.filters).toBeUndefined();
    expect(readEngineSettings({})).toEqual(EngineSettingsSchema.parse({}));
  });

  it("keeps a stored value today's schema refuses rather than making the run unreadable", () => {
    expect(readEngineSettings({ lanes: 64 })).toMatchObject({ lanes: 64, maxAttempts: 3 });
  });

  it("takes the same options in a request, none filled in, so a retry tells a given option from one left as the run had it", () => {
    const request = GenerateRequestSchema.parse({ strategy: "s", model: "1", lanes: 3 });
    expect(request).toEqual({ strategy: "s", model: "1", lanes: 3 });
    expect(RetryChangesSchema.parse({})).toEqual({});
    expect(() => GenerateRequestSchema.parse({ strategy: "s", model: "1", lanes: 17 })).toThrow();
    expect(() => RetryChangesSchema.parse({ contextSize: 100 })).toThrow();
  });

  it("picks only the engine's options out of a request or stored settings", () => {
    expect(engineOptionsOf({ strategy: "s", lanes: 2, maxAttempts: undefined, contextSizeUsed: 10, filters: ["dseper"] })).toEqual({ lanes: 2, filters: ["dseper"] });
  });

  it("reads a run stored under the pass mark's old name (dsePerThreshold) with its threshold, under today's name only", () => {
    const engine = readEngineSettings({ lanes: 1, perplexityShift: true, dsePerThreshold: 0.75, contextSizeUsed: 2048 });
    expect(engine).toMatchObject({ perplexityShift: true, perplexityShiftThreshold: 0.75, contextSizeUsed: 2048 });
    expect(engine).not.toHaveProperty("dsePerThreshold");
    // A stored value today's schema refuses is kept as stored, still under today's name.
    expect(readEngineSettings({ lanes: 64, dsePerThreshold: 0.75 })).toMatchObject({ lanes: 64, perplexityShiftThreshold: 0.75 });
    expect(withEngineNamesOfToday({ dsePerScorer: "judge", contextSizeUsed: 10 })).toEqual({ dsePerScorer: "judge", contextSizeUsed: 10 });
  });

  it("accepts the old name in a run request and a retry's changes and parses it to today's, with the same checks", () => {
    const request = GenerateRequestSchema.parse({ strategy: "s", model: "1", dsePerThreshold: 0.25 });
    expect(request).toEqual({ strategy: "s", model: "1", perplexityShiftThreshold: 0.25 });
    expect(engineOptionsOf(request)).toEqual({ perplexityShiftThreshold: 0.25 });
    expect(RetryChangesSchema.parse({ dsePerThreshold: 1 })).toEqual({ perplexityShiftThreshold: 1 });
    expect(GenerateRequestSchema.parse({ strategy: "s", model: "1", perplexityShiftThreshold: 0.5 })).toEqual({ strategy: "s", model: "1", perplexityShiftThreshold: 0.5 });
    expect(() => GenerateRequestSchema.parse({ strategy: "s", model: "1", dsePerThreshold: "high" })).toThrow();
    // Both names at once is ambiguous: refused, naming both.
    const both = GenerateRequestSchema.safeParse({ strategy: "s", model: "1", dsePerThreshold: 0.25, perplexityShiftThreshold: 0.5 });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.message).toMatch(/perplexityShiftThreshold or its old name dsePerThreshold, not both/);
    // Unknown fields are still refused: only the one old name is let in.
    expect(() => GenerateRequestSchema.parse({ strategy: "s", model: "1", dseperThreshold: 0.25 })).toThrow();
  });
});
