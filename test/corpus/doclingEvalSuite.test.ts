import { describe, expect, it } from "vitest";
import { suiteDirOrSkip } from "../support/tables/extractedSuite.ts";
import { measureDocling } from "../support/tables/doclingCases.ts";
import { doclingEvalSuite } from "../support/tables/doclingEvalCases.ts";
import { printDocling } from "../support/tables/printDoclingFigures.ts";

// A table suite held out in round 17 and tuning from round 18: docling-eval's CVAT fixtures with
// the tables people annotated on them, read from the folder DISTILLATE_DOCLINGEVAL_DIR names
// (extracted with scripts/extractDoclingEvalSuite.ts, never committed). Each table's figures live
// in bench/tablesDoclingEval.ts; what is asserted is what a user meets on any such file: it is read, never a crash or a refusal.
const dir = suiteDirOrSkip(doclingEvalSuite());

describe.skipIf(!dir)("tables in docling-eval's annotated fixtures (tuning from round 18)", () => {
  it("reads every PDF and prints the totals", async () => {
    const run = await measureDocling(dir);
    printDocling("docling-eval's annotated tables: in total", run, "Held out in round 17, tuning from round 18.");
    expect(run.scores.length).toBeGreaterThan(0);
    expect(run.scores.filter((d) => d.score.error).map((d) => `${d.score.name}: ${d.score.error}`)).toEqual([]);
  });
});
