import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gridRows, tableGrid } from "../../src-main/contract/tableGrid.ts";
import { SHARED_DIR, sharedAvailable, SHARED_PAPERS, SHARED_PAPERS_MORE, SHARED_PAPERS_WIDE } from "../support/sharedFixtures.ts";
import { parseSharedPaper } from "../support/sharedParses.ts";
import { printTablesJson } from "../support/tables/printTableFigures.ts";
import { measureTablesJson, TABLES_TRUTH, type TablesJsonRun } from "../support/tables/tableSuites.ts";
import { norm } from "./paperTruth.ts";

// Tables read as data on the shared papers: papers-more's tables.json holds the truth for all 31
// tables of its 16 papers (conventions at its top) and names the papers with none; the other three
// sets have no table truth, so the tables found there are listed for a person to check by eye.
// Besides the tables themselves, a table's cells must stay out of the body's sentences.

const available = sharedAvailable(SHARED_PAPERS_MORE) && fs.existsSync(TABLES_TRUTH);
const SHARED_PAPERS_STYLES = path.join(SHARED_DIR, "fixtures/papers-styles");
const pct = (hit: number, of: number) => `${hit}/${of} (${((100 * hit) / Math.max(1, of)).toFixed(1)}%)`;

describe.skipIf(!available)("tables on the shared papers", () => {
  // Both tests look at the same reading of papers-more: read once, by whichever test runs first.
  let reading: Promise<TablesJsonRun> | undefined;
  const readTablesJson = () => (reading ??= measureTablesJson());

  it("finds and rebuilds the tables of tables.json (figures printed below)", async () => {
    const run = await readTablesJson();
    printTablesJson("Tables of papers-more (tables.json): per table, then in total", run);
    const s = run.totals;
    // The bars. Sample cells fall short of 95% where the text layer itself differs from the
    // printed page (docs/reading.md: capitals given as small letters by one paper's fonts, "±"
    // given as "5" by another's); those cells are counted as missed.
    expect.soft(s.found / s.tables, "tables found").toBeGreaterThanOrEqual(0.95);
    expect.soft(s.shapeRight / s.tables, "shape right").toBeGreaterThanOrEqual(0.85);
    expect.soft(s.sampleCells.hit / s.sampleCells.of, "sample cells exact").toBeGreaterThanOrEqual(0.92);
    expect.soft((10 * (s.falseTables + s.tablesInPapersWithout)) / s.papers, "false tables per 10 papers").toBeLessThanOrEqual(1);
  });

  it("keeps the cells of those tables out of the body's sentences", async () => {
    const run = await readTablesJson();
    const truth = JSON.parse(fs.readFileSync(TABLES_TRUTH, "utf8")) as { tables: { file: string; label: string; sampleRows: { cells: string[] }[] }[] };
    const leaks: string[] = [];
    let checked = 0;
    for (const read of run.reads) {
      if (!read.paper) continue;
      const body = norm(read.paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" "));
      for (const t of truth.tables.filter((x) => x.file === path.basename(read.file))) {
        // A row read into the body shows as neighbouring cells one after the other. A single cell is
        // not enough: the prose names a table's rows too ("hand-washing frequency and intentions",
        // "Engrailed 1-derived interference peptides combined with ...").
        for (const row of t.sampleRows) {
          const cells = row.cells.map((c) => c.trim()).filter(Boolean);
          for (let k = 0; k + 1 < cells.length; k++) {
            const pair = `${cells[k]} ${cells[k + 1]}`;
            if (pair.length < 20) continue;
            checked++;
            if (body.includes(norm(pair))) leaks.push(`${t.file.slice(0, 2)} ${t.label}: ${pair.slice(0, 60)}`);
          }
        }
      }
    }
    console.log(`\nNeighbouring table cells (20 characters or more together) found in body sentences: ${leaks.length} of ${checked}`);
    for (const leak of leaks) console.log(`  ${leak}`);
    expect(leaks).toEqual([]);
  });

  it("lists the tables found in the other shared sets, which have no table truth (for a person to check)", async () => {
    const rows: Record<string, string | number>[] = [];
    let papers = 0;
    for (const dir of [SHARED_PAPERS, SHARED_PAPERS_WIDE, SHARED_PAPERS_STYLES].filter((d) => fs.existsSync(d))) {
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".pdf")).sort()) {
        let tables;
        try {
          tables = (await parseSharedPaper(path.join(dir, file))).tables ?? [];
        } catch {
          continue; // the hard cases (scanned, password) are refused with their own errors
        }
        papers++;
        for (const t of tables) {
          const grid = tableGrid(t);
          rows.push({ set: path.basename(dir), file: file.slice(0, 30), label: t.label ?? "(unlabelled)", pages: t.pages.join(","), shape: `${t.rows.length} x ${grid.rows[0]?.length ?? 0}`, header: gridRows(t.header).map((r) => r.filter(Boolean).join(" | ")).join(" / ").slice(0, 60), doubts: t.doubts.map((d) => d.kind).join(", ") });
        }
      }
    }
    console.log(`\nTables found in the other shared sets (${papers} papers, no table truth): ${rows.length}`);
    console.table(rows);
    expect(papers).toBeGreaterThan(0);
    void pct;
  });
});
