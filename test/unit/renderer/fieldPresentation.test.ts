import { describe, expect, it } from "vitest";
import { emptyMeansNone, fieldBounds, isLongText } from "../../../src-renderer/src/features/runs/fieldPresentation.ts";
import { fieldsFromSchema } from "../../../src-renderer/src/features/runs/settingsFields.ts";

const [both, atLeast, atMost, free, text, prompt, nullableWithDefault, nullableWithout, flag] = fieldsFromSchema({
  properties: {
    qaPerPaper: { type: "integer", minimum: 1, maximum: 1500, default: 10 },
    seed: { type: "integer", minimum: 0 },
    temperature: { type: "number", maximum: 2, default: 0.7 },
    weight: { type: "number" },
    name: { type: "string", maxLength: 40 },
    instructions: { type: "string", maxLength: 2000 },
    topK: { anyOf: [{ type: "integer" }, { type: "null" }], default: 5 },
    language: { anyOf: [{ type: "string" }, { type: "null" }], default: null },
    strict: { type: "boolean", default: false },
  },
});

describe("a settings field's hint", () => {
  it("states its limits in words", () => {
    expect(fieldBounds(both!)).toBe(" · 1–1,500");
    expect(fieldBounds(atLeast!)).toBe(" · at least 0");
    expect(fieldBounds(atMost!)).toBe(" · at most 2");
    expect(fieldBounds(free!)).toBe("");
    expect(fieldBounds(text!)).toBe(" · up to 40 characters");
    expect(fieldBounds(flag!)).toBe("");
  });

  it("says an empty box means none only where the default is a value", () => {
    expect(emptyMeansNone(nullableWithDefault!)).toBe(true);
    expect(emptyMeansNone(nullableWithout!)).toBe(false);
    expect(emptyMeansNone(both!)).toBe(false);
    expect(emptyMeansNone(flag!)).toBe(false);
  });
});

describe("a settings field's text box", () => {
  it("has room for two lines when the text may be long", () => {
    expect(prompt!.kind === "string" && isLongText(prompt!)).toBe(true);
    expect(text!.kind === "string" && isLongText(text!)).toBe(false);
  });
});
