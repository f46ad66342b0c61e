import { describe, expect, it } from "vitest";
import { normed, normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";
import { CELL } from "../../support/tables/tableSheet.ts";

// Two row families common in scientific tables, each drawn as publishers set them:
// - a regression table: each coefficient row ("Age 0.120*** 0.104**") followed by a line of
//   standard errors in parentheses, or intervals in brackets, with no label of its own. Every
//   truth this reader is measured on (pdf-parse-bench's, as LaTeX types `\\` between them) keeps
//   that line as a row of its own, under the coefficients' columns; Stata's and Word's tables set
//   it closer under its coefficients than the rows are apart, LaTeX's at the same pitch. A word
//   processor's label cell merged down the pair, or LaTeX's \multirow{2}, sets the label half-way
//   between the two lines: it names the coefficients' row (a merged cell's text goes to its first
//   row, as every truth here writes it).
// - a row label wrapped over two or three lines, its figures on the first, the middle or the last
//   line, the later lines indented or not: one row, the label's lines joined.

const XS = [150, 250, 320, 390];
const COEFFICIENTS: [string, string[], string[]][] = [
  ["Age", ["0.120***", "0.104**", "0.098*"], ["(0.031)", "(0.042)", "(0.051)"]],
  ["Income", ["-0.310", "-0.287*", "-0.266*"], ["(0.204)", "(0.151)", "(0.140)"]],
  ["Female", ["0.052", "0.061", "0.047"], ["(0.118)", "(0.121)", "(0.119)"]],
  ["Urban", ["1.402***", "1.377***", "1.310***"], ["(0.287)", "(0.290)", "(0.301)"]],
];
const INTERVALS = ["[0.06, 0.18]", "[0.02, 0.19]", "[-0.01, 0.20]"];
const OBSERVATIONS = ["Observations", "1,204", "1,204", "1,198"];

interface Setting {
  /** From a coefficient line to its standard errors, and from those to the next coefficients. */
  under: number;
  apart: number;
  /** The label set half-way down its coefficients and standard errors (a word processor's merged cell centred down them). */
  labelCentred?: boolean;
  centred?: boolean;
  intervals?: boolean;
}

/** The cell at column k (1-based figures' columns) at its left edge, or centred on the column. */
function put(p: TablePage, text: string, k: number, y: number, centred: boolean): void {
  if (centred) p.centred(text, XS[k]! - 10, XS[k]! + 50, y, CELL);
  else p.text(text, XS[k]!, y, CELL);
}

async function regressionTable(s: Setting): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.captionAndHeadings("Table 1", "Estimates of the model, standard errors in parentheses", y + 24, ["", "(1)", "(2)", "(3)"], XS, CELL);
  for (const [label, coefficients, errors] of COEFFICIENTS) {
    y += s.apart;
    p.text(label, XS[0]!, s.labelCentred ? y + s.under / 2 : y, CELL);
    coefficients.forEach((c, k) => put(p, c, k + 1, y, s.centred ?? false));
    y += s.under;
    (s.intervals ? INTERVALS : errors).forEach((c, k) => put(p, c, k + 1, y, s.centred ?? false));
  }
  y += s.apart;
  OBSERVATIONS.forEach((c, k) => p.text(c, XS[k]!, y, CELL));
  y += 4;
  p.rule(72, y, 440, y);
  p.prose(3, 6, y + 30);
  return p.render("Estimates");
}

const regressionRows = (intervals: boolean) => [
  ["", "(1)", "(2)", "(3)"],
  ...COEFFICIENTS.flatMap(([label, coefficients, errors]) => [
    [label, ...coefficients],
    ["", ...(intervals ? INTERVALS : errors)],
  ]),
  OBSERVATIONS,
];

describe("a regression table with standard errors under the coefficients", () => {
  it.each([
    ["at the rows' own pitch", { under: 11, apart: 11 }],
    ["closer under the coefficients than the rows are apart", { under: 9, apart: 13 }],
    ["closer still, each pair centred on its column", { under: 8.5, apart: 14, centred: true }],
    // Failed before round 40: the label, alone on a line of its own between them, was read as a row.
    ["its label centred down the pair", { under: 10, apart: 14, labelCentred: true }],
    ["its label centred down the pair at the rows' own pitch (LaTeX's \\multirow{2})", { under: 11, apart: 11, labelCentred: true }],
  ] as [string, Setting][])("keeps each line of standard errors a row of its own, %s", async (_, setting) => {
    const grid = normedGrid(await readOnlyTable(await regressionTable(setting)));
    expect(grid.all).toEqual(normed(regressionRows(false)));
  });

  it("keeps an interval in brackets one cell, under its coefficient", async () => {
    const grid = normedGrid(await readOnlyTable(await regressionTable({ under: 9, apart: 13, intervals: true })));
    expect(grid.all).toEqual(normed(regressionRows(true)));
  });
});

const VARIABLES: [string[], string[]][] = [
  [["Relative vorticity"], ["12.4", "0.50", "850"]],
  [["Convective available", "potential energy"], ["7.9", "0.25", "1000"]],
  [["Convective inhibition"], ["3.1", "0.25", "1000"]],
  [["Total column water", "vapour over the", "whole domain"], ["25.0", "0.25", "500"]],
  [["Sea level pressure"], ["1.2", "0.25", "-"]],
];

type FiguresOn = "first" | "middle" | "last";

async function wrappedLabels(on: FiguresOn, indent: number, apart: number, lineGap: number): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.captionAndHeadings("Table 2", "Variables read from the reanalysis", y + 24, ["Variable", "Mean", "Grid", "Level"], XS, CELL);
  for (const [lines, figures] of VARIABLES) {
    y += apart;
    const at = on === "first" ? 0 : on === "last" ? lines.length - 1 : Math.floor((lines.length - 1) / 2);
    lines.forEach((line, i) => {
      p.text(line, XS[0]! + (i > 0 ? indent : 0), y + i * lineGap, CELL);
      if (i === at) figures.forEach((f, k) => p.text(f, XS[k + 1]!, y + i * lineGap, CELL));
    });
    y += (lines.length - 1) * lineGap;
  }
  y += 4;
  p.rule(72, y, 440, y);
  p.prose(3, 6, y + 30);
  return p.render("Variables");
}

describe("a table whose row labels wrap over several lines", () => {
  const expected = normed([["Variable", "Mean", "Grid", "Level"], ...VARIABLES.map(([lines, figures]) => [lines.join(" "), ...figures])]);

  it.each([
    ["first", 0, 12, 10],
    ["first", 6, 12, 10],
    ["last", 0, 12, 10],
    ["last", 6, 11, 11],
    ["middle", 0, 12, 10],
    ["first", 0, 11, 11],
  ] as [FiguresOn, number, number, number][])("joins a label's lines into one row, its figures on its %s line (indent %d, rows %d apart, lines %d)", async (on, indent, apart, lineGap) => {
    const grid = normedGrid(await readOnlyTable(await wrappedLabels(on, indent, apart, lineGap)));
    expect(grid.all).toEqual(expected);
  });
});
