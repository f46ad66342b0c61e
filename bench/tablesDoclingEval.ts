// docling-eval's CVAT fixtures with the tables people annotated on them, when
// DISTILLATE_DOCLINGEVAL_DIR names a suite extracted by scripts/extractDoclingEvalSuite.ts. Held out
// in round 17 (measured once, totals only), tuning from round 18: each table's figures, then the
// totals, scored as Docling's suite is.
import { measureDocling } from "../test/support/tables/doclingCases.ts";
import { doclingEvalSuite } from "../test/support/tables/doclingEvalCases.ts";
import { printDocling, printDoclingTables } from "../test/support/tables/printDoclingFigures.ts";
import type { ReadForTables } from "../test/support/tables/readForTables.ts";

const NOTE = "Held out in round 17, tuning from round 18. The expected tables are people's CVAT annotations converted to DoclingDocuments (header rows in the grid, a table of contents apart).";

/** Measures and prints the suite; returns its reads for the timing parts, or null when it is absent. */
export async function doclingEvalPart(): Promise<{ suite: string; reads: ReadForTables[] } | null> {
  const suite = doclingEvalSuite();
  if ("skip" in suite) {
    console.log(`  ${suite.skip}`);
    return null;
  }
  const run = await measureDocling(suite.dir);
  console.log("\ndocling-eval's annotated tables (its CVAT fixtures), tuning from round 18: per table");
  printDoclingTables(run);
  printDocling("docling-eval's annotated tables (its CVAT fixtures): in total", run, NOTE);
  return { suite: "docling-eval's PDFs", reads: run.reads };
}

// `node bench/tablesDoclingEval.ts`: this part alone, without the rest of bench:tables.
if (import.meta.main) await doclingEvalPart();
