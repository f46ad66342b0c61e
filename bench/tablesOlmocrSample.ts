// olmOCR-bench's sample (allenai/olmocr's unit tests on about twenty one-page PDFs), when
// DISTILLATE_OLMOCR_DIR names a suite extracted by scripts/extractOlmocrSampleSuite.ts. Unseen from
// round 35: nobody tunes on it. Per test type passed/n, then every miss with its cause.
import { printTable } from "./support.ts";
import { olmocrCases, olmocrSuite, paperText, SCORED_TYPES, tableMiss, textMiss } from "../test/support/tables/olmocrSampleCases.ts";
import { readForTables, type ReadForTables } from "../test/support/tables/readForTables.ts";

const NOTE = "Unseen (round 35). Table tests on the tables read; order, present and absent tests on the paper's text as the library keeps it (title, authors, section headings, passages). Math and baseline tests are not scored.";

/** Measures and prints the suite; returns its reads for the timing parts, or null when it is absent. */
export async function olmocrSamplePart(): Promise<{ suite: string; reads: ReadForTables[] } | null> {
  const suite = olmocrSuite();
  if ("skip" in suite) {
    console.log(`  ${suite.skip}`);
    return null;
  }
  const reads: ReadForTables[] = [];
  const tally = new Map<string, { passed: number; n: number }>();
  const misses: { pdf: string; test: string; why: string }[] = [];
  for (const { case: c, file } of olmocrCases(suite.dir)) {
    const read = await readForTables(file);
    reads.push(read);
    const text = read.paper ? paperText(read.paper) : "";
    for (const test of c.tests) {
      const scored = (SCORED_TYPES as readonly string[]).includes(test.type);
      const t = tally.get(test.type) ?? { passed: 0, n: 0 };
      tally.set(test.type, t);
      t.n++;
      if (!scored) continue;
      const why = read.error ? `not read (${read.error.name}): no text layer, and OCR is not run here` : test.type === "table" ? tableMiss(test, read.tables) : textMiss(test, text);
      if (why === null) t.passed++;
      else misses.push({ pdf: c.id, test: test.id, why });
    }
  }
  console.log("\nolmOCR-bench's sample (its unit tests), unseen from round 35: misses");
  for (const m of misses) console.log(`  ${m.pdf} ${m.test}: ${m.why}`);
  const rows = [...tally].map(([type, t]) => ({ "test type": type, passed: (SCORED_TYPES as readonly string[]).includes(type) ? t.passed : "not scored", n: t.n }));
  printTable("olmOCR-bench's sample: passed / n by test type", rows);
  console.log(`  ${NOTE}`);
  return { suite: "olmOCR-bench's sample", reads };
}

// `node bench/tablesOlmocrSample.ts`: this part alone, without the rest of bench:tables.
if (import.meta.main) await olmocrSamplePart();
