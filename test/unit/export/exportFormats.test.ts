import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import YAML from "yaml";
import { ExportFormatSchema, takesBook } from "../../../src-main/contract/exportFormat.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { upsertAnnotation } from "../../../src-main/core/db/repositories/annotations.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { getQaItem, insertQaItem, setQaVerdict } from "../../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { createCore } from "../../../src-main/core/createCore.ts";
import { ExportRunner } from "../../../src-main/core/export/ExportRunner.ts";
import { exportPreview } from "../../../src-main/core/export/exportPreview.ts";
import { countQaRecords } from "../../../src-main/core/export/selectQaRecords.ts";
import { layoutJsonSchemas, schemaFile } from "../../../scripts/writeSchemas.ts";
import { duckdb, sqlPath } from "../../support/duckdbReader.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDirForSuite as tempDir } from "../../support/tempDir.ts";

// A library of 12 papers, one SciQAG run over all of them (3 QAs each) and a ChemLit-QA run over
// the first paper that asks one of SciQAG's questions again in other words, asks one new
// question with similar chunks, and keeps a "not answerable" negative.
const PAPERS = 12;
let db: LibraryDatabase;
let dir: string;
let outDir: string;
let exports: ExportRunner;
let reader: Awaited<ReturnType<typeof duckdb>>;
const ids = { repeat: 0, original: 0, similar: 0, negative: 0 };
let firstPassages: ReturnType<typeof listPassages>;

beforeAll(async () => {
  dir = tempDir();
  outDir = tempDir();
  db = openDatabase(path.join(dir, "library.sqlite"));
  exports = new ExportRunner({ dataDir: dir, databasePath: path.join(dir, "library.sqlite") });
  const model = { id: null, name: "qwen2.5-7b-instruct-q4_k_m", sha256: "c".repeat(64), quantization: "Q4_K_M" };
  const paperIds = Array.from({ length: PAPERS }, (_, i) => insertPaperDocument(db, samplePaper(`formats-${i}`, 4)));
  const sciqag = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@1", settings: {}, model, seed: 42, paperIds });
  const chemlit = createRun(db, { strategy: "chemlit", promptVersion: "chemlit@1", settings: {}, model, seed: 7, paperIds: [paperIds[0]!] });
  for (const [p, paperId] of paperIds.entries()) {
    const passage = listPassages(db, paperId)[1 + (p % 3)]!;
    const [start, end] = passage.sentences[0]!;
    const evidence = [{ text: passage.text.slice(start, end), passageId: passage.id, start, end, page: passage.page }];
    const questions = ["At what temperature did the cubic phase persist?", `How much did the grains of sample ${p} grow?`, `Which phase did film ${p} keep, "cubic" or tetragonal?`];
    for (const [i, question] of questions.entries()) {
      const id = insertQaItem(db, { runId: sciqag, workItemId: null, paperId, question, answer: `At ${300 + p} K, by ${i + 1} nm.`, type: "factual", difficulty: "easy", hop: "single", evidence });
      if (p === 0 && i === 0) ids.original = id;
      if (i === 2) setQaVerdict(db, id, "accepted");
    }
  }
  firstPassages = listPassages(db, paperIds[0]!);
  const [a, b] = firstPassages;
  ids.repeat = insertQaItem(db, { runId: chemlit, workItemId: null, paperId: paperIds[0]!, question: "At what temperature did the cubic phase persist?", answer: "At 300 K; by 1 nm.", type: "causal", evidence: [] });
  ids.similar = insertQaItem(db, {
    runId: chemlit,
    workItemId: null,
    paperId: paperIds[0]!,
    question: "Which solvent dissolved the lead iodide precursor?",
    answer: "DMF.",
    type: "causal",
    difficulty: "medium",
    evidence: [{ text: b!.text.slice(0, 20), passageId: b!.id, start: 0, end: 20, page: b!.page }],
    context: { passageIds: [b!.id], similarChunks: [{ chunk: 0, preview: "…", segments: [[a!.id, 0, a!.text.length]] }] },
  });
  ids.negative = insertQaItem(db, { runId: chemlit, workItemId: null, paperId: paperIds[0]!, question: "What did the films cost?", answer: "The answer is not available from the context.", isNegative: true, evidence: [], context: { passageIds: [a!.id] } });
  upsertAnnotation(db, { qaId: ids.similar, reviewer: "ana", decision: "keep", correctedAnswer: "Dimethylformamide (DMF)." });
  reader = await duckdb();
});

afterAll(() => {
  reader?.close();
  closeDatabase(db);
});

const all = () => countQaRecords(db, "", {});

/** Every line of a JSONL file checked against the published schema file of its layout. */
function expectLinesValid(file: string, schemaName: string): void {
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync(schemaFile(schemaName), "utf8")));
  const lines = fs.readFileSync(file, "utf8").split("\n").filter(Boolean);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(validate(JSON.parse(line)), JSON.stringify(validate.errors)).toBe(true);
}
// Comparing questions loads the word vectors in each export's worker (seconds); the tests of the
// formats themselves keep duplicates, those of removal and of the card do not.
const keep = { keepDuplicates: true };

describe("export formats read back by DuckDB", () => {
  it("publishes a JSON Schema per JSON layout, as the contract generates it (npm run schemas)", () => {
    for (const [name, schema] of Object.entries(layoutJsonSchemas())) expect(JSON.parse(fs.readFileSync(schemaFile(name), "utf8"))).toEqual(schema);
  });

  it("removes a question another run already asked of the same paper by default, says how many, and keeps it on request", async () => {
    const deduped = await exports.toFile({ out: path.join(outDir, "dedup.jsonl"), format: "jsonl" });
    expect(deduped.duplicatesRemoved).toBe(1);
    expect(deduped.records).toBe(all() - 1);
    const rows = await reader.rows(`SELECT id FROM read_json_auto(${sqlPath(deduped.path)}, format='newline_delimited')`);
    expect(rows.map((r) => Number(r.id))).not.toContain(ids.repeat);
    expect(rows.map((r) => Number(r.id))).toContain(ids.original);
    const kept = await exports.toFile({ out: path.join(outDir, "kept.jsonl"), format: "jsonl", options: { keepDuplicates: true } });
    expect(kept.duplicatesRemoved).toBe(0);
    expect(kept.records).toBe(all());
    expect(kept.formatVersion).toBe(1);
  });

  it("writes chat messages and Alpaca lines, open-book with the evidence and closed-book without it or the negatives", async () => {
    const open = await exports.toFile({ out: path.join(outDir, "chat.jsonl"), format: "chat", options: keep });
    const closed = await exports.toFile({ out: path.join(outDir, "chat-closed.jsonl"), format: "chat", options: { ...keep, book: "closed" } });
    expect(open.records).toBe(all());
    expect(closed.records).toBe(all() - 1);
    expect(closed.omitted).toBe(1);
    const messages = await reader.rows(`SELECT messages FROM read_json_auto(${sqlPath(open.path)}, format='newline_delimited')`);
    expect(messages).toHaveLength(open.records);
    const similar = messages.map((r) => r.messages as { role: string; content: string }[]).find((m) => m[1]!.content.includes("Which solvent"))!;
    expect(similar.map((m) => m.role)).toEqual(["system", "user", "assistant"]);
    expect(similar[1]!.content).toContain(firstPassages[1]!.text.slice(0, 20));
    expect(similar[2]!.content).toBe("Dimethylformamide (DMF).");
    expectLinesValid(open.path, "chat-line.schema.json");
    expectLinesValid(closed.path, "chat-line.schema.json");
    const closedLines = fs.readFileSync(closed.path, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(closedLines.find((l) => l.messages[1].content === "Which solvent dissolved the lead iodide precursor?")).toBeTruthy();

    const alpacaOpen = await exports.toFile({ out: path.join(outDir, "alpaca.jsonl"), format: "alpaca", options: keep });
    const alpacaClosed = await exports.toFile({ out: path.join(outDir, "alpaca-closed.jsonl"), format: "alpaca", options: { ...keep, book: "closed" } });
    const rows = await reader.rows(`SELECT instruction, input, output FROM read_json_auto(${sqlPath(alpacaOpen.path)}, format='newline_delimited')`);
    expect(rows).toHaveLength(alpacaOpen.records);
    const negative = rows.find((r) => r.instruction === "What did the films cost?")!;
    // A negative without quotes gets the passage the model was shown, so it teaches to decline.
    expect(negative.input).toBe(firstPassages[0]!.text);
    expectLinesValid(alpacaOpen.path, "alpaca-line.schema.json");
    expectLinesValid(alpacaClosed.path, "alpaca-line.schema.json");
    const closedRows = await reader.rows(`SELECT DISTINCT input FROM read_json_auto(${sqlPath(alpacaClosed.path)}, format='newline_delimited')`);
    expect(closedRows).toEqual([{ input: "" }]);
  });

  it("changes between open and closed book exactly the formats the export view offers the choice for", () => {
    // The view reads BOOK_FORMATS to show the choice and to send it: a writer that read `book`
    // without being named there would never be given it, and one named there but deaf to it
    // would offer a choice that does nothing. The preview serializes as the file does, in process.
    expect(all()).toBeLessThanOrEqual(50);
    for (const format of ExportFormatSchema.options) {
      const written = (book: "open" | "closed") => exportPreview(db, "", { format, options: { ...keep, book }, limit: 50 }).text;
      expect(written("open") !== written("closed"), format).toBe(takesBook(format));
    }
  });

  it("writes QAC lines with the gold spans, the similar chunks' text and the negatives", async () => {
    const done = await exports.toFile({ out: path.join(outDir, "qac.jsonl"), format: "qac", options: keep });
    const rows = await reader.rows(`SELECT * FROM read_json_auto(${sqlPath(done.path)}, format='newline_delimited') ORDER BY id`);
    expect(rows).toHaveLength(all());
    expectLinesValid(done.path, "qac-line.schema.json");
    const similar = rows.find((r) => Number(r.id) === ids.similar)!;
    expect(similar.similar_chunks).toEqual([firstPassages[0]!.text]);
    // DuckDB reads the integers as BIGINT, which its JSON rows give as strings.
    expect(similar.context_spans).toMatchObject([{ text: firstPassages[1]!.text.slice(0, 20), page: String(firstPassages[1]!.page), paragraph_id: String(firstPassages[1]!.id), start: "0", end: "20", kind: "text", table_index: null, row: null, cell: null }]);
    expect(rows.find((r) => Number(r.id) === ids.negative)!.negative).toBe(true);
  });

  it("writes a CSV with a byte order mark that DuckDB reads back to the same rows and values as the database", async () => {
    const done = await exports.toFile({ out: path.join(outDir, "qas.csv"), format: "csv", options: keep });
    expect(fs.readFileSync(done.path).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = await reader.rows(`SELECT * FROM read_csv(${sqlPath(done.path)}, header = true, all_varchar = true)`);
    expect(rows).toHaveLength(done.records);
    expect(Object.keys(rows[0]!)[0]).toBe("id");
    // A sample of values, compared with the rows in the library (quotes and commas survive the quoting).
    for (const row of rows.filter((_, i) => i % 7 === 0)) {
      const qa = getQaItem(db, Number(row.id))!;
      expect(row.question).toBe(qa.question);
      expect(row.strategy).toBe(qa.runId === getQaItem(db, ids.similar)!.runId ? "chemlit" : "sciqag");
    }
    expect(rows.find((r) => Number(r.id) === ids.similar)!.answer).toBe("Dimethylformamide (DMF).");
  });

  it("writes a BEIR folder: every passage of the papers as the corpus, the questions, and qrels per split by paper", async () => {
    const done = await exports.toFile({ out: path.join(outDir, "beir"), format: "beir", options: keep });
    const corpus = await reader.rows(`SELECT count(*) AS n FROM read_json_auto(${sqlPath(path.join(done.path, "corpus.jsonl"))}, format='newline_delimited')`);
    expect(Number(corpus[0]!.n)).toBe(PAPERS * 4);
    const queries = await reader.rows(`SELECT _id, text FROM read_json_auto(${sqlPath(path.join(done.path, "queries.jsonl"))}, format='newline_delimited')`);
    // Negatives and QAs without a quoted passage have no relevant document.
    expect(queries).toHaveLength(all() - 2);
    expect(done.omitted).toBe(2);
    const qrels = await reader.rows(`SELECT * FROM read_csv(${sqlPath(path.join(done.path, "qrels", "*.tsv"))}, delim = '\t', header = true, filename = true)`);
    expect(qrels).toHaveLength(queries.length);
    expectLinesValid(path.join(done.path, "corpus.jsonl"), "beir-corpus-line.schema.json");
    expectLinesValid(path.join(done.path, "queries.jsonl"), "beir-query-line.schema.json");
    expect(new Set(qrels.map((r) => r["query-id"]))).toEqual(new Set(queries.map((q) => q._id)));
  });

  it("writes a Hugging Face folder split by paper, whose Parquet keeps lists as lists and whose card has the Hub's fields", async () => {
    const done = await exports.toFile({ out: path.join(outDir, "hf"), format: "huggingface", options: { split: { seed: 3 }, license: "cc-by-4.0" } });
    const data = path.join(done.path, "data");
    const parquet = (split: string) => sqlPath(path.join(data, `${split}.parquet`));
    const types = Object.fromEntries((await reader.rows(`DESCRIBE SELECT * FROM ${parquet("train")}`)).map((r) => [r.column_name, r.column_type]));
    expect(types.id).toBe("BIGINT");
    expect(types.negative).toBe("BOOLEAN");
    expect(types.evidence).toBe(
      'STRUCT("text" VARCHAR, page INTEGER, paragraph_id BIGINT, "start" INTEGER, "end" INTEGER, kind VARCHAR, table_index INTEGER, table_label VARCHAR, table_caption VARCHAR, table_part VARCHAR, "row" INTEGER, "column" INTEGER, heading VARCHAR, cell VARCHAR, box_page INTEGER, box_x DOUBLE, box_y DOUBLE, box_w DOUBLE, box_h DOUBLE)[]',
    );
    let total = 0;
    const papersBySplit = new Map<string, Set<number>>();
    for (const split of ["train", "validation", "test"]) {
      const fromParquet = await reader.rows(`SELECT id, paper_id, question, len(evidence) AS quotes FROM ${parquet(split)} ORDER BY id`);
      const fromJsonl = fs.readFileSync(path.join(data, `${split}.jsonl`), "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
      expect(fromParquet.map((r) => Number(r.id))).toEqual(fromJsonl.map((r) => r.id));
      expect(fromParquet.length).toBe(done.splits![split as "train"].qas);
      for (const row of fromParquet) {
        const qa = getQaItem(db, Number(row.id))!;
        expect(row.question).toBe(qa.question);
        expect(Number(row.quotes)).toBe(qa.evidence.length);
      }
      expectLinesValid(path.join(data, `${split}.jsonl`), "dataset-row.schema.json");
      papersBySplit.set(split, new Set(fromParquet.map((r) => Number(r.paper_id))));
      total += fromParquet.length;
    }
    expect(total).toBe(all() - 1);
    // No paper in two splits, and with 12 papers every split gets some.
    const [train, validation, test] = [...papersBySplit.values()];
    for (const [a, b] of [[train, validation], [train, test], [validation, test]] as const) expect([...a!].filter((p) => b!.has(p))).toEqual([]);
    expect(validation!.size).toBeGreaterThan(0);
    expect(test!.size).toBeGreaterThan(0);

    const card = fs.readFileSync(path.join(done.path, "README.md"), "utf8");
    const header = YAML.parse(card.split("---\n")[1]!);
    expect(header.license).toBe("cc-by-4.0");
    expect(header.language).toEqual(["en"]);
    expect(header.task_categories).toContain("question-answering");
    expect(header.size_categories).toEqual(["n<1K"]);
    expect(header.configs[0].data_files.map((f: { split: string }) => f.split)).toEqual(["train", "validation", "test"]);
    expect(header.dataset_info.features.find((f: { name: string }) => f.name === "evidence").list.map((f: { name: string }) => f.name)).toEqual([
      "text", "page", "paragraph_id", "start", "end", "kind", "table_index", "table_label", "table_caption", "table_part", "row", "column", "heading", "cell", "box_page", "box_x", "box_y", "box_w", "box_h",
    ]);
    expect(header.dataset_info.splits.reduce((sum: number, s: { num_examples: number }) => sum + s.num_examples, 0)).toBe(total);
    for (const section of ["## Sources", "## Generation method and model", "## Filters", "## Evaluation", "## Known limits", "## Citation"]) expect(card).toContain(section);
    expect(card).toContain("10.1000/formats-0");
    expect(card).toContain("qwen2.5-7b-instruct-q4_k_m");
    expect(card).toContain("SciQAG: A Framework");
    expect(card).toContain("1 QA(s) were left out");
  });

  it("gives the same splits for the same seed, and other splits for another seed", async () => {
    const split = async (seed: number, name: string) => {
      const done = await exports.toFile({ out: path.join(outDir, name), format: "huggingface", options: { ...keep, split: { seed } } });
      return fs.readFileSync(path.join(done.path, "data", "test.jsonl"), "utf8");
    };
    const first = await split(11, "seed-a");
    expect(await split(11, "seed-b")).toBe(first);
    const others = await Promise.all([12, 13, 14].map((seed) => split(seed, `seed-${seed}`)));
    expect(others.some((text) => text !== first)).toBe(true);
  });

  it("puts the report service's evaluation of the selection in the card and beside it, through the app's own export call", async () => {
    const core = createCore({ dataDir: dir });
    try {
      const done = await core.services.export.exportDataset({ out: path.join(outDir, "hf-app"), format: "huggingface", options: keep });
      const card = fs.readFileSync(path.join(done.path, "README.md"), "utf8");
      const report = JSON.parse(fs.readFileSync(path.join(done.path, "report.json"), "utf8"));
      expect(report.counts.qas).toBe(all());
      const evaluation = card.slice(card.indexOf("## Evaluation"), card.indexOf("## Splits"));
      // Figures under the catalog's names, ours marked as ours. This selection mixes SciQAG's QAs
      // with ChemLit-QA's, so SciQAG's published value is named but not compared, and the card says why.
      expect(evaluation).toMatch(/\| Numbers found in the papers \(SciQAG\) \| [^|]+ \| [^|]+ \| not compared \(SciQAG's 97%, n = 100 papers\) \|/);
      // Coverage by word vectors has a name of its own and no published figure beside it.
      expect(evaluation).toMatch(/\| Coverage of the paper's ten parts \| [\d.]+% \| n = \d+ papers? \| not published \(our own measure\) \|/);
      expect(evaluation).not.toMatch(/chunk rate|68% \(SciQAG/);
      expect(evaluation).toMatch(/SciQAG's figures were measured on QAs SciQAG's own method generated from its papers; \d+ of these \d+ QAs come from elsewhere \(\d+ by ChemLit-QA\), so they are not compared\./);
      expect(evaluation).toMatch(/\| Question likeness \(word vectors\) \| [^|]+ \| [^|]+ \| not published \(our own measure\) \|/);
      expect(evaluation).toMatch(/\| Answers with every number in the paper \| ([\d.]+%|no numbers to check) \|/);
      expect(evaluation).not.toMatch(/question similarity/i);
      // Each chart the card shows is in the folder, as an image.
      const charts = [...evaluation.matchAll(/!\[[^\]]+\]\((figures\/[a-z]+\.svg)\)/g)].map((m) => m[1]!);
      expect(charts).toContain("figures/funnel.svg");
      for (const chart of charts) expect(fs.readFileSync(path.join(done.path, chart), "utf8")).toMatch(/^<svg /);
    } finally {
      await core.closeAsync();
    }
  });
});
