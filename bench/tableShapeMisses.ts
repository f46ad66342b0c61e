// Every found table of the wrong shape, in every table suite this machine has (pdf-parse-bench's
// tuning half only), sorted by how its rows x columns differ from the truth, with both grids'
// first rows printed so each can be looked at on its page (docs/table-measures.md, "Round 36:
// shape"). `node bench/tableShapeMisses.ts`, with the suites' usual DISTILLATE_*_DIR variables.
import { doclingSuite, measureDocling } from "../test/support/tables/doclingCases.ts";
import { doclingEvalSuite } from "../test/support/tables/doclingEvalCases.ts";
import type { GridFigures } from "../test/support/tables/gridFigures.ts";
import { measurePdfParseBench, pdfParseBenchSuite } from "../test/support/tables/pdfParseBenchCases.ts";
import { shapeMissKind, shapeWithConventions } from "../test/support/tables/shapeConventions.ts";
import { camelotSuite, measureCamelot, measureIcdar, measureTabulaCases, tabulaSuite } from "../test/support/tables/tableSuites.ts";

interface Miss {
  suite: string;
  id: string;
  grid: GridFigures;
}

const found = <T extends { found: boolean; grid: GridFigures }>(tables: readonly T[], name: (i: number) => string, suite: string): Miss[] =>
  tables.flatMap((t, i) => (t.found && !t.grid.shapeRight ? [{ suite, id: name(i), grid: t.grid }] : []));

async function misses(): Promise<{ misses: Miss[]; foundBySuite: Map<string, number> }> {
  const out: Miss[] = [];
  const foundBySuite = new Map<string, number>();
  const count = (suite: string, tables: readonly { found: boolean }[]) => foundBySuite.set(suite, (foundBySuite.get(suite) ?? 0) + tables.filter((t) => t.found).length);
  const ppb = pdfParseBenchSuite();
  if (!("skip" in ppb)) {
    const run = await measurePdfParseBench(ppb.dir, "tuning");
    for (const s of run.scores) {
      count("pdf-parse-bench tuning", s.tables);
      out.push(...found(s.tables, (i) => `${s.case.id} table ${i + 1}`, "pdf-parse-bench tuning"));
    }
  }
  const tab = tabulaSuite();
  if (!("skip" in tab)) {
    const icdar = await measureIcdar(tab.dir);
    for (const s of icdar.scores) {
      count("ICDAR", s.tables);
      out.push(...found(s.tables, (i) => `${s.name} ${s.tables[i]!.id}`, "ICDAR"));
    }
    const cases = await measureTabulaCases(tab.dir);
    for (const s of cases.scores) {
      count("Tabula", s.tables);
      out.push(...found(s.tables.map((t) => ({ found: t.found, grid: t.mapped })), (i) => `${s.case.pdf} p${s.case.page} #${i + 1} (Tabula's area and empty lines mapped)`, "Tabula"));
    }
  }
  const cam = camelotSuite();
  if (!("skip" in cam)) {
    const run = await measureCamelot(cam.dir);
    for (const s of run.scores) {
      count("Camelot", s.tables);
      out.push(...found(s.tables, (i) => `${s.case.id} p${s.case.page} #${i + 1} (${s.part})`, "Camelot"));
    }
  }
  for (const [suite, dir] of [
    ["Docling", doclingSuite()],
    ["docling-eval", doclingEvalSuite()],
  ] as const) {
    if ("skip" in dir) continue;
    const run = await measureDocling(dir.dir);
    for (const s of run.scores) {
      count(suite, s.score.tables);
      out.push(...found(s.score.tables, (i) => `${s.score.name} ${s.score.tables[i]!.id}`, suite));
    }
  }
  return { misses: out, foundBySuite };
}

/** Rows of each grid printed: enough to see a heading's lines and a note at the foot of most tables. */
const SHOWN = 30;
const cut = (t: string, n: number) => (t.length > n ? `${t.slice(0, n - 1)}…` : t);
const rowText = (r: readonly string[]) => cut(r.map((c) => cut(c, 14) || "·").join(" | "), 150);

const { misses: all, foundBySuite } = await misses();
const table: Record<string, string | number>[] = [];
for (const [suite, n] of foundBySuite) {
  const here = all.filter((m) => m.suite === suite);
  const kinds = (k: string) => here.filter((m) => shapeMissKind(m.grid) === k).length;
  table.push({
    suite,
    found: n,
    "wrong shape": here.length,
    "columns over": kinds("columns over"),
    "columns under": kinds("columns under"),
    "rows over": kinds("rows over"),
    "rows under": kinds("rows under"),
    both: kinds("both"),
    "right, empty lines dropped": here.filter((m) => shapeWithConventions(m.grid).emptyLines).length,
    "right, note rows dropped": here.filter((m) => shapeWithConventions(m.grid).notes).length,
    "right, stacked lines joined": here.filter((m) => shapeWithConventions(m.grid).stackedLines).length,
  });
}
console.log("\nFound tables of the wrong shape, by how the shape differs (ours: the truth's rows x columns, header rows included)");
console.table(table);
for (const m of all) {
  const g = m.grid;
  const c = shapeWithConventions(g);
  const mapped = c.emptyLines ? "empty lines dropped" : c.notes ? "note rows dropped" : c.stackedLines ? "stacked lines joined" : "";
  console.log(`\n${m.suite}: ${m.id}: truth ${g.expectedShape.join("x")}, read ${g.foundShape.join("x")} (${shapeMissKind(g)}${mapped ? `; right once ${mapped}` : ""})`);
  const show = (name: string, grid: readonly (readonly string[])[]) => {
    console.log(`  ${name}:`);
    for (const r of grid.slice(0, SHOWN)) console.log(`    ${rowText(r)}`);
    if (grid.length > SHOWN) console.log(`    … ${grid.length - SHOWN} more rows; last: ${rowText(grid[grid.length - 1]!)}`);
  };
  show("truth", g.misshapen!.expected);
  show("read", g.misshapen!.found);
}
