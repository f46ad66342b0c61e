import { describe, expect, it } from "vitest";
import { describeImportSummary } from "../../../src-main/server/cli/importSummary.ts";

const summary = (pages: number, seconds: number) => ({ imported: 1, duplicate: 0, failed: 0, pages, seconds });

describe("the import's summary line", () => {
  it("gives a scanned paper's pace as seconds a page, never 0.0 pages/s", () => {
    // Measured in round 36: two scanned pages read by OCR in 67.5 s printed "0.0 pages/s".
    expect(describeImportSummary(summary(2, 67.5))).toBe("1 imported, 0 already in the library, 0 failed; 2 pages in 67.5 s, 34 s a page.");
    expect(describeImportSummary(summary(3, 4.5))).toContain("3 pages in 4.5 s, 1.5 s a page.");
  });

  it("gives a born-digital batch's pace as pages a second, and says 1 page", () => {
    expect(describeImportSummary(summary(66, 36.5))).toContain("66 pages in 36.5 s, 1.8 pages/s.");
    expect(describeImportSummary(summary(1, 0.4))).toContain("; 1 page in 0.4 s, 2.5 pages/s.");
    expect(describeImportSummary({ ...summary(0, 0), imported: 0, failed: 1 })).toBe("0 imported, 0 already in the library, 1 failed; 0 pages in 0.0 s.");
  });
});
