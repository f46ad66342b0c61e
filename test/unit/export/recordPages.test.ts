import { describe, expect, it } from "vitest";
import type { QaRecord } from "../../../src-main/contract/exportRecord.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { upsertAnnotation } from "../../../src-main/core/db/repositories/annotations.ts";
import { savePaperSynthesis } from "../../../src-main/core/db/repositories/paperSyntheses.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { insertQaItem } from "../../../src-main/core/db/repositories/qaItems.ts";
import { readRecordParts } from "../../../src-main/core/db/repositories/qaRecords.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { upsertScore } from "../../../src-main/core/db/repositories/scores.ts";
import { selectQaRecords } from "../../../src-main/core/export/selectQaRecords.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { libraryForFile } from "../../support/libraryEachTest.ts";

// The export reads a page of QAs' evidence, scores and annotations in one query each. These
// tests hold it to what reading them one QA at a time gave (the statements the export ran before,
// kept here as the reference), on a library with every kind of part a record carries.
let db: LibraryDatabase;
const model = { id: null, name: "tiny-test-model", sha256: null, quantization: "Q8_0" };

libraryForFile((opened) => {
  db = opened;
  const paperIds = Array.from({ length: 3 }, (_, i) => insertPaperDocument(db, samplePaper(`pages-${i}`, 4)));
  const sciqag = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@1", settings: {}, model, seed: 1, paperIds });
  const chemlit = createRun(db, { strategy: "chemlit", promptVersion: "chemlit@1", settings: {}, model, seed: 2, paperIds });
  const retchem = createRun(db, { strategy: "retchem", promptVersion: "retchem@3", settings: {}, model, seed: 3, paperIds: [paperIds[1]!] });
  savePaperSynthesis(db, retchem, paperIds[1]!, {
    reported: true,
    materials: [{ material: "MAPbI3", reagents: [{ name: "PbI2", amount: "0.46 g", evidence: [], inEvidence: false }], solvents: [], temperatures: [], times: [], steps: [] }],
    leftOut: 0,
    promptVersion: "retchem@3",
    policy: "whole-paper",
  });
  let n = 0;
  for (const paperId of paperIds) {
    const [a, b, c] = listPassages(db, paperId).filter((p) => p.kind === "paragraph");
    const quote = (p: typeof a, ordinal: number) => ({ text: p!.text.slice(0, 12 + ordinal), passageId: p!.id, start: 0, end: 12 + ordinal, page: p!.page });
    for (const [runId, context] of [
      [sciqag, { policy: "whole-paper" }],
      [chemlit, { sourceSegments: [[a!.id, 0, a!.text.length]], similarChunks: [{ chunk: 1, preview: "…", segments: [[b!.id, 0, b!.text.length]] }] }],
      [chemlit, { bridgeChunks: [{ chunk: 0, segments: [[a!.id, 0, 20]] }, { chunk: 2, segments: [[c!.id, 0, 30]] }], pairedChunk: { chunk: 2, segments: [[c!.id, 0, 30]] } }],
      [retchem, { policy: "whole-paper" }],
    ] as const) {
      if (runId === retchem && paperId !== paperIds[1]) continue;
      for (let k = 0; k < 3; k++, n++) {
        // Some QAs have no evidence, some one quote, some three (their order is the ordinal's).
        const evidence = [quote(a, 2), quote(b, 1), quote(c, 0)].slice(0, n % 4);
        const id = insertQaItem(db, { runId, workItemId: null, paperId, question: `Question ${n}?`, answer: `Answer ${n}.`, type: "factual", difficulty: "easy", hop: "single", evidence, context });
        if (n % 2 === 0) upsertScore(db, { qaId: id, metric: "faithfulness", scorer: "judge", value: (n % 10) / 10, verdict: "info", reason: `judged ${n}` });
        if (n % 3 === 0) upsertScore(db, { qaId: id, metric: "answer-relevance", scorer: "judge", value: 0.5, verdict: "pass", reason: "" });
        if (n % 3 !== 2) upsertScore(db, { qaId: id, metric: "numeric-source", value: null, verdict: n % 2 ? "fail" : "pass", reason: "numbers" });
        if (n % 2 === 1) upsertAnnotation(db, { qaId: id, reviewer: "ana", decision: "keep", correctedAnswer: `Corrected ${n}.`, answerCorrect: "yes", answerable: true });
        if (n % 4 === 1) upsertAnnotation(db, { qaId: id, reviewer: "ben", decision: n % 8 === 1 ? "drop" : "pending", correctedQuestion: `Reworded ${n}?`, contextCorrect: false, correctedContext: "Other text." });
        if (n % 5 === 0) upsertAnnotation(db, { qaId: id, reviewer: "cai", decision: "pending", correctedType: "causal", correctedDifficulty: "hard" });
      }
    }
  }
});

/**
 * A QA's parts read one QA at a time, as the export did before it read them by page. Reviews saved
 * in the same millisecond are ordered by reviewer, as the page read orders them (before, their order was SQLite's choice).
 */
function partsOneByOne(qaId: number) {
  return {
    // The library has no tables: every span is of kind "text".
    evidence: db.prepare(`SELECT 'text' AS kind, text, page, passage_id AS paragraphId, start, "end" AS "end" FROM qa_evidence WHERE qa_id = ? ORDER BY ordinal`).all(qaId),
    scores: db.prepare(`SELECT metric, value, verdict, reason FROM scores WHERE qa_id = ? ORDER BY metric, scorer`).all(qaId),
    annotations: db
      .prepare(
        `SELECT reviewer, decision, updated_at AS updatedAt, corrected_answer AS correctedAnswer, corrected_type AS correctedType,
                corrected_difficulty AS correctedDifficulty, context_correct AS contextCorrect, answer_correct AS answerCorrect,
                answerable, corrected_question AS correctedQuestion, corrected_context AS correctedContext
         FROM annotations WHERE qa_id = ? ORDER BY updated_at, reviewer`,
      )
      .all(qaId),
  };
}

const records = (pageSize?: number): QaRecord[] => [...selectQaRecords(db, "ana", {}, { pageSize })];

describe("export records read a page at a time", () => {
  it("reads each QA's evidence, scores and reviews exactly as reading them one QA at a time did", () => {
    const ids = records().map((r) => r.id);
    const byPage = readRecordParts(db, ids);
    for (const id of ids) expect(JSON.stringify(byPage.get(id)), `QA ${id}`).toBe(JSON.stringify(partsOneByOne(id)));
    // The library has every kind of part, so the comparison covers them.
    const all = records();
    expect(all.some((r) => r.evidence.length === 3)).toBe(true);
    expect(all.some((r) => r.review.reviewers.length === 3)).toBe(true);
    expect(all.some((r) => r.answer.startsWith("Corrected") && r.question.startsWith("Reworded"))).toBe(true);
    expect(all.some((r) => r.chunkText && r.similarChunks?.length)).toBe(true);
    expect(all.some((r) => r.negativeContext)).toBe(true);
    expect(all.some((r) => r.synthesis?.materials[0]?.material === "MAPbI3")).toBe(true);
  });

  it("writes the same records byte for byte whatever the page size, pages splitting a paper's QAs or not", () => {
    const whole = JSON.stringify(records());
    for (const pageSize of [1, 2, 7]) expect(JSON.stringify(records(pageSize))).toBe(whole);
  });

  it("gives a QA without evidence, scores or reviews empty lists,", () => {
    const bare = records().find((r) => r.evidence.length === 0 && r.review.reviewers.length === 0)!;
    expect(bare).toBeDefined();
    const parts = readRecordParts(db, [bare.id]);
    expect(parts.get(bare.id)).toEqual({ evidence: [], scores: expect.any(Array), annotations: [] });
  });
});
