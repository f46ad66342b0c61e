import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { CELL, drawTable } from "../../support/tables/tableSheet.ts";
import { labelled, normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// A journal printing two languages gives a table's caption twice, "Tabela 1." and then, on the
// next lines, "Table 1.", both over the table, at the top of a page whose running head (the
// authors, a short title and the page number) is set off above them by a grey band. The first caption is the
// second's twin, not a caption under a table of its own: read upward from it, the running head
// came out as a one-row table.

const HEAD = ["Espécies", "Nome popular", "Local de coleta", "No. HUVA"];
const ROWS = [
  ["S. alata", "fedegoso-gigante", "Sobral", "21547"],
  ["S. obtusifolia", "fedegoso-brando", "Graça", "21775"],
  ["S. occidentalis", "café-negro", "Graça", "21774"],
  ["S. siamea", "cássia-de-sião", "Sobral", "21578"],
];

async function twinCaptions(): Promise<Uint8Array> {
  const p = new TablePage();
  p.text("Neves et al.: Prospecção química e bioatividades de espécies de Senna", 72, 48, CELL);
  p.right("3", 540, 48, CELL);
  p.fill(72, 51, 468, 4, "#bcbcbc");
  let y = p.caption("Tabela 1", "Identificação das espécies coletadas em diferentes locais da região noroeste do Estado.", 72, 72, 468);
  y = p.caption("Table 1", "Identification of the species collected in different locations in the northwestern State.", y + 2, 72, 468);
  const drawn = drawTable(p.sheet, p.page, { columns: [140, 120, 110, 98], header: [row(...HEAD)], rows: ROWS.map((r) => row(...r)), style: "booktabs" }, 72, y + 4);
  p.prose(0, 4, drawn.bottom + 30);
  return p.render("Senna");
}

describe("a caption given twice, in two languages, at the top of a page", () => {
  it("reads one table, under the second caption, and no table from the running head", async () => {
    const tables = await readTables(await twinCaptions());
    expect(tables.map((t) => t.label)).toEqual(["Table 1"]);
    const grid = normedGrid(labelled(tables, "Table 1"));
    expect(grid.header).toEqual([HEAD.map(norm)]);
    expect(grid.rows).toEqual(ROWS.map((r) => r.map(norm)));
  });
});
