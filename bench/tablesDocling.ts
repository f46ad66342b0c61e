// The held-out part of the table benchmark: Docling's end-to-end test PDFs with the tables its
// DoclingDocuments give, when DISTILLATE_DOCLING_DIR names a suite extracted by
// scripts/extractDoclingSuite.ts. Totals only (test/support/tables/doclingCases.ts says why).
import { doclingSuite, measureDocling } from "../test/support/tables/doclingCases.ts";
import { printDocling } from "../test/support/tables/printDoclingFigures.ts";
import type { ReadForTables } from "../test/support/tables/readForTables.ts";

/** Measures and prints the suite; returns its reads for the timing parts, or null when it is absent. */
export async function doclingPart(): Promise<{ suite: string; reads: ReadForTables[] } | null> {
  const suite = doclingSuite();
  if ("skip" in suite) {
    console.log(`  ${suite.skip}`);
    return null;
  }
  const run = await measureDocling(suite.dir);
  printDocling("Docling's expected tables (its end-to-end test), held out: in total", run);
  return { suite: "Docling's PDFs (held out)", reads: run.reads };
}

// `node bench/tablesDocling.ts`: this part alone, without the rest of bench:tables.
if (import.meta.main) await doclingPart();
