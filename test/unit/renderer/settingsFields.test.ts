import { describe, expect, it } from "vitest";
import { changedValues, defaultValues, fieldsFromSchema } from "../../../src-renderer/src/features/runs/settingsFields.ts";
import { checkValue, parseFieldText } from "../../../src-renderer/src/features/runs/fieldInput.ts";
import { labelFor } from "../../../src-renderer/src/features/runs/settingLabel.ts";
import { describeDefault } from "../../../src-renderer/src/features/runs/fieldPresentation.ts";
import { initialDrafts, readDrafts } from "../../../src-renderer/src/features/runs/settingsDrafts.ts";

// The shape zod's toJSONSchema gives the strategies' settings (integers with bounds, a nullable
// number, an enum, a boolean, a nullable string and an array of enum values).
const schema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  properties: {
    qaPerPaper: { default: 10, type: "integer", minimum: 1, maximum: 30 },
    minLetterShare: { default: 0.5, type: "number", minimum: 0, maximum: 1 },
    temperature: { default: 0.6, anyOf: [{ type: "number", minimum: 0, maximum: 2 }, { type: "null" }] },
    difficulty: { default: "inline", type: "string", enum: ["inline", "separate"] },
    keepNegatives: { default: true, type: "boolean" },
    focus: { default: "materials", anyOf: [{ type: "string", minLength: 3, maxLength: 400 }, { type: "null" }] },
    reasoningTypes: { default: ["causal", "comparative"], minItems: 1, type: "array", items: { type: "string", enum: ["causal", "comparative", "predictive"] } },
    nested: { type: "object", properties: {} },
  },
  additionalProperties: false,
};

describe("strategy settings form", () => {
  const fields = fieldsFromSchema(schema);

  it("makes one field per editable property with its bounds and default", () => {
    expect(fields.map((f) => [f.key, f.kind])).toEqual([
      ["qaPerPaper", "number"],
      ["minLetterShare", "number"],
      ["temperature", "number"],
      ["difficulty", "enum"],
      ["keepNegatives", "boolean"],
      ["focus", "string"],
      ["reasoningTypes", "multiEnum"],
    ]);
    expect(fields[0]).toMatchObject({ label: "QA per paper", integer: true, min: 1, max: 30, default: 10, nullable: false });
    expect(fields[1]).toMatchObject({ integer: false, min: 0, max: 1, default: 0.5 });
    expect(fields[2]).toMatchObject({ nullable: true, min: 0, max: 2, default: 0.6 });
    expect(fields[3]).toMatchObject({ options: ["inline", "separate"], default: "inline" });
    expect(fields[5]).toMatchObject({ nullable: true, minLength: 3, maxLength: 400, default: "materials" });
    expect(fields[6]).toMatchObject({ options: ["causal", "comparative", "predictive"], minItems: 1, default: ["causal", "comparative"] });
  });

  it("labels camelCase keys in words", () => {
    expect(labelFor("multiHopMinPlaces")).toBe("Multi hop min places");
    expect(labelFor("maxTokens")).toBe("Max tokens");
    expect(labelFor("qaPerPaper")).toBe("QA per paper");
  });

  it("sends only the values that differ from the defaults", () => {
    const values = defaultValues(fields);
    expect(changedValues(fields, values)).toEqual({});
    values.qaPerPaper = 12;
    values.temperature = null;
    values.reasoningTypes = ["comparative", "causal"];
    expect(changedValues(fields, values)).toEqual({ qaPerPaper: 12, temperature: null });
    values.qaPerPaper = 10;
    values.keepNegatives = false;
    values.reasoningTypes = ["predictive"];
    expect(changedValues(fields, values)).toEqual({ temperature: null, keepNegatives: false, reasoningTypes: ["predictive"] });
  });

  it("checks typed values against the schema's bounds", () => {
    const [count, share, temperature, , , focus] = fields;
    expect(parseFieldText(count!, "12")).toEqual({ value: 12 });
    expect(parseFieldText(count!, "1.5")).toEqual({ error: "Enter a whole number." });
    expect(parseFieldText(count!, "0")).toEqual({ error: "At least 1." });
    expect(parseFieldText(count!, "31")).toEqual({ error: "At most 30." });
    expect(parseFieldText(count!, "")).toEqual({ error: "Enter a number." });
    expect(parseFieldText(share!, "0.25")).toEqual({ value: 0.25 });
    expect(parseFieldText(temperature!, "")).toEqual({ value: null });
    expect(parseFieldText(focus!, "ab")).toEqual({ error: "At least 3 characters." });
    expect(parseFieldText(focus!, " ")).toEqual({ value: null });
    expect(checkValue(fields[6]!, [])).toBe("Pick at least one.");
    expect(checkValue(fields[6]!, ["causal"])).toBeNull();
  });

  it("describes defaults for the hints next to the fields", () => {
    expect(describeDefault(fields[0]!)).toBe("10");
    expect(describeDefault(fields[4]!)).toBe("on");
    expect(describeDefault(fields[6]!)).toBe("causal, comparative");
    expect(describeDefault(fieldsFromSchema({ properties: { t: { default: null, anyOf: [{ type: "number" }, { type: "null" }] } } })[0]!)).toBe("none");
  });
});

describe("settings drafts", () => {
  const fields = fieldsFromSchema(schema);

  it("starts from the defaults and reads them back unchanged", () => {
    const drafts = initialDrafts(fields);
    expect(drafts).toMatchObject({ qaPerPaper: "10", temperature: "0.6", difficulty: "inline", keepNegatives: true, reasoningTypes: ["causal", "comparative"] });
    const { values, errors } = readDrafts(fields, drafts);
    expect(errors).toEqual({});
    expect(changedValues(fields, values)).toEqual({});
  });

  it("reports every field holding a bad value", () => {
    const drafts = { ...initialDrafts(fields), qaPerPaper: "abc", reasoningTypes: [], temperature: "" };
    const { values, errors } = readDrafts(fields, drafts);
    expect(errors).toEqual({ qaPerPaper: "Enter a number.", reasoningTypes: "Pick at least one." });
    expect(values.temperature).toBeNull();
  });
});
