import { describe, expect, it } from "vitest";
import { isDoubtfulWord, overlayLegend } from "../../../src-renderer/src/features/paper/ocrOverlay.ts";

// What the paper view says about the text OCR read that it shows over a scanned page.

describe("what the paper view says about the marks", () => {
  it("marks the words OCR was unsure of, and gives the paper's mean confidence", () => {
    expect(isDoubtfulWord({ text: "lattlce", x: 0, y: 0, w: 1, h: 1, confidence: 41 })).toBe(true);
    expect(isDoubtfulWord({ text: "lattice", x: 0, y: 0, w: 1, h: 1, confidence: 60 })).toBe(false);
    const legend = overlayLegend({ languages: ["eng"], pages: [1], meanConfidence: 91.6, lowConfidenceLines: [], failedPages: [] });
    expect(legend.mean).toBe("Mean confidence for this paper: 92%.");
    expect(legend.mark).toBe("Underlined: words OCR was less than 60% sure of.");
  });
});
