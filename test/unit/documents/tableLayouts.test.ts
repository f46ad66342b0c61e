import { describe, expect, it } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { ParsedTableSchema, tableDoubt, type ParsedTable } from "../../../src-main/contract/tables.ts";
import { gridRows, tableGrid } from "../../../src-main/contract/tableGrid.ts";
import type { ParsedPaper } from "../../../src-main/core/documents/ParsedPaper.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import {
  booktabsTable,
  continuedTable,
  footnotesTable,
  fullGridTable,
  imageTable,
  noTablePaper,
  NUMBER_HEAVY,
  rotatedPageTable,
  rowSpanTable,
  shadedBandsTable,
  sidewaysTable,
  spannerHeaderTable,
  subheadingRowsTable,
  twoColumnTable,
  whitespaceTable,
  type TableLayoutCase,
} from "../../support/tables/layoutTablePdfs.ts";
import type { DrawnTable } from "../../support/tables/tableSheet.ts";

// One generated paper per table layout scientific PDFs use, read back through pdf.js and the
// reader: what a user sees of each table (its label and caption, header levels, rows cell by cell,
// sub-heading rows, notes, whether it is sideways or a picture) and of the text around it (every
// body sentence whole, no cell in the body).

const read = (c: TableLayoutCase): Promise<ParsedPaper> => parsePdf(c.bytes.slice(), { file: "generated.pdf" });
const tablesOf = (paper: ParsedPaper): ParsedTable[] => paper.tables ?? [];
const paragraphs = (paper: ParsedPaper) => norm(paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" "));
const cells = (rows: string[][]) => rows.map((r) => r.map(norm));

/** The one table a paper must give back, in the shape `show --json` prints, against what was drawn. */
function expectTable(found: ParsedTable | undefined, drawn: DrawnTable): ParsedTable {
  expect(found, `${drawn.label} is found`).toBeDefined();
  const t = found!;
  const grid = tableGrid(t);
  const width = Math.max(...[...gridRows(drawn.header), ...gridRows(drawn.rows)].map((r) => r.length));
  const pad = (rows: string[][]) => rows.map((r) => [...r, ...Array<string>(width - r.length).fill("")]);
  expect(t.label).toBe(drawn.label);
  expect(norm(t.caption ?? "")).toBe(norm(drawn.caption ?? ""));
  expect(t.page).toBe(drawn.pages[0]);
  expect(t.pages).toEqual(drawn.pages);
  expect(t.kind).toBe(drawn.kind);
  expect(t.rotated).toBe(drawn.rotated);
  expect(cells(grid.header)).toEqual(cells(pad(gridRows(drawn.header))));
  expect(cells(grid.rows)).toEqual(cells(pad(gridRows(drawn.rows))));
  expect(t.rows.map((r) => r.kind)).toEqual(drawn.rows.map((r) => r.kind));
  expect(t.footnotes.map(norm)).toEqual(drawn.footnotes.map(norm));
  return t;
}

/** Each cell's box lies where its text was drawn, and the table's outline on that page holds them all. */
function expectBoxes(found: ParsedTable, drawn: DrawnTable): void {
  const near = (b: { x: number; y: number; w: number; h: number }, x: number, y: number) => x >= b.x - 1 && x <= b.x + b.w + 1 && y >= b.y - 1 && y <= b.y + b.h + 1;
  [...drawn.header, ...drawn.rows].forEach((row, r) => {
    const foundRow = [...found.header, ...found.rows][r]!;
    row.cells.forEach((cell, k) => {
      if (!cell.box) return;
      const mid = { x: cell.box.x + cell.box.w / 2, y: cell.box.y + cell.box.h / 2 };
      // The same text may be printed twice in a row ("n" under two spanners): take the same occurrence.
      const nth = row.cells.slice(0, k).filter((c) => norm(c.text) === norm(cell.text)).length;
      const match = foundRow.cells.filter((c) => norm(c.text) === norm(cell.text))[nth];
      expect(match?.box, `the box of "${cell.text}" (row ${r}, column ${k})`).toBeTruthy();
      expect(match!.box!.page).toBe(cell.box.page);
      expect(near(match!.box!, mid.x, mid.y), `"${cell.text}" is boxed where it is printed`).toBe(true);
      const outline = found.boxes.find((b) => b.page === cell.box!.page);
      expect(outline && near(outline, mid.x, mid.y), `the table's outline on page ${cell.box.page} holds "${cell.text}"`).toBe(true);
    });
  });
}

/** Every body sentence whole, and no row of the table (nor a distinctive cell) read as body text. */
function expectBodyClean(paper: ParsedPaper, c: TableLayoutCase): void {
  const body = paragraphs(paper);
  for (const sentence of c.sentences) expect(body, "a body sentence comes out whole").toContain(norm(sentence));
  const prose = c.sentences.map(norm).join(" ");
  for (const table of c.tables) {
    for (const row of gridRows([...table.header, ...table.rows])) {
      const line = norm(row.filter(Boolean).join(" "));
      if (line.length > 3) expect(body, "a table row in the body").not.toContain(line);
      for (const cell of row.map(norm)) if (cell.length >= 4 && !prose.includes(cell)) expect(body, "a cell in the body").not.toContain(cell);
    }
    if (table.caption) expect(body, "the caption in the body").not.toContain(norm(table.caption));
    for (const note of table.footnotes) expect(body, "a table note in the body").not.toContain(norm(note));
  }
}

const only = (paper: ParsedPaper) => {
  expect(tablesOf(paper)).toHaveLength(1);
  return tablesOf(paper)[0];
};

describe("the generated table papers draw what they claim", () => {
  const all: [string, () => Promise<TableLayoutCase>][] = [
    ["booktabs", booktabsTable],
    ["full grid", fullGridTable],
    ["shading bands", shadedBandsTable],
    ["whitespace", whitespaceTable],
    ["sideways", sidewaysTable],
    ["/Rotate 90", rotatedPageTable],
    ["continued", continuedTable],
    ["spanners", spannerHeaderTable],
    ["row spans", rowSpanTable],
    ["sub-headings", subheadingRowsTable],
    ["footnotes", footnotesTable],
    ["picture", imageTable],
    ["two columns", twoColumnTable],
    ["no table", noTablePaper],
  ];
  it.each(all)("%s: every cell, note and sentence is in the text layer pdf.js reads", async (_, make) => {
    const c = await make();
    const task = getDocument({ data: c.bytes.slice(), verbosity: 0 });
    const doc = await task.promise;
    const pages: string[] = [];
    const rotations: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      rotations.push(page.rotate);
      const items = (await page.getTextContent()).items as { str: string }[];
      pages.push(items.map((i) => i.str).join(" "));
    }
    await task.destroy();
    const text = norm(pages.join(" ")).replace(/\s+/g, "");
    for (const t of c.tables) {
      for (const row of gridRows([...t.header, ...t.rows])) for (const cell of row) expect(text).toContain(norm(cell).replace(/\s+/g, ""));
      for (const note of t.footnotes) expect(text).toContain(norm(note).replace(/\s+/g, ""));
      if (t.caption) expect(text).toContain(norm(t.caption).replace(/\s+/g, ""));
    }
    // A sentence a table interrupts is whole once the table's own text, drawn in one run, is taken out.
    const squeeze = (x: string) => norm(x).replace(/\s+/g, "");
    const prose = c.tables.reduce((all, t) => all.replace(squeeze(`${t.label}. ${t.caption} ${gridRows([...t.header, ...t.rows]).flat().join(" ")}`), ""), text);
    for (const sentence of c.sentences) expect(prose).toContain(squeeze(sentence));
    expect(rotations.filter((r) => r === 90).length).toBe(make === rotatedPageTable ? 1 : 0);
  });
});

/** A table read exactly as drawn: what the checks below must accept. */
function asDrawn(d: DrawnTable): ParsedTable {
  const page = d.pages[0]!;
  return ParsedTableSchema.parse({
    label: d.label,
    caption: d.caption,
    page,
    pages: d.pages,
    boxes: d.boxes.length > 0 ? d.boxes : d.pages.map((p) => ({ page: p, x: 0, y: 0, w: 612, h: 792 })),
    kind: d.kind,
    rotated: d.rotated,
    ruling: d.ruling,
    header: d.header,
    rows: d.rows,
    footnotes: d.footnotes,
    doubts: d.kind === "image" ? [tableDoubt("image-only")] : [],
  });
}

describe("the checks accept a table read exactly as it was drawn", () => {
  const withTables: [string, () => Promise<TableLayoutCase>][] = [
    ["booktabs", booktabsTable],
    ["full grid", fullGridTable],
    ["sideways", sidewaysTable],
    ["continued", continuedTable],
    ["spanners", spannerHeaderTable],
    ["row spans", rowSpanTable],
    ["sub-headings", subheadingRowsTable],
    ["footnotes", footnotesTable],
    ["two columns", twoColumnTable],
  ];
  it.each(withTables)("%s", async (_, make) => {
    const c = await make();
    for (const d of c.tables) {
      const t = expectTable(asDrawn(d), d);
      if (d.boxes.length > 0) expectBoxes(t, d);
    }
  });
});

describe("tables in the layouts scientific papers use", () => {
  it("reads a table ruled with horizontal rules only (booktabs): header, rows, cells and their boxes", async () => {
    const c = await booktabsTable();
    const t = expectTable(only(await read(c)), c.tables[0]!);
    expect(t.ruling).toBe("horizontal");
    expectBoxes(t, c.tables[0]!);
  });

  it("reads a table with a full grid of rules, each cell boxed", async () => {
    const c = await fullGridTable();
    const t = expectTable(only(await read(c)), c.tables[0]!);
    expect(t.ruling).toBe("grid");
    expectBoxes(t, c.tables[0]!);
  });

  it("reads a table with no rules whose rows are told apart by shading bands", async () => {
    const c = await shadedBandsTable();
    expect(expectTable(only(await read(c)), c.tables[0]!).ruling).toBe("none");
  });

  it("reads a table with no rules and no shading, its columns set apart by whitespace alone", async () => {
    const c = await whitespaceTable();
    expect(expectTable(only(await read(c)), c.tables[0]!).ruling).toBe("none");
  });

  it("reads a wide table printed sideways on an upright page, and marks it rotated", async () => {
    const c = await sidewaysTable();
    expectTable(only(await read(c)), c.tables[0]!);
  });

  it("reads a table on a page turned by /Rotate 90, and marks it rotated", async () => {
    const c = await rotatedPageTable();
    expectTable(only(await read(c)), c.tables[0]!);
  });

  it("reads a table continued over two pages as one table, its repeated header and \"(Continued)\" dropped", async () => {
    const c = await continuedTable();
    const t = expectTable(only(await read(c)), c.tables[0]!);
    expect(t.boxes.map((b) => b.page)).toEqual([1, 2]);
    expect(JSON.stringify(t.rows)).not.toMatch(/Continued/i);
  });

  it("reads a continued part whose header heads its rows otherwise as a table of its own under the same label", async () => {
    const c = await continuedTable("Benchmark participant");
    const found = tablesOf(await read(c));
    expect(found).toHaveLength(2);
    // Each part under its own header: the second's header is not a body row of the first.
    found.forEach((t, k) => expectTable(t, c.tables[k]!));
  });

  it("keeps a two-level header as levels: each spanner one cell over its two columns", async () => {
    const c = await spannerHeaderTable();
    const t = expectTable(only(await read(c)), c.tables[0]!);
    expect(t.header).toHaveLength(2);
    expect(t.header[0]!.cells.filter((cell) => cell.text).map((cell) => [cell.text, cell.colSpan])).toEqual([
      ["Outcome", 1],
      ["Treatment", 2],
      ["Control", 2],
    ]);
  });

  it("gives a category printed once beside several rows as one cell spanning them, at its first row", async () => {
    const c = await rowSpanTable();
    const t = expectTable(only(await read(c)), c.tables[0]!);
    const firsts = t.rows.map((r) => r.cells[0]!).filter((cell) => ["North", "South", "East"].includes(cell.text));
    expect(firsts.map((cell) => [cell.text, cell.rowSpan])).toEqual([
      ["North", 3],
      ["South", 2],
      ["East", 3],
    ]);
  });

  it("keeps sub-heading rows inside the body in place, marked as sub-headings", async () => {
    const c = await subheadingRowsTable();
    const t = expectTable(only(await read(c)), c.tables[0]!);
    expect(t.rows.filter((r) => r.kind === "subheading").map((r) => r.cells[0]!.text)).toEqual(["Sex", "Age group", "Smoking"]);
  });

  it("keeps the notes under a table apart from its cells and from the body", async () => {
    const c = await footnotesTable();
    expectTable(only(await read(c)), c.tables[0]!);
  });

  it("lists a table printed as a picture by its caption, marked as a picture whose cells cannot be read", async () => {
    const c = await imageTable();
    const paper = await read(c);
    const t = only(paper)!;
    expect(t.label).toBe("Table 2");
    expect(norm(t.caption ?? "")).toBe(norm(c.tables[0]!.caption!));
    expect(t.kind).toBe("image");
    expect(t.rows).toEqual([]);
    expect(t.doubts.map((d) => d.kind)).toContain("image-only");
  });

  it("reads a column-wide table in a two-column paper", async () => {
    const c = await twoColumnTable();
    expectTable(only(await read(c)), c.tables[0]!);
  });

  it("finds no table in a paper whose prose is full of numbers, with an aligned list and numbered references", async () => {
    const c = await noTablePaper();
    const paper = await read(c);
    expect(tablesOf(paper)).toEqual([]);
    const body = paragraphs(paper);
    for (const sentence of NUMBER_HEAVY) expect(body).toContain(norm(sentence));
  });
});

describe("the text around a table", () => {
  const cases: [string, () => Promise<TableLayoutCase>][] = [
    ["horizontal rules", booktabsTable],
    ["a full grid", fullGridTable],
    ["shading bands", shadedBandsTable],
    ["whitespace", whitespaceTable],
    ["a table printed sideways", sidewaysTable],
    ["a page turned by /Rotate 90", rotatedPageTable],
    ["a two-level header", spannerHeaderTable],
    ["a category spanning rows", rowSpanTable],
    ["sub-heading rows", subheadingRowsTable],
    ["a table printed as a picture", imageTable],
    ["a column-wide table in two columns, one sentence interrupted by it", twoColumnTable],
  ];
  it.each(cases)("%s: every body sentence whole, and no cell, caption or note in the body", async (_, make) => {
    const c = await make();
    expectBodyClean(await read(c), c);
  });

  it("a table continued over two pages: its note stays out of the body", async () => {
    const c = await continuedTable();
    expectBodyClean(await read(c), c);
  });

  it("notes under a table stay out of the body", async () => {
    const c = await footnotesTable();
    expectBodyClean(await read(c), c);
  });
});
