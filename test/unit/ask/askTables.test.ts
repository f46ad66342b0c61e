import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ParsedTable } from "../../../src-main/contract/tables.ts";
import { answerMessages } from "../../../src-main/core/ask/answerPrompt.ts";
import { citeAnswer } from "../../../src-main/core/ask/citeAnswer.ts";
import { numberSentences } from "../../../src-main/core/ask/numberSentences.ts";
import { retrievePassages } from "../../../src-main/core/ask/retrievePassages.ts";
import { toRetrieval } from "../../../src-main/core/ask/toRetrieval.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { libraryForFile } from "../../support/libraryEachTest.ts";
import { storeTablePaper } from "../../support/tableLibrary.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";

// Asking a library whose paper has tables: a question about a number printed only in Table 1
// finds the row (read with its column headings) by its words, the prompt names the table and the
// row, and an answer citing the row cites the cell its statement reads, boxed where it is printed.

let printed: ParsedTable[];
let db: LibraryDatabase;
let kantarci: { id: number; text: string };

libraryForFile(async (opened, dir) => {
  db = opened;
  printed = await writeTablePaper(path.join(dir, "tables.pdf"));
  for (let i = 0; i < 5; i++) insertPaperDocument(db, samplePaper(`other-${i}`));
  kantarci = storeTablePaper(db, "asked", printed).row("Kantarci");
});

const QUESTION = "How many controls did Kantarci genotype in the USA?";

describe("asking about a table", () => {
  it("retrieves the table's row, read with its column headings, with the table and row it is", async () => {
    const found = await retrievePassages(db, QUESTION);
    expect(found.passages[0]!.passageId).toBe(kantarci.id);
    const [best] = toRetrieval(QUESTION, found, 1).passages;
    expect(best!.text).toContain("Controls / n: 1,011");
    expect(best!.table).toMatchObject({ table: { index: 0, label: "Table 1" }, part: "row", row: 7, column: null });
    // The model is told which table and row each such passage is.
    const prompt = answerMessages(QUESTION, numberSentences(found.passages.slice(0, 1)))[1]!.content;
    expect(prompt).toContain('Passage 1, from "Phase-pure formamidinium perovskites (asked)" (section "Results", Table 1 "General information for the included studies", row 7, page 1):');
    expect(prompt).toContain(`S1: ${kantarci.text}`);
  });

  it("cites the cell a statement reads, boxed where it is printed, and the row when a statement reads no one cell", async () => {
    const found = await retrievePassages(db, QUESTION);
    const sentences = numberSentences(found.passages);
    const row = sentences.find((s) => s.passage.passageId === kantarci.id)!;
    const cited = citeAnswer(
      db,
      {
        verdict: "answered",
        statements: [
          { text: "The Kantarci study genotyped 1,011 controls.", sentences: [row.id] },
          { text: "It is listed among the Caucasian populations.", sentences: [row.id] },
        ],
      },
      sentences,
      QUESTION,
    );
    expect(cited.outcome).toBe("answered");
    const [cell, whole] = cited.citations;
    const box = printed[0]!.rows.find((r) => r.cells[0]?.text === "Kantarci")!.cells[8]!.box!;
    expect(cell).toMatchObject({ number: 1, passageId: kantarci.id, quote: "Controls / n: 1,011", page: 1, table: { part: "cell", row: 7, column: 9, heading: "Controls / n", cell: "1,011", box } });
    expect(cell!.boxes).toEqual([{ ...box, start: cell!.start + "Controls / n: ".length, end: cell!.end }]);
    expect(whole).toMatchObject({ number: 2, quote: kantarci.text, table: { part: "row", row: 7 } });
    expect(whole!.boxes).toHaveLength(12);
    expect(cited.statements.map((s) => s.citations)).toEqual([[1], [2]]);
  });
});
