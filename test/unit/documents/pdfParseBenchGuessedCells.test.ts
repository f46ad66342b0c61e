import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PdfParseBenchCase } from "../../../scripts/extractPdfParseBenchSuite.ts";
import { MATH_COLUMNS, mathTablePdf } from "../../support/tables/mathTablePage.ts";
import { measurePdfParseBench } from "../../support/tables/pdfParseBenchCases.ts";
import { printPdfParseBench } from "../../support/tables/printPdfParseBenchFigures.ts";

// pdf-parse-bench's truth is LaTeX turned into text; a cell of math or an unknown macro gets a
// guessed text. The bench scores the cells whose text is known apart from the guessed ones, so a
// wrong guess shows in its own figure and never lowers the known cells'. A real PDF read by the
// real reader, against a small case written as the extractor writes one.

const X = MATH_COLUMNS;
const page = mathTablePdf("Table 1: Accuracy and loss of two models.", ["Times-Roman"], ({ put, rule }) => {
  ["Model", "Acc", "Loss"].forEach((h, i) => put(1, [h], X[i]!, 159));
  rule(163, 0.5);
  let y = 163;
  for (const row of [
    ["Base", "0.91", "12.5"],
    ["Wide", "0.87", "3.0"],
  ]) {
    y += 12;
    row.forEach((t, i) => put(1, [t], X[i]!, y));
  }
  return y;
});

// The truth: "Basis" is a known cell the page does not print (a reader's miss as the bench sees
// it); "12.5†" a guessed cell whose guess is wrong; "0.87" a guessed cell whose guess is right.
const truth = [
  ["Model", "Acc", "Loss"],
  ["Basis", "0.91", "12.5†"],
  ["Wide", "0.87", "3.0"],
];
const caseOf = (guessed?: [number, number][][]): PdfParseBenchCase => ({
  id: "000",
  pdf: "pdfs/000.pdf",
  truth: "ground_truth/000.json",
  tables: [truth],
  complexity: ["simple"],
  cells: 9,
  uncertainCells: 2,
  ...(guessed ? { guessed } : {}),
});

let dir: string;
const suiteWith = (c: PdfParseBenchCase) => {
  fs.writeFileSync(path.join(dir, "000.pdf"), page);
  fs.writeFileSync(path.join(dir, "000.json"), JSON.stringify(c));
  return dir;
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ppb-guess-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("pdf-parse-bench's cells split by whether their truth is a guess", () => {
  it("scores known and guessed cells apart, adding up to the strict figure", { timeout: 60_000 }, async () => {
    const run = await measurePdfParseBench(suiteWith(caseOf([[[1, 2], [2, 1]]])), "tuning");
    const s = run.totals;
    expect(s.found).toBe(1);
    expect(s.cellsAtPlace).toEqual({ hit: 7, of: 9 });
    expect(s.cellsByGuess).toEqual({ known: { hit: 6, of: 7 }, guessed: { hit: 1, of: 2 } });
    expect(s.cellsByGuessMapped).toEqual({ known: { hit: 6, of: 7 }, guessed: { hit: 1, of: 2 } });
  });

  it("says the split is not recorded for a case extracted before the guessed cells were kept", { timeout: 60_000 }, async () => {
    const run = await measurePdfParseBench(suiteWith(caseOf()), "tuning");
    expect(run.totals.cellsAtPlace).toEqual({ hit: 7, of: 9 });
    expect(run.totals.cellsByGuess).toBeNull();
    const table = vi.spyOn(console, "table").mockImplementation(() => undefined);
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    printPdfParseBench("pdf-parse-bench", run);
    const rows = table.mock.calls[0]![0] as { figure: string; value: string }[];
    expect(rows.find((r) => r.figure.startsWith("cells exact at their place, cells whose printed text is known"))?.value).toMatch(/^not recorded/);
    expect(rows.find((r) => r.figure === "cells exact at their place")?.value).toBe("7/9 (77.8%)");
    vi.restoreAllMocks();
  });
});
