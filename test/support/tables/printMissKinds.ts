/**
 * The kinds of error behind each ICDAR part's misses (missKinds.ts), as totals only: one column
 * per part, so a held-out part is compared with the tuning parts without naming a table.
 */
import { CELL_KINDS, RULINGS, type MissKinds } from "./missKinds.ts";

const CELL_NAMES: Record<(typeof CELL_KINDS)[number], string> = {
  spacing: "spacing",
  sameRow: "elsewhere in its row",
  laterRow: "in a later row",
  earlierRow: "in an earlier row",
  mergedAcross: "merged with a cell beside",
  mergedDown: "merged with a cell above or below",
  splitAcross: "split across",
  splitDown: "split down",
  otherText: "read otherwise",
  absent: "absent",
  noBox: "no truth box",
};

const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

/** Four lines: the shape misses, the truth's ruling of the tables missed or misshapen, the cells not at place, the outlines. */
export function missKindLines(k: MissKinds): string[] {
  const ruling = (r: MissKinds["missed"]) => RULINGS.map((x) => r[x]).join("/");
  return [
    `shape misses ${k.shapeMisses}: rows too many ${k.rowsOver}, too few ${k.rowsUnder}; columns too many ${k.colsOver}, too few ${k.colsUnder}`,
    `truth ruled ${RULINGS.join("/")}: of the ${sum(k.missed)} missed ${ruling(k.missed)}; of the ${sum(k.misshapen)} shape misses ${ruling(k.misshapen)}`,
    `cells not at place ${sum(k.cells)}: ${CELL_KINDS.map((c) => `${CELL_NAMES[c]} ${k.cells[c]}`).join(", ")}`,
    `found outlines covering less than the truth's ${k.boxLess}, more ${k.boxMore}; found rows outside the truth's outline ${k.rowsOutside}, rows too many inside it ${k.rowsOverInside}`,
  ];
}

export function printMissKinds(byPart: Record<string, MissKinds>, partName: (part: string) => string): void {
  console.log("\n  What kind of error the misses are, by part (totals only; docs/table-measures.md, Round 14)");
  for (const [part, k] of Object.entries(byPart)) {
    console.log(`  ${partName(part)}`);
    for (const line of missKindLines(k)) console.log(`    ${line}`);
  }
}
