import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { ParsedTable } from "../../../src-main/contract/tables.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { planWorkItems, listWorkItems } from "../../../src-main/core/db/repositories/workItems.ts";
import { WordVectorEmbedder } from "../../../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { selectQaRecords } from "../../../src-main/core/export/selectQaRecords.ts";
import { numericSource } from "../../../src-main/core/pipeline/filters/numericSource.ts";
import { QA_FILTERS } from "../../../src-main/core/pipeline/filters/registry.ts";
import { loadPaperForGeneration, paperSourceText } from "../../../src-main/core/pipeline/papers/loadPaperForGeneration.ts";
import { scoreItemResult, storeScoredQas } from "../../../src-main/core/pipeline/jobs/processItemResult.ts";
import type { GeneratedQa } from "../../../src-main/core/pipeline/strategies/Strategy.ts";
import { strategyQa } from "../../support/strategyQa.ts";
import { storeTablePaper, tablePaperDocument } from "../../support/tableLibrary.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";

// Evidence in a paper's table, as a run stores it: a QA citing rows of Table 1 (as a table item's
// QAs cite them, by the rows' own text) gets each row found in the table and narrowed to the cell
// its answer was read from, stored, and exported as that cell with its table, row, column and box.
// The numbers check reads the cells.

let printed: ParsedTable[];
beforeAll(async () => {
  printed = await writeTablePaper(path.join(tempDirForSuite(), "tables.pdf"));
});

let db: LibraryDatabase;
libraryEachTest((opened) => (db = opened));

const qa = (question: string, answer: string, evidenceQuotes: string[]) => strategyQa(question, answer, { type: "table-value", hop: null, evidenceQuotes, context: { policy: "table" } });
const model = { id: null, name: "m", sha256: null, quantization: null };
const cellOf = (study: string, column: number) => printed[0]!.rows.find((r) => r.cells[0]?.text === study)!.cells[column]!;

/** Scores and stores the QAs as the runner does for one item whose prompt showed `shown`, and returns their export records. */
async function runItem(paperId: number, qas: GeneratedQa[], shown: number[]) {
  const runId = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@3", settings: { tableQuestions: true }, model, seed: 1, paperIds: [paperId] });
  planWorkItems(db, runId, [{ paperId, itemKey: "table:0:1", kind: "table", scope: {} }]);
  const item = listWorkItems(db, runId)[0]!;
  const scored = await scoreItemResult(db, runId, loadPaperForGeneration(db, paperId), paperSourceText(db, paperId), { qas, tokens: { prompt: 0, evaluated: 0, generated: 0 }, evidenceScope: shown }, {
    scorer: null,
    embedder: new WordVectorEmbedder(),
    filters: QA_FILTERS.filter((f) => f.name === "numeric-source" || f.name === "evidence-found"),
  });
  storeScoredQas(db, runId, item.id, paperId, scored);
  return { scored, records: [...selectQaRecords(db, "me", { runIds: [runId] })] };
}

describe("evidence in a table", () => {
  it("finds a cited row in the table and narrows it to the cell the answer was read from, exported with its table, row, column and box", async () => {
    const { paperId, row } = storeTablePaper(db, "cell", printed);
    const kantarci = row("Kantarci");
    const ligers = row("Ligers");
    const { records } = await runItem(
      paperId,
      [
        qa("How many people with multiple sclerosis did the 2003 study by Kantarci in the USA genotype?", "It genotyped 1,024 cases.", [kantarci.text]),
        qa("Which genotyped more cases, the study by Kantarci or the one by Ligers?", "Kantarci's, with 1,024 cases against 196.", [ligers.text, kantarci.text]),
        qa("Was the study by Kantarci one of the Caucasian populations?", "Yes, it is listed among them.", [kantarci.text]),
      ],
      [kantarci.id, ligers.id],
    );
    const [value, comparison, wholeRow] = records.sort((a, b) => a.id - b.id);
    expect(value!.evidence).toEqual([
      {
        kind: "table",
        text: "Cases / n: 1,024",
        page: 1,
        paragraphId: kantarci.id,
        start: kantarci.text.indexOf("Cases / n: 1,024"),
        end: kantarci.text.indexOf("Cases / n: 1,024") + "Cases / n: 1,024".length,
        table: { index: 0, label: "Table 1", caption: "General information for the included studies" },
        part: "cell",
        // The table view numbers body rows with the sub-heading "Caucasian populations" as row 1.
        row: 7,
        column: 5,
        heading: "Cases / n",
        cell: "1,024",
        box: cellOf("Kantarci", 4).box,
      },
    ]);
    // A comparison rests on a cell of each compared row.
    expect(comparison!.evidence.map((e) => e.kind === "table" && [e.row, e.heading, e.cell])).toEqual([
      [2, "Cases / n", "196"],
      [7, "Cases / n", "1,024"],
    ]);
    // An answer that reads no one cell rests on the row: its cells' boxes joined into one band.
    const [band] = wholeRow!.evidence;
    expect(band).toMatchObject({ kind: "table", part: "row", row: 7, column: null, text: kantarci.text });
    const cells = printed[0]!.rows.find((r) => r.cells[0]?.text === "Kantarci")!.cells.map((c) => c.box!);
    expect(band!.kind === "table" && band!.box).toEqual({
      page: 1,
      x: Math.min(...cells.map((b) => b.x)),
      y: Math.min(...cells.map((b) => b.y)),
      w: Math.max(...cells.map((b) => b.x + b.w)) - Math.min(...cells.map((b) => b.x)),
      h: Math.max(...cells.map((b) => b.y + b.h)) - Math.min(...cells.map((b) => b.y)),
    });
    expect(value!.scores.find((s) => s.metric === "evidence-found")!.verdict).toBe("pass");
  });

  it("keeps a QA of the paper's text as text evidence, and finds a table's caption as the caption", async () => {
    const { paperId } = storeTablePaper(db, "text", printed);
    const paper = loadPaperForGeneration(db, paperId);
    const sentence = paper.passages[0]!;
    const caption = paper.tables![0]!.captionPassage!;
    const { records } = await runItem(paperId, [qa("At what temperature did the films keep their cubic phase?", "At 301 K.", [sentence.text.slice(...sentence.sentences[0]!), caption.text])], [sentence.id, caption.id]);
    expect(records[0]!.evidence.map((e) => e.kind)).toEqual(["text", "table"]);
    expect(records[0]!.evidence[1]).toMatchObject({ part: "caption", row: null, table: { label: "Table 1" }, box: { page: 1, x: 54, y: 170 } });
  });

  it("checks an answer's numbers against the cells: a number printed only in a table is found in the paper", () => {
    const answer = "The Kantarci study genotyped 1,011 controls.";
    const withTables = insertPaperDocument(db, tablePaperDocument("read", printed));
    const before = insertPaperDocument(db, tablePaperDocument("unread", undefined));
    expect(numericSource(answer, paperSourceText(db, withTables))).toMatchObject({ verdict: "pass", value: 1 });
    // The same paper as stored before its tables were read: the number is nowhere in its text.
    expect(numericSource(answer, paperSourceText(db, before))).toMatchObject({ verdict: "fail", reason: "its one number is not in the paper: 1,011" });
  });
});
