import { describe, expect, it } from "vitest";
import type { OcrChoices } from "../../../src-main/contract/settings.ts";
import { FASTER_READING_MEASURE, fasterReadingTrade } from "../../../src-renderer/src/features/settings/fasterReadingTrade.ts";
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
    // What it trades, with the n each figure rests on, as the user reads it.
    expect(offer.hint).toContain(
      "Measured on 6 scanned first pages (3 papers, at 300 and 200 dpi): 15% less processor time a page, but 4 of the 6 abstracts found against 6 of 6, and one 200 dpi page lost a third of its text (84% of characters read right at 200 dpi against 99.9%).",
    );
  });

  it("builds its sentence from the declared figures, so a new measure carries its own n", () => {
    const rerun = { ...FASTER_READING_MEASURE, pages: 10, papers: 5, abstractsFound: { system: 9, distillate: 10 } };
    expect(fasterReadingTrade(rerun)).toMatch(/^Measured on 10 scanned first pages \(5 papers, at 300 and 200 dpi\): .* 9 of the 10 abstracts found against 10 of 10,/);
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
