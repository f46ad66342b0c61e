import { describe, expect, it } from "vitest";
import type { OcrChoices } from "../../../src-main/contract/settings.ts";
import { ocrModelChoice } from "../../../src-renderer/src/features/settings/ocrModelChoice.ts";
import { draftFromSettings } from "../../../src-renderer/src/features/settings/settingsForm.ts";
import { defaultSettings } from "../../../src-main/core/settings/defaultSettings.ts";

// "Faster reading" is offered only when the installed Tesseract reads pages and has its own
// language data for every language ticked; otherwise the user is told why, and a choice made
// earlier can still be undone.

const draft = draftFromSettings(defaultSettings());
const choices: OcrChoices = { languages: ["eng", "deu"], automaticThreads: 2, installedEngine: "Tesseract 5.3.0", systemLanguages: ["eng"] };

describe("the faster OCR reading in Settings", () => {
  it("is offered with what it trades when the installed Tesseract has data for every language ticked", () => {
    const offer = ocrModelChoice(draft, choices);
    expect(offer.enabled).toBe(true);
    expect(offer.hint).toMatch(/^Reads with the language data installed with Tesseract 5\.3\.0 instead of Distillate's own\./);
    // What it trades, with the n the figures rest on.
    expect(offer.hint).toMatch(/less processor time a page, but .* abstracts .*Measured|Measured on \d+ scanned first pages .* less processor time a page, but /);
  });

  it("is not offered, with the reason, for a language the installed Tesseract has no data of its own for", () => {
    expect(ocrModelChoice({ ...draft, ocrLanguages: "eng+deu" }, choices)).toEqual({ enabled: false, hint: "Not offered: the installed Tesseract has no language data of its own for German." });
  });

  it("is not offered without an installed Tesseract, or with the built-in engine chosen", () => {
    expect(ocrModelChoice(draft, { ...choices, installedEngine: null, systemLanguages: [] })).toEqual({ enabled: false, hint: "Not offered: no installed Tesseract was found." });
    expect(ocrModelChoice({ ...draft, ocrEngine: "builtin" }, choices).enabled).toBe(false);
  });

  it("keeps a choice made earlier that cannot apply now untickable, and says what pages are read with meanwhile", () => {
    const offer = ocrModelChoice({ ...draft, ocrModel: "system", ocrLanguages: "eng+deu" }, choices);
    expect(offer.enabled).toBe(true);
    expect(offer.hint).toBe("Not possible now: the installed Tesseract has no language data of its own for German. Pages are read with Distillate's own language data, and each paper's notes say which read it.");
  });
});
