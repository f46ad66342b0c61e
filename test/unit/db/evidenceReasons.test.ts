import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { ParsedTable } from "../../../src-main/contract/tables.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { insertQaItem, type EvidenceSpan } from "../../../src-main/core/db/repositories/qaItems.ts";
import { readQaDetail } from "../../../src-main/core/db/repositories/reviewDetail.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { QA_FILTERS, type FilterBatch } from "../../../src-main/core/pipeline/filters/registry.ts";
import { loadPaperForGeneration } from "../../../src-main/core/pipeline/papers/loadPaperForGeneration.ts";
import { strategyQa } from "../../support/strategyQa.ts";
import { tablePaperDocument } from "../../support/tableLibrary.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

// A QA resting on a table's row, cell or caption: the evidence check's reason, shown in Review
// and exported with the QA, names each piece as what it is, never a "sentence"; reasons stored
// before say so too once the library is opened (migration 24).

let printed: ParsedTable[];
beforeAll(async () => {
  printed = await writeTablePaper(path.join(tempDirForSuite(), "tables.pdf"));
});

/** A paper with tables in a real library file, and spans of its Kantarci row, one cell of it, Table 1's caption and a sentence of its text. */
function tableLibrary(db: LibraryDatabase) {
  const paperId = insertPaperDocument(db, tablePaperDocument("evidence", printed));
  const passages = listPassages(db, paperId);
  const row = passages.find((p) => p.kind === "table" && p.text.includes("Kantarci"))!;
  const caption = passages.find((p) => p.kind === "caption")!;
  const text = passages.find((p) => p.kind !== "table" && p.kind !== "caption" && p.text.length > 40)!;
  const at = row.text.indexOf("Country: USA");
  const span = (p: typeof row, start: number, end: number): EvidenceSpan => ({ text: p.text.slice(start, end), passageId: p.id, start, end, page: p.page });
  return {
    paperId,
    row: span(row, 0, row.text.length),
    cell: span(row, at, at + "Country: USA".length),
    caption: span(caption, 0, caption.text.length),
    sentence: span(text, 0, 30),
    missing: { text: "A quote found nowhere.", passageId: null, start: null, end: null, page: null } satisfies EvidenceSpan,
  };
}

const evidenceFound = QA_FILTERS.find((f) => f.name === "evidence-found")!;

describe("the evidence check's reason", () => {
  it("names a table's row, cell and caption as such, and keeps the sentence words for evidence in the text", async () => {
    const db = openDatabase(path.join(tempDir(), "library.sqlite"));
    try {
      const spans = tableLibrary(db);
      const batch = { paper: loadPaperForGeneration(db, spans.paperId), evidence: [] } as unknown as FilterBatch;
      const parts = await evidenceFound.prepare!(batch);
      const reason = (evidence: EvidenceSpan[]) => {
        const generated = strategyQa("What was found?", "It was found.", { evidenceQuotes: evidence.map((e) => e.text) });
        const verdict = evidenceFound.check(generated, 0, { ...batch, evidence: [evidence] }, parts) as { reason: string; counts: unknown };
        return verdict.reason;
      };
      expect(reason([spans.row])).toBe("its one evidence table row found in the paper");
      expect(reason([spans.cell])).toBe("its one evidence table cell found in the paper");
      expect(reason([spans.caption, spans.caption])).toBe("all 2 evidence table captions found in the paper");
      expect(reason([spans.row, spans.sentence, spans.cell])).toBe("all 3 pieces of evidence found in the paper: 1 table row, 1 sentence and 1 table cell");
      expect(reason([spans.row, spans.missing])).toBe("1 of 2 pieces of evidence not found in the paper; found: 1 table row");
      expect(reason([spans.sentence])).toBe("its one evidence sentence found in the paper");
      expect(reason([spans.sentence, spans.missing])).toBe("1 of 2 evidence sentences not found in the paper");
    } finally {
      closeDatabase(db);
    }
  });

  it("is rewritten for QAs stored before, when the library is opened (migration 24), and Review shows the new words", () => {
    const file = path.join(tempDir(), "library.sqlite");
    const old = openDatabase(file);
    const spans = tableLibrary(old);
    const run = createRun(old, { strategy: "sciqag", promptVersion: "sciqag@3", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: [spans.paperId] });
    const stored: [EvidenceSpan[], string, number][] = [
      [[spans.row], "its one evidence sentence found in the paper", 1],
      [[spans.cell, spans.sentence], "all 2 evidence sentences found in the paper", 1],
      [[spans.caption, spans.missing], "1 of 2 evidence sentences not found in the paper", 0.5],
      [[spans.sentence], "its one evidence sentence found in the paper", 1],
      [[spans.row], "written some other way", 1],
    ];
    const ids = stored.map(([evidence, reason, value], i) => {
      const qa = insertQaItem(old, { runId: run, workItemId: null, paperId: spans.paperId, question: `Question ${i + 1}?`, answer: "An answer.", evidence });
      old.prepare(`INSERT INTO scores (qa_id, metric, scorer, value, verdict, reason, items_found, items_checked) VALUES (?, 'evidence-found', '', ?, ?, ?, ?, ?)`).run(qa, value, value < 1 ? "fail" : "pass", reason, evidence.filter((e) => e.passageId !== null).length, evidence.length);
      return qa;
    });
    old.pragma("user_version = 23");
    closeDatabase(old);

    const db = openDatabase(file);
    try {
      const reasons = ids.map((id) => readQaDetail(db, "me", id).scores.find((s) => s.metric === "evidence-found")!.reason);
      expect(reasons).toEqual([
        "its one evidence table row found in the paper",
        "all 2 pieces of evidence found in the paper: 1 table cell and 1 sentence",
        "1 of 2 pieces of evidence not found in the paper; found: 1 table caption",
        "its one evidence sentence found in the paper",
        // A reason in no form the check writes is left as it is.
        "written some other way",
      ]);
    } finally {
      closeDatabase(db);
    }
  });
});
