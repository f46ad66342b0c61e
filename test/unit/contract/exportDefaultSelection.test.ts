import { describe, expect, it } from "vitest";
import { FALLBACK_EXPORT_PRESET, keptAnywhereQuery, startingExportPreset } from "../../../src-main/contract/exportDefaultSelection.ts";
import { DEFAULT_EXPORT_PRESET, presetQuery } from "../../../src-main/contract/qaSelection.ts";

// The one rule the export view and `distillate export` share for where an export starts.
describe("where an export starts when the user has not chosen", () => {
  it("is what reviewers kept once anybody kept a QA", () => {
    expect(startingExportPreset(1)).toBe(DEFAULT_EXPORT_PRESET);
    expect(startingExportPreset(250)).toBe("kept");
  });

  it("is what the filters accepted while nobody has kept a QA, never every QA", () => {
    expect(startingExportPreset(0)).toBe(FALLBACK_EXPORT_PRESET);
    expect(FALLBACK_EXPORT_PRESET).toBe("accepted");
  });

  it("decides by counting the QAs the default preset would write", () => {
    expect(keptAnywhereQuery()).toEqual(presetQuery(DEFAULT_EXPORT_PRESET));
  });
});
