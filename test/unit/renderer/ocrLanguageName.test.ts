import { describe, expect, it } from "vitest";
import { ocrLanguageName, ocrLanguagesHint } from "../../../src-renderer/src/features/settings/ocrLanguageName.ts";

describe("OCR language names in Settings", () => {
  it("names tesseract's codes in English, a script or variant in words in brackets, an unknown code as it is", () => {
    expect(["eng", "deu", "chi_sim", "chi_tra_vert", "srp_latn"].map(ocrLanguageName)).toEqual([
      "English",
      "German",
      "Chinese (simplified)",
      "Chinese (traditional, vertical)",
      "Serbian (Latin script)",
    ]);
    expect(ocrLanguageName("osd")).toBe("osd");
    expect(ocrLanguageName("not a code")).toBe("not a code");
  });

  it("says which one language is installed, and nothing about it while the list is unknown", () => {
    expect(ocrLanguagesHint([], ["deu"])).toBe(
      "Pages are read in every language ticked. Only German is installed; other languages can be added to the installation (see the documentation on scanned papers).",
    );
    // Still loading, or the list could not be read (its error is shown beside): no claim of English.
    expect(ocrLanguagesHint([], undefined)).toBe("Pages are read in every language ticked.");
    expect(ocrLanguagesHint([], [])).toBe("Pages are read in every language ticked.");
    expect(ocrLanguagesHint([], ["eng", "fra"])).toBe("Pages are read in every language ticked.");
    expect(ocrLanguagesHint(["fra"], ["eng"])).toBe("Pages cannot be read in French until its language data is installed again.");
  });
});
