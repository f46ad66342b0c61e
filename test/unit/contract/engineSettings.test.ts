import { describe, expect, it } from "vitest";
import { EngineSettingsSchema, engineOptionsOf, readEngineSettings } from "../../../src-main/contract/engineSettings.ts";
import { GenerateRequestSchema, RetryChangesSchema } from "../../../src-main/contract/pipeline.ts";

describe("the engine settings, one schema for plan, resume and retry", () => {
  it("reads a run stored by an older version, with fewer fields, with today's defaults and keeps the facts recorded beside them", () => {
    const engine = readEngineSettings({ lanes: 4, contextSizeUsed: 2048, dsePerScorerNote: "why" });
    expect(engine).toMatchObject({ lanes: 4, contextSize: "auto", temperature: 0, perplexityShift: true, dsePerThreshold: 0, maxAttempts: 3, contextSizeUsed: 2048, dsePerScorerNote: "why" });
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
});
