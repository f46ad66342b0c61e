import { describe, expect, it } from "vitest";
import { suiteDirOrSkip } from "../support/tables/extractedSuite.ts";
import { printCamelot } from "../support/tables/printTableFigures.ts";
import { camelotSuite, measureCamelot } from "../support/tables/tableSuites.ts";

// Tables the reader was not tuned on (its held-out part): Camelot's own expected tables, read
// from the folder DISTILLATE_CAMELOT_DIR names (extracted with scripts/extractCamelotSuite.ts,
// never committed). The figures are printed per table, in total and by part
// (docs/table-measures.md); what is asserted is what a user meets on any such file: it is read,
// never a crash or a refusal, and each expected table's page is there.
const dir = suiteDirOrSkip(camelotSuite());

describe.skipIf(!dir)("tables in Camelot's test suite", () => {
  it("reads every case's PDF and prints Camelot's measures and ours", async () => {
    const run = await measureCamelot(dir);
    printCamelot("Camelot's expected tables (tests/data.py), per tuning table, then in total and by part", run);
    expect(run.scores.length).toBeGreaterThan(0);
    expect(run.scores.filter((c) => c.error).map((c) => `${c.case.id}: ${c.error}`)).toEqual([]);
  });
});
