import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gridRows, tableGrid } from "../../src-main/contract/tables.ts";
import { parsePdf } from "../../src-main/core/documents/parsePdf.ts";
import { SHARED_DIR, sharedAvailable, SHARED_PAPERS, SHARED_PAPERS_MORE, SHARED_PAPERS_WIDE } from "../support/sharedFixtures.ts";
import { printTablesJson } from "../support/tables/printTableFigures.ts";
import { measureTablesJson, TABLES_TRUTH } from "../support/tables/tableSuites.ts";
import { norm } from "./paperTruth.ts";

// Tables read as data on the shared papers: papers-more's tables.json holds the truth for all 31
// tables of its 16 papers (conventions at its top) and names the papers with none; the other three
// sets have no table truth, so the tables found there are listed for a person to check by eye.
// Besides the tables themselves, a table's cells must stay out of the body's sentences.

const available = sharedAvailable(SHARED_PAPERS_MORE) && fs.existsSync(TABLES_TRUTH);
const SHARED_PAPERS_STYLES = path.join(SHARED_DIR, "fixtures/papers-styles");
const pct = (hit: number, of: number) => `${hit}/${of} (${((100 * hit) / Math.max(1, of)).toFixed(1)}%)`;

describe.skipIf(!available)("tables on the shared papers", () => {
  it("finds and rebuilds the tables of tables.json (figures printed below)", async () => {
    const run = await measureTablesJson();
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
    const run = await measureTablesJson();
    const truth = JSON.parse(fs.readFileSync(TABLES_TRUTH, "utf8")) as { tables: { file: string; label: string; sampleRows: { cells: string[] }[] }[] };
    const leaks: string[] = [];
    let checked = 0;
    for (const read of run.reads) {
      if (!read.paper) continue;
      const body = norm(read.paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" "));
      for (const t of truth.tables.filter((x) => x.file === path.basename(read.file))) {
        // Cells long enough to be told apart from the prose that mentions them.
        for (const cell of t.sampleRows.flatMap((r) => r.cells).filter((c) => c.length >= 20)) {
          checked++;
          if (body.includes(norm(cell))) leaks.push(`${t.file.slice(0, 2)} ${t.label}: ${cell.slice(0, 60)}`);
        }
      }
    }
    console.log(`\nTable cells (20 characters or more) found in body sentences: ${leaks.length} of ${checked}`);
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
          tables = (await parsePdf(new Uint8Array(fs.readFileSync(path.join(dir, file))), { file })).tables ?? [];
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
