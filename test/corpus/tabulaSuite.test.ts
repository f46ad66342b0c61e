import { describe, expect, it } from "vitest";
import { suiteDirOrSkip } from "../support/tables/extractedSuite.ts";
import { printIcdar, printOtherPdfs, printTabulaCases } from "../support/tables/printTableFigures.ts";
import { measureIcdar, measureOtherTabulaPdfs, measureTabulaCases, tabulaSuite } from "../support/tables/tableSuites.ts";

// Tables the reader was not tuned on: Tabula's own test suite and the ICDAR 2013 table
// competition set inside it, read from the folder DISTILLATE_TABULA_DIR names (extracted with
// scripts/extractTabulaSuite.ts, never committed). The figures are printed per table and in
// total (docs/table-measures.md); what is asserted is what a user meets on any such file: it is
// read, or refused with an error that says why, never a crash.
const dir = suiteDirOrSkip(tabulaSuite());

describe.skipIf(!dir)("tables in Tabula's test suite and the ICDAR 2013 competition set", () => {
  it("reads every ICDAR 2013 document and prints the competition's measures and ours", async () => {
    const run = await measureIcdar(dir);
    printIcdar("ICDAR 2013 table competition set (Tabula's copy), per table and in total", run);
    expect(run.scores.length).toBeGreaterThan(0);
    expect(run.scores.filter((d) => d.error).map((d) => `${d.name}: ${d.error}`)).toEqual([]);
  });

  it("reads the PDFs of Tabula's expected tables and prints how many the reader finds", async () => {
    const run = await measureTabulaCases(dir);
    printTabulaCases("Tabula's expected tables (CSV/JSON), per table and in total", run);
    expect(run.scores.filter((c) => c.error).map((c) => `${c.case.pdf}: ${c.error}`)).toEqual([]);
  });

  it("reads each of Tabula's other PDFs or refuses it in words", async () => {
    const run = await measureOtherTabulaPdfs(dir);
    printOtherPdfs("Tabula's other PDFs (no expected output): read or refused", run);
    expect(run.files.filter((f) => f.outcome === "failed").map((f) => `${f.file}: ${f.error}`)).toEqual([]);
  });
});
