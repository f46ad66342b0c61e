// Answers stored with their provenance (migration 16), listed per paper, kept as QAs: a real
// SQLite library, the repositories and keepAnswer, no model (answers are written here as the
// ask flow would store them).
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { AskAnswer } from "../../../src-main/contract/ask.ts";
import { keepAnswer } from "../../../src-main/core/ask/keepAnswer.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { getAskAnswer, insertAskAnswer, listAskAnswers, type NewAskAnswer } from "../../../src-main/core/db/repositories/askAnswers.ts";
import { readPassageVectors, writePassageVectors } from "../../../src-main/core/db/repositories/askVectors.ts";
import { deletePaper } from "../../../src-main/core/db/repositories/papers.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { getQaItem } from "../../../src-main/core/db/repositories/qaItems.ts";
import { getRun } from "../../../src-main/core/db/repositories/runs.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDir } from "../../support/tempDir.ts";

function library(): { db: LibraryDatabase; papers: number[] } {
  const db = openDatabase(path.join(tempDir(), "library.sqlite"));
  return { db, papers: [insertPaperDocument(db, samplePaper("a")), insertPaperDocument(db, samplePaper("b"))] };
}

/** An answer citing the first sentence of each given passage, as the ask flow stores one. */
function answerCiting(db: LibraryDatabase, passages: { paperId: number; index: number }[]): NewAskAnswer {
  const citations = passages.map(({ paperId, index }, i) => {
    const p = listPassages(db, paperId)[index]!;
    const [start, end] = p.sentences[0]!;
    return { number: i + 1, paperId, paperName: `Paper ${paperId}`, section: null, passageId: p.id, start, end, page: p.page, quote: p.text.slice(start, end), boxes: p.boxes };
  });
  return {
    question: "At what temperature were the films annealed?",
    outcome: "answered",
    statements: [{ text: "They were annealed near 300 K.", citations: citations.map((c) => c.number) }],
    citations,
    refusal: null,
    retrieval: { question: "At what temperature were the films annealed?", papersSearched: 2, papers: [], passages: [], ms: 3, method: "words" },
    paperIds: null,
    model: { id: null, name: "tiny", sha256: "f".repeat(64), quantization: "F32" },
    promptVersion: "ask@1",
    settings: { temperature: 0, seed: 3 },
    tokens: { prompt: 120, generated: 30 },
  };
}

describe("stored answers", () => {
  it("keep their provenance, are listed under the papers they cite (a refusal under the papers asked within), newest first", () => {
    const { db, papers } = library();
    const answered = insertAskAnswer(db, answerCiting(db, [{ paperId: papers[0]!, index: 1 }]));
    const refused = insertAskAnswer(db, { ...answerCiting(db, []), outcome: "refused", statements: [], refusal: "The papers do not say.", paperIds: [papers[1]!] });
    const stored = getAskAnswer(db, answered)!;
    expect(stored).toMatchObject({ id: answered, outcome: "answered", promptVersion: "ask@1", settings: { temperature: 0, seed: 3 }, tokens: { prompt: 120, generated: 30 }, qaId: null });
    expect(stored.citations[0]!.quote).toBe("Perovskite films annealed at 301 K kept their cubic phase.");
    expect(listAskAnswers(db, { paperId: papers[0]!, limit: 10 }).map((a) => a.id)).toEqual([answered]);
    expect(listAskAnswers(db, { paperId: papers[1]!, limit: 10 })).toMatchObject([{ id: refused, outcome: "refused", preview: "The papers do not say.", citations: 0 }]);
    expect(listAskAnswers(db, { limit: 10 }).map((a) => a.id)).toEqual([refused, answered]);
    const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT answer_id FROM ask_answer_papers WHERE paper_id = 1`).all().map((r) => (r as { detail: string }).detail).join(" | ");
    expect(plan).toMatch(/USING (PRIMARY KEY|COVERING INDEX)/);
    closeDatabase(db);
  });

  it("stay readable after their paper is removed: the quote is kept, its place is no longer claimed", () => {
    const { db, papers } = library();
    const id = insertAskAnswer(db, answerCiting(db, [{ paperId: papers[0]!, index: 0 }]));
    deletePaper(db, papers[0]!);
    const stored = getAskAnswer(db, id)!;
    expect(stored.citations[0]).toMatchObject({ passageId: null, boxes: [], quote: "Perovskite films annealed at 300 K kept their cubic phase." });
    expect(listAskAnswers(db, { paperId: papers[0]!, limit: 10 })).toEqual([]);
    closeDatabase(db);
  });

  it("keep passage vectors per embedding model, gone with their paper", () => {
    const { db, papers } = library();
    const [p] = listPassages(db, papers[0]!);
    writePassageVectors(db, "model-a", [{ passageId: p!.id, text: p!.text, vector: [0.5, -0.25, 1] }]);
    expect(readPassageVectors(db, "model-a", [p!.id]).get(p!.id)).toEqual([0.5, -0.25, 1]);
    expect(readPassageVectors(db, "model-b", [p!.id]).size).toBe(0);
    deletePaper(db, papers[0]!);
    expect(readPassageVectors(db, "model-a", [p!.id]).size).toBe(0);
    closeDatabase(db);
  });

  it("store a vector only while its passage still holds the text it was made from", () => {
    const { db, papers } = library();
    const embedded = listPassages(db, papers[1]!).map((p) => ({ passageId: p.id, text: p.text, vector: [1, 0, 0] }));
    // While the vectors were being made, another process removed the paper and imported another,
    // which SQLite gave the freed ids.
    deletePaper(db, papers[1]!);
    const sample = samplePaper("c");
    const other = insertPaperDocument(db, { ...sample, passages: sample.passages.map((p) => ({ ...p, text: p.text.replace("Perovskite", "Chalcogens") })) });
    const now = listPassages(db, other);
    expect(now.map((p) => p.id)).toEqual(embedded.map((e) => e.passageId));
    writePassageVectors(db, "model-a", embedded);
    // Before: the removed paper's vectors were filed under the new paper's passages.
    expect(readPassageVectors(db, "model-a", now.map((p) => p.id)).size).toBe(0);
    writePassageVectors(db, "model-a", now.map((p) => ({ passageId: p.id, text: p.text, vector: [0, 1, 0] })));
    expect(readPassageVectors(db, "model-a", [now[0]!.id]).get(now[0]!.id)).toEqual([0, 1, 0]);
    closeDatabase(db);
  });
});

describe("keeping an answer as a QA", () => {
  it("makes a QA of the paper it cites most, with that paper's sentences as evidence, in one run of asked questions per model", () => {
    const { db, papers } = library();
    const first = getAskAnswer(db, insertAskAnswer(db, answerCiting(db, [{ paperId: papers[1]!, index: 0 }, { paperId: papers[1]!, index: 2 }, { paperId: papers[0]!, index: 1 }])))!;
    const kept = keepAnswer(db, first, "ana");
    const qa = getQaItem(db, kept.qaId)!;
    expect(qa).toMatchObject({ paperId: papers[1], question: first.question, answer: "They were annealed near 300 K.", labels: { askedBy: "ana" }, context: { askAnswerId: first.id } });
    expect(qa.evidence.map((e) => e.text)).toEqual(first.citations.filter((c) => c.paperId === papers[1]).map((c) => c.quote));
    expect(qa.context["otherPapersCited"]).toEqual([{ paper: `Paper ${papers[0]}`, page: first.citations[2]!.page, quote: first.citations[2]!.quote }]);
    expect(db.prepare(`SELECT decision FROM annotations WHERE qa_id = ? AND reviewer = 'ana'`).pluck().get(kept.qaId)).toBe("keep");
    expect(getRun(db, kept.runId)).toMatchObject({ strategy: "asked", promptVersion: "ask@1", modelName: "tiny", status: "completed", paperIds: [papers[1]] });
    expect(getAskAnswer(db, first.id)!.qaId).toBe(kept.qaId);

    // Again: the same QA. Another answer of the same model: the same run.
    expect(keepAnswer(db, getAskAnswer(db, first.id)!, "ana")).toEqual(kept);
    const second = getAskAnswer(db, insertAskAnswer(db, answerCiting(db, [{ paperId: papers[0]!, index: 0 }])))!;
    const again = keepAnswer(db, second, "ana");
    expect(again.runId).toBe(kept.runId);
    expect(getRun(db, kept.runId)!.paperIds.sort()).toEqual([...papers].sort());
    closeDatabase(db);
  });

  it("goes to the paper it cites most among those still in the library, and says so in words when none is left", () => {
    const { db, papers } = library();
    const answer = getAskAnswer(db, insertAskAnswer(db, answerCiting(db, [{ paperId: papers[1]!, index: 0 }, { paperId: papers[1]!, index: 2 }, { paperId: papers[0]!, index: 1 }])))!;
    const onlyOther = getAskAnswer(db, insertAskAnswer(db, answerCiting(db, [{ paperId: papers[1]!, index: 1 }])))!;
    deletePaper(db, papers[1]!);
    const kept = keepAnswer(db, getAskAnswer(db, answer.id)!, "ana");
    expect(getQaItem(db, kept.qaId)).toMatchObject({ paperId: papers[0], evidence: [expect.objectContaining({ text: answer.citations[2]!.quote })] });
    expect(() => keepAnswer(db, getAskAnswer(db, onlyOther.id)!, "ana")).toThrow(expect.objectContaining({ name: "AskedPapersRemovedError", message: expect.stringContaining(`Paper ${papers[1]}`) }));
    expect(getAskAnswer(db, onlyOther.id)!.qaId).toBeNull();
    closeDatabase(db);
  });

  it("do not take a paper imported after the answer, given the removed paper's id, for the paper it cites", async () => {
    const { db, papers } = library();
    const answer = insertAskAnswer(db, answerCiting(db, [{ paperId: papers[1]!, index: 0 }]));
    const cited = getAskAnswer(db, answer)!.citations[0]!;
    deletePaper(db, papers[1]!);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // SQLite gives the next paper (and its passages) the ids just freed: the id alone names it.
    const other = insertPaperDocument(db, samplePaper("c"));
    expect(other).toBe(papers[1]);
    expect(listPassages(db, other).map((p) => p.id)).toContain(cited.passageId);
    // Before: the source was shown as on the new paper ("Open in the reader" opened it) and the
    // answer kept as a QA of it, its evidence the new paper's sentence.
    expect(getAskAnswer(db, answer)!.citations[0]).toMatchObject({ passageId: null, boxes: [], quote: cited.quote });
    expect(() => keepAnswer(db, getAskAnswer(db, answer)!, "ana")).toThrow(expect.objectContaining({ name: "AskedPapersRemovedError" }));
    expect(db.prepare(`SELECT count(*) AS n FROM qa_items WHERE paper_id = ?`).get(other)).toEqual({ n: 0 });
    closeDatabase(db);
  });

  it("refuses a refusal, which has nothing to keep", () => {
    const { db, papers } = library();
    const refusal: AskAnswer = getAskAnswer(db, insertAskAnswer(db, { ...answerCiting(db, []), outcome: "refused", statements: [], refusal: "No.", paperIds: [papers[0]!] }))!;
    expect(() => keepAnswer(db, refusal, "ana")).toThrow(expect.objectContaining({ name: "RefusalNotKeptError" }));
    closeDatabase(db);
  });
});
