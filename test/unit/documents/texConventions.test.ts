import { describe, expect, it } from "vitest";
import { gridFigures } from "../../support/tables/gridFigures.ts";
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
