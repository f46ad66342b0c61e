import { describe, expect, it } from "vitest";
import { BUILT_IN_ENGINE } from "../../../src-main/contract/ocrEngineNames.ts";
import { NativeOcrEngine } from "../../../src-main/core/documents/ocr/NativeOcrEngine.ts";
import { isDoubtfulWord, ocrEngineWords, ocrFactsLine, overlayLegend } from "../../../src-renderer/src/features/paper/ocrOverlay.ts";

// What the paper view says about the text OCR read that it shows over a scanned page.

const notes = { languages: ["eng"], pages: [1], meanConfidence: 91.6, lowConfidenceLines: [], failedPages: [] };

describe("what the paper view says about the marks", () => {
  it("marks the words OCR was unsure of, and gives the paper's mean confidence with the pages it rests on", () => {
    expect(isDoubtfulWord({ text: "lattlce", x: 0, y: 0, w: 1, h: 1, confidence: 41 })).toBe(true);
    expect(isDoubtfulWord({ text: "lattice", x: 0, y: 0, w: 1, h: 1, confidence: 60 })).toBe(false);
    const legend = overlayLegend(notes);
    expect(legend.mean).toBe("Mean confidence for this paper: 92% (1 page read by OCR).");
    expect(overlayLegend({ ...notes, pages: [1, 2, 5] }).mean).toBe("Mean confidence for this paper: 92% (3 pages read by OCR).");
    expect(legend.mark).toBe("Underlined: words OCR was less than 60% sure of.");
  });

  it("names the engine in the settings' words, never by its package or stored name", () => {
    // The names core stores in a paper's notes, taken from the engines themselves.
    const installed = new NativeOcrEngine({ command: { file: "tesseract", version: "5.3.0" } }).name;
    expect(ocrEngineWords(installed)).toBe("the installed Tesseract 5.3.0");
    expect(ocrEngineWords(BUILT_IN_ENGINE)).toBe("the OCR engine built into Distillate");
    expect(overlayLegend({ ...notes, engines: [{ engine: BUILT_IN_ENGINE, pages: [1] }] }).engine).toBe("Read by the OCR engine built into Distillate.");
    const both = overlayLegend({ ...notes, pages: [1, 2, 3], engines: [{ engine: installed, pages: [1, 2] }, { engine: BUILT_IN_ENGINE, pages: [3] }] }).engine!;
    expect(both).toBe("Read by the installed Tesseract 5.3.0 (2 pages) and the OCR engine built into Distillate (1 page).");
    expect(both).not.toMatch(/tesseract\.js|\(installed\)/);
  });

  it("says when the installed engine read with its own language data, so papers read by each model can be told apart", () => {
    const system = new NativeOcrEngine({ command: { file: "tesseract", version: "5.3.0" }, systemTessdata: "/usr/share/tesseract-ocr/5/tessdata" }).name;
    const own = new NativeOcrEngine({ command: { file: "tesseract", version: "5.3.0" } }).name;
    expect(system).not.toBe(own);
    expect(ocrEngineWords(system)).toBe("the installed Tesseract 5.3.0 with its own language data (faster reading)");
    expect(ocrEngineWords(system)).not.toMatch(/\(installed/);
    const mixed = overlayLegend({ ...notes, pages: [1, 2], engines: [{ engine: system, pages: [1] }, { engine: own, pages: [2] }] }).engine!;
    expect(mixed).toBe("Read by the installed Tesseract 5.3.0 with its own language data (faster reading) (1 page) and the installed Tesseract 5.3.0 (1 page).");
  });

  it("says in the paper's facts that it was read by OCR, how sure OCR was and over how many pages", () => {
    expect(ocrFactsLine(notes, 1)).toBe("Read by OCR: 92% mean confidence over 1 page");
    expect(ocrFactsLine({ ...notes, pages: [1, 2, 3] }, 3)).toBe("Read by OCR: 92% mean confidence over 3 pages");
    // A paper whose other pages had a text layer: the mean rests on the scanned pages only.
    expect(ocrFactsLine({ ...notes, pages: [2, 5] }, 10)).toBe("2 of 10 pages read by OCR: 92% mean confidence");
    // No word read: no percent of nothing.
    expect(ocrFactsLine({ ...notes, meanConfidence: null }, 1)).toBe("Read by OCR: no words read");
  });
});
