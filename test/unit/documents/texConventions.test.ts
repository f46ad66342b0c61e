import { describe, expect, it } from "vitest";
import { gridFigures } from "../../support/tables/gridFigures.ts";
import { pairByTexts } from "../../support/tables/pairByTexts.ts";
import { pairPdfParseBenchTables } from "../../support/tables/pdfParseBenchCases.ts";
import { withTexConventionsFolded } from "../../support/tables/texConventions.ts";

// pdf-parse-bench's truth is the LaTeX source: "$n=25$" typed without spaces is printed with
// TeX's math spacing, "2.92$^*$" prints the asterisk operator the reader reads as "*", and a
// cell's "Within-\\ Speaker" keeps its line break. The mapped figure folds those on both sides,
// and nothing that changes a letter, a digit or their order.

describe("pdf-parse-bench's TeX conventions mapped for the bench", () => {
  const truth = [["n=25, m=104", "3.42×10−1", "2.92∗∗", "Within- Speaker"], ["98.25± 0.12", "θ12l", "Cloak", "P1"]];
  const read = [["n = 25, m = 104", "3.42 × 10−1", "2.92**", "Within-Speaker"], ["98.25±0.12", "θl12", "CLOAK", "P 1"]];

  it("counts spacing around operators, commas and line-end hyphens, and the asterisk, as the same text", () => {
    expect(gridFigures(truth, read).cellsAtPlace).toEqual({ hit: 0, of: 8 });
    expect(gridFigures(withTexConventionsFolded(truth), withTexConventionsFolded(read)).cellsAtPlace).toEqual({ hit: 5, of: 8 });
  });

  it("leaves a script's order, letter case, a space between letters or digits and one before a hyphen a miss", () => {
    const mapped = gridFigures(withTexConventionsFolded([[...truth[1]!.slice(1), "EMAEL1-case"]]), withTexConventionsFolded([[...read[1]!.slice(1), "EMAEL1 -case"]]));
    expect(mapped.cellsAtPlace).toEqual({ hit: 0, of: 4 });
  });
});

// A table read cell for cell whose texts TeX spaced otherwise than its source (intervals
// "$[0.8944,0.9116]$" printed "[0.8944, 0.9116]") is found, not missed and false at once.
describe("pdf-parse-bench's tables paired with TeX's conventions folded", () => {
  // Rows as a LaTeX source types them and as TeX prints them: the intervals' comma is spaced on
  // the page, and the estimator's hat is read as a mark of its own.
  const lambdas = ["0.1", "0.3", "1.0", "3.0", "10.0"];
  const rows = (spaced: boolean) =>
    lambdas.flatMap((l, i) => {
      const cov = spaced ? `[0.89${i}4, 0.91${i}6]` : `[0.89${i}4,0.91${i}6]`;
      const wid = spaced ? `[13.8${i}91, 13.8${i}21]` : `[13.8${i}91,13.8${i}21]`;
      const est = spaced ? "σ̂ 2" : "σ2";
      return [[l, `${est}EB`, cov, wid], ["", `${est}res`, cov, wid]];
    });
  const truth = [["λ", "Estimator", "Cov", "Wid"], ...rows(false)];
  const read = [["λ", "Estimator", "Cov", "Wid"], ...rows(true)];
  const other = [["Method", "Score"], ["A", "0.1"], ["B", "0.3"]];

  it("pairs the table whose intervals TeX spaced, which raw texts leave unpaired", () => {
    expect(pairByTexts([truth], [other, read])).toEqual([-1]);
    expect(pairPdfParseBenchTables([truth], [other, read])).toEqual([1]);
  });

  it("still pairs nothing with a table that shares too few texts", () => {
    expect(pairPdfParseBenchTables([truth], [other])).toEqual([-1]);
  });
});
