import { describe, expect, it } from "vitest";
import { measurePdfParseBench, pdfParseBenchSuite } from "../support/tables/pdfParseBenchCases.ts";
import { printPdfParseBench } from "../support/tables/printPdfParseBenchFigures.ts";

// A table suite held out from all tuning since round 18: pdf-parse-bench's PDFs typeset from LaTeX
// around tables from arXiv papers, read from the folder DISTILLATE_PDFPARSEBENCH_DIR names
// (extracted with scripts/extractPdfParseBenchSuite.ts, never committed). Only totals are printed;
// what is asserted is what a user meets on any such file: it is read, never a crash or a refusal.
const suite = pdfParseBenchSuite();
if ("skip" in suite) console.warn(`[skip] ${suite.skip}`);
const dir = "dir" in suite ? suite.dir : "";

describe.skipIf(!dir)("tables in pdf-parse-bench's LaTeX-typeset PDFs (held out)", () => {
  it("reads every PDF and prints the totals", async () => {
    const run = await measurePdfParseBench(dir);
    printPdfParseBench("pdf-parse-bench's tables, held out: in total", run);
    expect(run.scores.length).toBeGreaterThan(0);
    expect(run.scores.filter((s) => s.error).map((s) => `${s.case.id}: ${s.error}`)).toEqual([]);
  });
});
