// pdf-parse-bench's PDFs typeset from LaTeX around arXiv tables, when DISTILLATE_PDFPARSEBENCH_DIR
// names a suite extracted by scripts/extractPdfParseBenchSuite.ts: the even-numbered half tunes
// (each table not read right printed), the odd-numbered half is held out (totals only);
// DISTILLATE_PDFPARSEBENCH_PART=tuning|heldout reads one. Scored as Camelot's suite is (paired by
// shared cell texts, as the truth has no outlines).
import { measurePdfParseBench, partsToRead, pdfParseBenchSuite } from "../test/support/tables/pdfParseBenchCases.ts";
import { printPdfParseBench } from "../test/support/tables/printPdfParseBenchFigures.ts";
import type { ReadForTables } from "../test/support/tables/readForTables.ts";

/** Measures and prints the suite; returns its reads for the timing parts, or null when it is absent. */
export async function pdfParseBenchPart(): Promise<{ suite: string; reads: ReadForTables[] } | null> {
  const suite = pdfParseBenchSuite();
  if ("skip" in suite) {
    console.log(`  ${suite.skip}`);
    return null;
  }
  const reads: ReadForTables[] = [];
  for (const part of partsToRead()) {
    const run = await measurePdfParseBench(suite.dir, part);
    const half = part === "tuning" ? "even-numbered PDFs, tuning" : "odd-numbered PDFs, held out";
    printPdfParseBench(`pdf-parse-bench's tables (LaTeX-typeset, from arXiv), ${half}: in total and by the generator's complexity label`, run);
    reads.push(...run.reads);
  }
  return { suite: "pdf-parse-bench's PDFs (both halves)", reads };
}

// `node bench/tablesPdfParseBench.ts`: this part alone, without the rest of bench:tables.
if (import.meta.main) await pdfParseBenchPart();
