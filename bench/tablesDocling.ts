// Docling's end-to-end test PDFs with the tables its DoclingDocuments give, when
// DISTILLATE_DOCLING_DIR names a suite extracted by scripts/extractDoclingSuite.ts. Held out to
// round 16, tuning since round 17: each table's figures, then the totals.
import { doclingSuite, measureDocling } from "../test/support/tables/doclingCases.ts";
import { printDocling, printDoclingTables } from "../test/support/tables/printDoclingFigures.ts";
import type { ReadForTables } from "../test/support/tables/readForTables.ts";

const TUNING_NOTE = "Tuning since round 17. The expected tables are Docling's own output for its end-to-end test (header rows in the grid, a table of contents apart), not a human's.";

/** Measures and prints the suite; returns its reads for the timing parts, or null when it is absent. */
export async function doclingPart(): Promise<{ suite: string; reads: ReadForTables[] } | null> {
  const suite = doclingSuite();
  if ("skip" in suite) {
    console.log(`  ${suite.skip}`);
    return null;
  }
  const run = await measureDocling(suite.dir);
  console.log("\nDocling's expected tables (its end-to-end test), tuning since round 17: per table");
  printDoclingTables(run);
  printDocling("Docling's expected tables (its end-to-end test): in total", run, TUNING_NOTE);
  return { suite: "Docling's PDFs", reads: run.reads };
}

// `node bench/tablesDocling.ts`: this part alone, without the rest of bench:tables.
if (import.meta.main) await doclingPart();
