// The peers' own table tests (pdfplumber, PyMuPDF, tabula-py), when DISTILLATE_PEERTESTS_DIR names
// the folders scripts/extractPeerTestsSuite.ts wrote. Unseen from round 36: nobody tunes on it.
// Per case what its test asserts and what was read, then the totals.
import { peerTestsCases, peerTestsFolders, peerTestsTotals, scorePeerTest, type PeerTestScore } from "../test/support/tables/peerTestsCases.ts";
import { readForTables, type ReadForTables } from "../test/support/tables/readForTables.ts";
import { printTable } from "./support.ts";

const frac = (hit: number, of: number) => `${hit}/${of}`;

function verdict(s: PeerTestScore): string {
  if (s.error) return `not read (${s.error})`;
  if (s.case.kind === "row") return s.passed ? "row found" : "row not found";
  if (s.case.kind === "count") return `${s.tablesOnPage} table(s) read, ${s.case.count} expected`;
  return s.tables.map((t) => (t.found ? `found ${t.grid.foundShape.join("x")} for ${t.grid.expectedShape.join("x")}, cells ${frac(t.grid.cellsAtPlace.hit, t.grid.cellsAtPlace.of)}, rows ${frac(t.grid.rowsExact.hit, t.grid.rowsExact.of)}` : `not found (${t.grid.expectedShape.join("x")})`)).join("; ");
}

/** Measures and prints the suite; returns its reads for the timing parts, or null when it is absent. */
export async function peerTestsPart(): Promise<{ suite: string; reads: ReadForTables[] } | null> {
  const folders = peerTestsFolders();
  if ("skip" in folders) {
    console.log(`  ${folders.skip}`);
    return null;
  }
  const reads: ReadForTables[] = [];
  const scores: PeerTestScore[] = [];
  for (const dir of folders.dirs) {
    for (const { case: c, file } of peerTestsCases(dir)) {
      const read = await readForTables(file);
      reads.push(read);
      scores.push(scorePeerTest(c, read));
    }
  }
  printTable(
    "The peers' own table tests (unseen from round 36): per case",
    scores.map((s) => ({ case: s.case.id, asserts: s.case.kind, "test reads with": s.case.about, read: verdict(s), "false tables": s.falseTables })),
  );
  const t = peerTestsTotals(scores);
  printTable("The peers' own table tests: totals", [
    { figure: "whole tables found", value: frac(t.found, t.expectedTables) },
    { figure: "whole tables, shape right", value: frac(t.shapeRight, t.expectedTables) },
    { figure: "whole tables, cells at their place", value: frac(t.cellsAtPlace.hit, t.cellsAtPlace.of) },
    { figure: "whole tables, rows exact", value: frac(t.rowsExact.hit, t.rowsExact.of) },
    { figure: "asserted rows found", value: frac(t.rows.passed, t.rows.n) },
    { figure: "table counts right", value: frac(t.counts.passed, t.counts.n) },
    { figure: "false tables (on whole-table pages and pages with none)", value: String(t.falseTables) },
  ]);
  console.log("  Only what each test asserts is scored; tests with settings chosen for one page (crops, column positions, cell boxes) are kept where the expected cells are the page's table (scripts/peerTestsCases.ts).");
  return { suite: "peers' own table tests", reads };
}

// `node bench/tablesPeerTests.ts`: this part alone, without the rest of bench:tables.
if (import.meta.main) await peerTestsPart();
