// A scan's back-matter headings set small and bold ("References" at 7.5 on a 10 pt body, as
// BioMed Central sets them) lose their bold face to OCR, which gives one font for the whole page.
// Sizes as measured on a BioMed Central scan of the OCR tuning set at 300 dpi: body lines 9.4,
// "References" and "Competing interests" 6.7, their entries 6.7-7.0.
import { describe, expect, it } from "vitest";
import type { Block } from "../../../src-main/core/documents/layout/blocks.ts";
import type { BodyStyle } from "../../../src-main/core/documents/layout/bodyStyle.ts";
import { headingInfo } from "../../../src-main/core/documents/layout/headings.ts";
import { OCR_FONT, type Line } from "../../../src-main/core/documents/layout/types.ts";

const BODY = 9.4;

function block(text: string, size: number, font = OCR_FONT, lines = 1): Block {
  const line: Line = { page: 2, text, spans: [], x0: 306, x1: 306 + text.length * 4, top: 500, bottom: 500 + size, baseline: 500 + size, size, font, column: 1, colLeft: 306, colRight: 540, spanning: false };
  return { lines: Array.from({ length: lines }, () => line), text, lineStarts: [0], page: 2, column: 1, spanning: false, size, font };
}

const style = (font: string): BodyStyle => ({ size: BODY, font, fontShare: new Map([[font, 1]]) });
const entry = block("1. Kudsk KA, Fabian TC, Baum S, Gold RE, Mangiante E, Voeller G: Silent deep vein thrombosis in immobilized trauma patients.", 6.7);

describe("a section name in small type on a scan", () => {
  it("is a heading when the line is a well-known name alone", () => {
    expect(headingInfo(block("References", 6.7), style(OCR_FONT), entry)).toMatchObject({ text: "References", known: true });
    expect(headingInfo(block("Competing interests", 6.7), style(OCR_FONT), entry)).toMatchObject({ text: "Competing interests", known: true });
  });

  it("is not when the line says anything else, or is far smaller than back matter", () => {
    // A small label that is no section name (a figure's, a table's) stays what it was.
    expect(headingInfo(block("Patient flow", 6.7), style(OCR_FONT), entry)).toBeNull();
    // A figure's label set at half the body's size, even a name's.
    expect(headingInfo(block("Results", 4.7), style(OCR_FONT), entry)).toBeNull();
    // Two lines are no heading of back matter set small.
    expect(headingInfo(block("References", 6.7, OCR_FONT, 2), style(OCR_FONT), entry)).toBeNull();
  });

  it("leaves born-digital text to its fonts: the same line in the body's own face stays no heading", () => {
    expect(headingInfo(block("References", 6.7, "g_d0_f2"), style("g_d0_f2"), entry)).toBeNull();
  });
});
