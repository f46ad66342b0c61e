import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, describe, expect, it } from "vitest";
import type { ParsedTable } from "../../../src-main/contract/tables.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { insertQaItem } from "../../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { ExportRunner } from "../../../src-main/core/export/ExportRunner.ts";
import { loadPaperForGeneration } from "../../../src-main/core/pipeline/papers/loadPaperForGeneration.ts";
import { schemaFile } from "../../../scripts/writeSchemas.ts";
import { duckdb, sqlPath } from "../../support/duckdbReader.ts";
import { libraryForFile } from "../../support/libraryEachTest.ts";
import { storeTablePaper } from "../../support/tableLibrary.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// A QA whose evidence is a cell of Table 1 (and a QA resting on Table 3's caption), exported in
// every format and read back as a dataset's user would: each format carries the cell's table,
// row, column and box, and every JSON line follows its published schema.

let db: LibraryDatabase;
let dir: string;
/** Exports go beside the data folder, never into it. */
let out: string;
let exports: ExportRunner;
let reader: Awaited<ReturnType<typeof duckdb>>;
let printed: ParsedTable[];
let cellQa: number;
let kantarciId: number;
let paperIdOf: number;
const KANTARCI_CASES = "Cases / n: 1,024";

libraryForFile(async (opened, folder) => {
  [db, dir] = [opened, folder];
  out = tempDirForSuite();
  printed = await writeTablePaper(path.join(dir, "tables.pdf"));
  exports = new ExportRunner({ dataDir: dir, databasePath: path.join(dir, "library.sqlite") });
  const { paperId, row } = storeTablePaper(db, "export", printed);
  paperIdOf = paperId;
  const kantarci = row("Kantarci");
  kantarciId = kantarci.id;
  const at = kantarci.text.indexOf(KANTARCI_CASES);
  const model = { id: null, name: "qwen2.5-7b-instruct-q4_k_m", sha256: "c".repeat(64), quantization: "Q4_K_M" };
  const runId = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@3", settings: { tableQuestions: true }, model, seed: 1, paperIds: [paperId] });
  // As the runner stores a table item's QA: the cited row narrowed to the cell the answer reads.
  cellQa = insertQaItem(db, {
    runId,
    workItemId: null,
    paperId,
    question: "How many people with multiple sclerosis did the 2003 study by Kantarci genotype?",
    answer: "1,024 cases.",
    type: "table-value",
    evidence: [{ text: KANTARCI_CASES, passageId: kantarci.id, start: at, end: at + KANTARCI_CASES.length, page: 1 }],
    context: { policy: "table", table: { index: 0, label: "Table 1", caption: "General information for the included studies" }, passageIds: [kantarci.id] },
  });
  const caption = loadPaperForGeneration(db, paperId).tables![2]!.captionPassage!;
  insertQaItem(db, {
    runId,
    workItemId: null,
    paperId,
    question: "Under which genetic models were the odds ratios pooled?",
    answer: "Under the allelic, dominant, recessive and homozygous models.",
    type: "table-value",
    evidence: [{ text: caption.text, passageId: caption.id, start: 0, end: caption.text.length, page: 2 }],
  });
  reader = await duckdb();
});

afterAll(() => reader?.close());

const lines = (file: string) => fs.readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l) as Record<string, any>);

function expectValid(file: string, schemaName: string): void {
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync(schemaFile(schemaName), "utf8")));
  for (const line of lines(file)) expect(validate(line), JSON.stringify(validate.errors)).toBe(true);
}

const keep = { keepDuplicates: true };
const cellBox = () => printed[0]!.rows.find((r) => r.cells[0]?.text === "Kantarci")!.cells[4]!.box!;

describe("table evidence in every export format", () => {
  it("json and jsonl: the record's evidence is the cell, with its table, row, column, heading, text and box", async () => {
    for (const format of ["jsonl", "json"] as const) {
      const done = await exports.toFile({ out: path.join(out, `records.${format}`), format, options: keep });
      const text = fs.readFileSync(done.path, "utf8");
      const records = format === "json" ? (JSON.parse(text) as Record<string, any>[]) : lines(done.path);
      const record = records.find((r) => r.id === cellQa)!;
      expect(record.evidence).toEqual([
        {
          kind: "table",
          text: KANTARCI_CASES,
          page: 1,
          paragraphId: kantarciId,
          start: expect.any(Number),
          end: expect.any(Number),
          table: { index: 0, label: "Table 1", caption: "General information for the included studies" },
          part: "cell",
          row: 7,
          column: 5,
          heading: "Cases / n",
          cell: "1,024",
          box: cellBox(),
        },
      ]);
      expect(records.find((r) => r.id !== cellQa)!.evidence[0]).toMatchObject({ kind: "table", part: "caption", table: { index: 2, label: "Table 3" }, row: null });
    }
    expectValid(path.join(out, "records.jsonl"), "qa-record.schema.json");
  });

  it("qac: each context span carries the table's label, the part, row, column, heading, cell and box in columns", async () => {
    const done = await exports.toFile({ out: path.join(out, "qac.jsonl"), format: "qac", options: keep });
    expectValid(done.path, "qac-line.schema.json");
    const line = lines(done.path).find((l) => l.id === cellQa)!;
    const box = cellBox();
    // The gold context names the table and gives the cell's whole row; the span is the cell.
    expect(line.context).toMatch(/^Table 1 \(General information for the included studies\), row 7: Caucasian populations — Study: Kantarci;/);
    expect(line.context_spans[0]).toMatchObject({ kind: "table", table_index: 0, table_label: "Table 1", table_part: "cell", row: 7, column: 5, heading: "Cases / n", cell: "1,024", box_page: 1, box_x: box.x, box_y: box.y, box_w: box.w, box_h: box.h });
  });

  it("csv: evidence_tables names the place in words, one line per evidence line", async () => {
    const done = await exports.toFile({ out: path.join(out, "qas.csv"), format: "csv", options: keep });
    const rows = await reader.rows(`SELECT id, evidence, evidence_tables FROM read_csv(${sqlPath(done.path)}, header = true, all_varchar = true)`);
    expect(rows.find((r) => Number(r.id) === cellQa)).toMatchObject({ evidence: KANTARCI_CASES, evidence_tables: "Table 1, row 7, Cases / n" });
    expect(rows.find((r) => Number(r.id) !== cellQa)!.evidence_tables).toBe("Table 3, caption");
  });

  it("chat and alpaca, open-book: the context is the cell's whole row, named by its table", async () => {
    const chat = await exports.toFile({ out: path.join(out, "chat.jsonl"), format: "chat", options: keep });
    const alpaca = await exports.toFile({ out: path.join(out, "alpaca.jsonl"), format: "alpaca", options: keep });
    const input = lines(alpaca.path).find((l) => l.output === "1,024 cases.")!.input as string;
    expect(input).toMatch(/^Table 1 \(General information for the included studies\), row 7: Caucasian populations — Study: Kantarci; Year: 2003; .*Cases \/ n: 1,024;/);
    expect(lines(chat.path).some((l) => (l.messages[1].content as string).includes("row 7: Caucasian populations — Study: Kantarci"))).toBe(true);
  });

  it("huggingface: the Parquet evidence struct has the table columns, read back by DuckDB", async () => {
    const done = await exports.toFile({ out: path.join(out, "hf"), format: "huggingface", options: { ...keep, split: { ratios: [1, 0, 0] } } });
    const [row] = await reader.rows(
      `SELECT e.kind, e.table_label, e.table_part, e."row", e."column", e.heading, e.cell, e.box_x FROM (SELECT unnest(evidence) AS e, id FROM ${sqlPath(path.join(done.path, "data", "train.parquet"))}) WHERE id = ${cellQa}`,
    );
    expect(row).toEqual({ kind: "table", table_label: "Table 1", table_part: "cell", row: 7, column: 5, heading: "Cases / n", cell: "1,024", box_x: cellBox().x });
    expectValid(path.join(done.path, "data", "train.jsonl"), "dataset-row.schema.json");
  });

  it("beir: the row is a document of the corpus named by its table, and the qrels point the question at it", async () => {
    const done = await exports.toFile({ out: path.join(out, "beir"), format: "beir", options: { ...keep, split: { ratios: [1, 0, 0] } } });
    const corpus = lines(path.join(done.path, "corpus.jsonl"));
    // A retriever sees what the row counts (the caption) and where it is, as open-book contexts give it.
    expect(corpus.find((d) => d._id === `p${kantarciId}`)!.text).toMatch(/^Table 1 \(General information for the included studies\), row 7: Caucasian populations — Study: Kantarci; Year: 2003/);
    // Text passages stay as they are: only table rows are named.
    const rowIds = listPassages(db, paperIdOf).filter((p) => p.kind === "table").map((p) => `p${p.id}`);
    expect(rowIds.length).toBeGreaterThan(20);
    expect(corpus.filter((d) => /^Table \d[^:]*, row \d+: /.test(d.text as string)).map((d) => d._id)).toEqual(rowIds);
    expect(fs.readFileSync(path.join(done.path, "qrels", "train.tsv"), "utf8")).toContain(`q${cellQa}\tp${kantarciId}\t1`);
  });
});
