import { describe, expect, it } from "vitest";
import { ocrLanguageName } from "../../../src-renderer/src/features/settings/ocrLanguageName.ts";

describe("OCR language names in Settings", () => {
  it("names tesseract's codes in English, a script or variant in brackets, an unknown code as it is", () => {
    expect(["eng", "deu", "chi_sim", "srp_latn"].map(ocrLanguageName)).toEqual(["English", "German", "Chinese (sim)", "Serbian (latn)"]);
    expect(ocrLanguageName("osd")).toBe("osd");
    expect(ocrLanguageName("not a code")).toBe("not a code");
  });
});
