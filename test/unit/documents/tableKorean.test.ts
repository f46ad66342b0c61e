import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { koreanTablePdf, type KoreanTable } from "../../support/koreanTablePdf.ts";

// A Korean report's table: captioned "[표 1] ...", its header row in a shaded band over a grid
// whose column rules begin under the band, a rule under each row, and cells wrapping over several
// lines. Hangul has no case, so a wrapped line cannot be told by a small first letter.

const TABLE: KoreanTable = {
  caption: "[표 1] 감염병 분류 기준",
  header: ["구분", "개정전", "개정후"],
  rows: [
    [["분류"], ["1군 감염병"], ["1급 감염병"]],
    [["분류", "기준"], ["물 감염 발생", "발생 집단 우려", "큰 감염병"], ["생물 집단 발생", "우려 큰 감염병"]],
    [["대상", "질병"], ["6 군 감염병", "집단 질병"], ["17 급 감염병"]],
  ],
};

async function readTable() {
  const paper = await parsePdf(koreanTablePdf(TABLE), { file: "korean.pdf" });
  expect(paper.tables ?? [], "one table is found").toHaveLength(1);
  return paper.tables![0]!;
}

describe("a Korean table, captioned and ruled", () => {
  it("is found under its bracketed caption and named by it", async () => {
    const table = await readTable();
    expect(table.label).toBe("표 1");
    expect(table.caption).toContain("감염병 분류 기준");
  });

  it("keeps the header row printed in the shaded band over the grid's column rules", async () => {
    const grid = tableGrid(await readTable());
    expect(grid.header.at(-1)?.map((c) => c.trim())).toEqual(TABLE.header);
  });

  it("reads each ruled row as one row, its wrapped lines joined in their cells", async () => {
    const grid = tableGrid(await readTable());
    expect(grid.rows.map((r) => r.map((c) => c.trim()))).toEqual(TABLE.rows.map((row) => row.map((cell) => cell.join(" "))));
  });
});
