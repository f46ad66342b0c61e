import { describe, expect, it } from "vitest";
import { suiteDirOrSkip } from "../support/tables/extractedSuite.ts";
import { measurePdfParseBench, partsToRead, pdfParseBenchSuite } from "../support/tables/pdfParseBenchCases.ts";
import { printPdfParseBench } from "../support/tables/printPdfParseBenchFigures.ts";

// pdf-parse-bench's PDFs typeset from LaTeX around tables from arXiv papers, read from the folder
// DISTILLATE_PDFPARSEBENCH_DIR names (extracted with scripts/extractPdfParseBenchSuite.ts, never
// committed): the even-numbered half tunes, the odd-numbered half is held out (totals only).
// What is asserted is what a user meets on any such file: it is read, never a crash or a refusal.
const dir = suiteDirOrSkip(pdfParseBenchSuite());

describe.skipIf(!dir)("tables in pdf-parse-bench's LaTeX-typeset PDFs", () => {
  for (const part of dir ? partsToRead() : []) {
    it(`reads every PDF of the ${part === "tuning" ? "tuning" : "held-out"} half and prints its figures`, async () => {
      const run = await measurePdfParseBench(dir, part);
      printPdfParseBench(`pdf-parse-bench's tables, ${part === "tuning" ? "tuning half" : "held-out half"}`, run);
      expect(run.scores.length).toBeGreaterThan(0);
      expect(run.scores.filter((s) => s.error).map((s) => `${s.case.id}: ${s.error}`)).toEqual([]);
    });
  }
});
