// A survey of the tables the reader finds in the shared papers that have no table truth
// (papers, papers-wide, papers-styles): per paper, each table found (label, page, rows x columns,
// ruling, caption), each "Table N" caption printed at the start of a line that no table found
// carries (a table missed, or one read under no label), and each table found with no label (a
// key-resources table, or a false table). It judges nothing: it lists what to render and look at
// (pdftoppm -f N -l N) and ends with the counts per set, for docs/table-measures.md.
//   node bench/tableSurvey.ts [set ...]        (sets: papers papers-wide papers-styles, or a folder's
//                                              path, such as a table suite's; default the three sets)
import fs from "node:fs";
import path from "node:path";
import { type ParsedTable } from "../src-main/contract/tables.ts";
import { tableWidth } from "../src-main/contract/tableGrid.ts";
import type { PageText } from "../src-main/core/documents/layout/types.ts";
import { readForTables } from "../test/support/tables/readForTables.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../shared/fixtures");
const SETS = ["papers", "papers-wide", "papers-styles"];
// A caption's label at the start of a line: "Table 2", "TABLE S1", "Table II", "Tabela 1" (pt), "Tabla 1" (es).
const CAPTION = /^\s*(?:Table|TABLE|Tabela|Tabla|Tab\.)\s*(S?\d+|[IVX]+)\b/;

/** Upright lines of a page, runs joined by baseline (within a third of their size), left to right. */
function pageLines(page: PageText): string[] {
  const rows: { y: number; size: number; runs: { x: number; text: string }[] }[] = [];
  for (const run of page.runs) {
    const row = rows.find((r) => Math.abs(r.y - run.y) < Math.max(1, run.size / 3) && r.runs.some((o) => Math.abs(o.x - run.x) < page.width / 2));
    if (row) row.runs.push({ x: run.x, text: run.text });
    else rows.push({ y: run.y, size: run.size, runs: [{ x: run.x, text: run.text }] });
  }
  const upright = rows.map((r) => r.runs.sort((a, b) => a.x - b.x).map((r) => r.text).join(" "));
  return [...upright, ...page.sideways.map((s) => s.text)];
}

/** The label's number as the survey compares it: "Table 2" and "TABLE 2." are the same. */
const labelKey = (label: string | null) => (label ? (CAPTION.exec(label)?.[1] ?? label).toUpperCase() : null);

interface SetTally {
  papers: number;
  captions: number;
  found: number;
  labelled: number;
  unlabelled: number;
  captionsUnfound: number;
}

function describe(table: ParsedTable): string {
  const caption = (table.caption ?? "").replace(/\s+/g, " ").slice(0, 60);
  const where = table.pages.length > 1 ? `pp.${table.pages.join(",")}` : `p.${table.page}`;
  return `${table.label ?? "(no label)"} ${where} ${table.rows.length}x${tableWidth(table)} ${table.ruling}${table.kind === "image" ? " image" : ""}${table.rotated ? " sideways" : ""} "${caption}"`;
}

const wanted = process.argv.slice(2).length ? process.argv.slice(2) : SETS;
const tallies: [string, SetTally][] = [];
for (const set of wanted) {
  const dir = path.isAbsolute(set) ? set : path.join(FIXTURES, set);
  const tally: SetTally = { papers: 0, captions: 0, found: 0, labelled: 0, unlabelled: 0, captionsUnfound: 0 };
  console.log(`== ${set}`);
  for (const name of fs.readdirSync(dir).filter((f) => f.toLowerCase().endsWith(".pdf")).sort()) {
    const read = await readForTables(path.join(dir, name));
    if (!read.paper) {
      console.log(`${name}: not read (${read.error?.name})`);
      continue;
    }
    tally.papers++;
    const foundKeys = new Set(read.tables.map((t) => labelKey(t.label)));
    // Each label once, at the first page it starts a line on (a caption, or a "Table 2 (continued)").
    const captions = new Map<string, number>();
    for (const page of read.pages) {
      for (const line of pageLines(page)) {
        const key = CAPTION.exec(line)?.[1]?.toUpperCase();
        if (key && !captions.has(key)) captions.set(key, page.pageNumber);
      }
    }
    const unfound = [...captions].filter(([key]) => !foundKeys.has(key));
    tally.captions += captions.size;
    tally.found += read.tables.length;
    tally.labelled += read.tables.filter((t) => t.label).length;
    tally.unlabelled += read.tables.filter((t) => !t.label).length;
    tally.captionsUnfound += unfound.length;
    console.log(`${name}: ${read.tables.length} found, ${captions.size} "Table N" line starts`);
    for (const table of read.tables) console.log(`  found ${describe(table)}`);
    for (const [key, page] of unfound) console.log(`  no table for "Table ${key}" (p.${page})`);
  }
  tallies.push([set, tally]);
}
console.log("\nset            papers  'Table N'  found  labelled  unlabelled  'Table N' with no table");
for (const [set, t] of tallies) {
  console.log(`${path.basename(set).padEnd(15)}${String(t.papers).padStart(6)}${String(t.captions).padStart(11)}${String(t.found).padStart(7)}${String(t.labelled).padStart(10)}${String(t.unlabelled).padStart(12)}${String(t.captionsUnfound).padStart(25)}`);
}
