import { describe, expect, it } from "vitest";
import { BODY, drawTable, type TableSpec } from "../../support/tables/tableSheet.ts";
import { normedGrid, readTables, row, specCells, totalWidth } from "../../support/tables/tablePage.ts";
import { COLUMN_WIDTH, COLUMN_X, DETECTION, twoColumns } from "../../support/tables/twoColumnTablePage.ts";

// Uncaptioned tables in a two-column LaTeX page that the finder missed (pdf-parse-bench's tuning
// half, round 20). A booktabs table of a header and one row (a model's scores on three metrics)
// was dropped for having fewer than two rows, though its three rules and its row of cells say
// table. And two tables stacked in one column with a short paragraph between them were walked
// as one region (then read as one column and dropped): the paragraph's first line, justified
// in the narrow column, stretches the space after a sentence's end past half an em, which cut it
// into two pieces, and a line of two pieces was taken for a table row, not for prose.

const SCORES: TableSpec = {
  columns: [50, 42, 42, 42, 42],
  header: [row("Models", "CRR", "WRR", "LRR", "Avg.")],
  rows: [row("Ours", "0.836", "0.912", "0.774", "0.841")],
  style: "booktabs",
  // A row's baseline skip plus the padding booktabs sets above and below its rules.
  rowHeight: 16,
};
const POSE: TableSpec = {
  columns: [80, 60, 60],
  header: [row("Setting", "MPJPE", "Error")],
  rows: [row("T = 2", "434.59", "90.98"), row("T = 3", "451.27", "86.01"), row("T = 4", "192.54", "13.80")],
  style: "booktabs",
};

const centred = (spec: TableSpec) => COLUMN_X + (COLUMN_WIDTH - totalWidth(spec.columns)) / 2;

describe("small uncaptioned tables on a two-column page", () => {
  it("reads a booktabs table of a header and one row of cells as a table", async () => {
    const pdf = await twoColumns("Uncaptioned tables", (p) => {
      const y = p.paragraph("Worker have husband tell least. Writer doctor decide agreement ground today.", COLUMN_X, 90, COLUMN_WIDTH);
      const bottom = drawTable(p.sheet, p.page, SCORES, centred(SCORES), y + 14).bottom;
      p.paragraph("Big that magazine. Performance fund message claim energy give over the season.", COLUMN_X, bottom + 22, COLUMN_WIDTH);
    });
    const tables = await readTables(pdf);
    expect(tables.map((t) => normedGrid(t).all)).toEqual([specCells(SCORES), specCells(DETECTION)]);
  });

  it("leaves a ruled note of one line under a ruled title as text", async () => {
    const pdf = await twoColumns("Uncaptioned tables", (p) => {
      p.rule(COLUMN_X, 100, COLUMN_X + COLUMN_WIDTH, 100);
      p.text("Key result", COLUMN_X + 2, 112, BODY);
      p.rule(COLUMN_X, 117, COLUMN_X + COLUMN_WIDTH, 117);
      p.text("Scores rise with the size of the training set.", COLUMN_X + 2, 130, BODY);
      p.rule(COLUMN_X, 135, COLUMN_X + COLUMN_WIDTH, 135);
      p.paragraph("Big that magazine. Performance fund message claim energy give over the season.", COLUMN_X, 160, COLUMN_WIDTH);
    });
    expect((await readTables(pdf)).map((t) => normedGrid(t).all)).toEqual([specCells(DETECTION)]);
  });

  it("reads two tables with a justified paragraph between them as two tables", async () => {
    const pdf = await twoColumns("Uncaptioned tables", (p) => {
      const bottom = drawTable(p.sheet, p.page, POSE, centred(POSE), 90).bottom;
      // The paragraph's first line runs the column's width, justified: the space after the
      // sentence's end stretched to 0.85 em, past the half em that cuts a line into pieces.
      const y = bottom + 20;
      const end = p.text("Low season organization information.", COLUMN_X, y, BODY);
      p.text("Black allow stuff whose", end + 8.5, y, BODY);
      p.text("character write decide.", COLUMN_X, y + 12.5, BODY);
      drawTable(p.sheet, p.page, DETECTION, centred(DETECTION), y + 30);
    });
    const tables = await readTables(pdf);
    expect(tables.map((t) => normedGrid(t).all)).toEqual([specCells(POSE), specCells(DETECTION), specCells(DETECTION)]);
  });
});
