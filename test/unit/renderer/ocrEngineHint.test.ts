import { describe, expect, it } from "vitest";
import { BUILT_IN_ENGINE, installedEngineName } from "../../../src-main/contract/ocrEngineNames.ts";
import { createCore } from "../../../src-main/core/createCore.ts";
import { findTesseractCommand } from "../../../src-main/core/documents/ocr/tesseractCommand.ts";
import { ocrEngineWords } from "../../../src-renderer/src/features/paper/ocrOverlay.ts";
import { ocrEngineHint } from "../../../src-renderer/src/features/settings/ocrEngineHint.ts";
import { tempDir } from "../../support/tempDir.ts";

// Settings' OCR part and a paper read by OCR name the installed engine the same way: round 20
// showed "tesseract 5.3.0" in one and "Tesseract 5.3.0" in the other.

describe("the installed OCR engine's name on screen", () => {
  it("is written alike in Settings (from the settings service) and in a paper read by it", async () => {
    const core = createCore({ dataDir: tempDir("distillate-ocr-hint-") });
    try {
      const { installedEngine } = await core.services.settings.ocrChoices();
      const command = await findTesseractCommand();
      if (command === null) {
        expect(installedEngine).toBeNull();
        return;
      }
      const hint = ocrEngineHint("automatic", installedEngine);
      // The paper view's words, from the name core stores in the paper's notes.
      const paperWords = ocrEngineWords(installedEngineName(command.version));
      expect(paperWords).toBe(`the installed Tesseract ${command.version}`);
      expect(hint).toContain(paperWords);
    } finally {
      await core.closeAsync();
    }
  });

  it("writes the program's name one way when none is found or the search has not answered", () => {
    for (const hint of [ocrEngineHint("automatic", null), ocrEngineHint("automatic", undefined)]) {
      expect(hint).toMatch(/installed Tesseract/);
      expect(hint).not.toMatch(/tesseract/);
    }
    expect(ocrEngineHint("builtin", "Tesseract 5.3.0")).toBe("Pages are read by the OCR engine built into Distillate.");
    // How much less time is measured on a machine, and has been measured at 13% to a third:
    // the hint claims no share it cannot show the measure of.
    for (const hint of [ocrEngineHint("automatic", null), ocrEngineHint("automatic", undefined), ocrEngineHint("automatic", "Tesseract 5.3.0")]) {
      expect(hint).toMatch(/less time a page/);
      expect(hint).not.toMatch(/quarter|third|half|\d+ ?%/);
    }
    expect(ocrEngineWords(BUILT_IN_ENGINE)).not.toMatch(/tesseract/i);
  });

  it("names the language data the installed engine reads with as the faster-reading choice sets it", () => {
    expect(ocrEngineHint("automatic", "Tesseract 5.3.0", "distillate")).toMatch(/with the same language data/);
    const faster = ocrEngineHint("automatic", "Tesseract 5.3.0", "system");
    expect(faster).toMatch(/with its own language data/);
    expect(faster).not.toMatch(/same language data/);
    expect(ocrEngineHint("automatic", undefined, "system")).not.toMatch(/same language data/);
  });
});
