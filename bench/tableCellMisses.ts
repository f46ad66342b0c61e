// Every cell not exact at its place in a found table of the right shape (the suite's conventions
// mapped where it has some), in every table suite this machine has (pdf-parse-bench's tuning half
// only), each pair printed and sorted by a rough cause, so the largest family of cell-text error
// can be chosen on more than one source (docs/table-measures.md, "Round 39: cell text").
// `node bench/tableCellMisses.ts`, with the suites' usual DISTILLATE_*_DIR variables.
import { doclingSuite, measureDocling } from "../test/support/tables/doclingCases.ts";
import { doclingEvalSuite } from "../test/support/tables/doclingEvalCases.ts";
import type { GridFigures } from "../test/support/tables/gridFigures.ts";
import { measurePdfParseBench, pdfParseBenchSuite } from "../test/support/tables/pdfParseBenchCases.ts";
import { peerTestsCases, peerTestsFolders, scorePeerTest } from "../test/support/tables/peerTestsCases.ts";
import { readForTables } from "../test/support/tables/readForTables.ts";
import { camelotSuite, measureCamelot, measureIcdar, measureTabulaCases, tabulaSuite } from "../test/support/tables/tableSuites.ts";

/** Cells exact at their place over every found table of each suite, the shape right or not. */
const totals = new Map<string, { hit: number; of: number }>();

interface Miss {
  suite: string;
  id: string;
  expected: string;
  found: string;
}

const squash = (t: string) => t.replace(/\s+/g, "");
const letters = (t: string) => t.replace(/[^\p{L}\p{N}]/gu, "");

/** A rough cause, from the two texts alone: the first that fits. */
export function missCause(expected: string, found: string): string {
  if (!found) return "read empty";
  if (squash(expected) === squash(found)) return "white space only";
  if (letters(expected) === letters(found)) return "punctuation or symbol only";
  if (found.includes(expected) || squash(found).includes(squash(expected))) return "neighbour's text taken in";
  if (expected.includes(found) || squash(expected).includes(squash(found))) return "part of the cell only";
  if ([...letters(expected)].sort().join("") === [...letters(found)].sort().join("")) return "same letters, other order";
  return "other";
}

async function misses(): Promise<Miss[]> {
  const out: Miss[] = [];
  const add = (suite: string, id: string, g: GridFigures) => {
    const t = totals.get(suite) ?? { hit: 0, of: 0 };
    totals.set(suite, { hit: t.hit + g.cellsAtPlace.hit, of: t.of + g.cellsAtPlace.of });
    for (const m of g.cellMisses ?? []) out.push({ suite, id, ...m });
  };
  const ppb = pdfParseBenchSuite();
  if (!("skip" in ppb)) {
    const run = await measurePdfParseBench(ppb.dir, "tuning");
    for (const s of run.scores) s.tables.forEach((t, i) => t.found && add("pdf-parse-bench tuning", `${s.case.id} table ${i + 1}`, t.grid));
  }
  const tab = tabulaSuite();
  if (!("skip" in tab)) {
    const icdar = await measureIcdar(tab.dir);
    for (const s of icdar.scores) s.tables.forEach((t) => t.found && add("ICDAR", `${s.name} ${t.id}`, t.grid));
    const cases = await measureTabulaCases(tab.dir);
    for (const s of cases.scores) s.tables.forEach((t, i) => t.found && add("Tabula", `${s.case.pdf} p${s.case.page} #${i + 1}`, t.mapped));
  }
  const cam = camelotSuite();
  if (!("skip" in cam)) {
    const run = await measureCamelot(cam.dir);
    for (const s of run.scores) s.tables.forEach((t, i) => t.found && add("Camelot", `${s.case.id} p${s.case.page} #${i + 1}`, t.mapped));
  }
  for (const [suite, dir] of [
    ["Docling", doclingSuite()],
    ["docling-eval", doclingEvalSuite()],
  ] as const) {
    if ("skip" in dir) continue;
    const run = await measureDocling(dir.dir);
    for (const s of run.scores) s.score.tables.forEach((t) => t.found && add(suite, `${s.score.name} ${t.id}`, t.grid));
  }
  const peers = peerTestsFolders();
  if (!("skip" in peers)) {
    for (const dir of peers.dirs) {
      for (const { case: c, file } of peerTestsCases(dir)) {
        const s = scorePeerTest(c, await readForTables(file));
        s.tables.forEach((t, i) => t.found && add("peers' tests", `${c.id} #${i + 1}`, t.grid));
      }
    }
  }
  return out;
}

const all = await misses();
const causes = [...new Set(all.map((m) => missCause(m.expected, m.found)))].sort();
const suites = [...new Set(all.map((m) => m.suite))];
console.log("\nCells exact at their place, every found table (Tabula's and Camelot's conventions mapped)");
console.table([...totals].map(([suite, t]) => ({ suite, exact: `${t.hit}/${t.of}` })));
console.log("\nCells not exact in found tables of the right shape, by rough cause");
console.table(causes.map((c) => ({ cause: c, ...Object.fromEntries(suites.map((s) => [s, all.filter((m) => m.suite === s && missCause(m.expected, m.found) === c).length])) })));
for (const c of causes) {
  console.log(`\n== ${c}`);
  for (const m of all.filter((x) => missCause(x.expected, x.found) === c)) console.log(`  ${m.suite}: ${m.id}: ${JSON.stringify(m.expected)} read ${JSON.stringify(m.found)}`);
}
