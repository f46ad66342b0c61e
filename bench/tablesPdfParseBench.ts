// The held-out part of the table benchmark from round 18: pdf-parse-bench's PDFs typeset from
// LaTeX around arXiv tables, when DISTILLATE_PDFPARSEBENCH_DIR names a suite extracted by
// scripts/extractPdfParseBenchSuite.ts. Totals only, scored as Camelot's suite is (paired by
// shared cell texts, as the truth has no outlines).
import { measurePdfParseBench, pdfParseBenchSuite } from "../test/support/tables/pdfParseBenchCases.ts";
import { printPdfParseBench } from "../test/support/tables/printPdfParseBenchFigures.ts";
import type { ReadForTables } from "../test/support/tables/readForTables.ts";

/** Measures and prints the suite; returns its reads for the timing parts, or null when it is absent. */
export async function pdfParseBenchPart(): Promise<{ suite: string; reads: ReadForTables[] } | null> {
  const suite = pdfParseBenchSuite();
  if ("skip" in suite) {
    console.log(`  ${suite.skip}`);
    return null;
  }
  const run = await measurePdfParseBench(suite.dir);
  printPdfParseBench("pdf-parse-bench's tables (LaTeX-typeset, from arXiv), held out: in total and by the generator's complexity label", run);
  return { suite: "pdf-parse-bench's PDFs (held out)", reads: run.reads };
}

// `node bench/tablesPdfParseBench.ts`: this part alone, without the rest of bench:tables.
if (import.meta.main) await pdfParseBenchPart();
