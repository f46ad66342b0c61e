import type { LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../src-main/core/db/repositories/paperParts.ts";
import { createRun } from "../../src-main/core/db/repositories/runs.ts";
import { samplePaper } from "./sampleData.ts";

/**
 * Adds `qas` QAs to one paper and one run, each with a quoted sentence and a score, in a second
 * or two: one INSERT ... SELECT per table instead of the repositories' row-by-row writes, which
 * would take minutes at 100,000. Seed more papers with distinct `paperSeed`s. For export timings and tests of long exports; the rows are what
 * the repositories would store (the export reads them through the real queries).
 */
export function seedLargeLibrary(db: LibraryDatabase, qas: number, paperSeed = `large-${qas}`): { paperId: number; runId: number } {
  return db.transaction(() => {
    const paperId = insertPaperDocument(db, samplePaper(paperSeed, 3));
    const model = { id: null, name: "tiny-test-model", sha256: null, quantization: "Q8_0" };
    const runId = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@1", settings: {}, model, seed: 1, paperIds: [paperId] });
    const passage = listPassages(db, paperId)[1]!;
    const [start, end] = passage.sentences[0]!;
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < @qas)
       INSERT INTO qa_items (run_id, paper_id, ordinal, question, answer, type, difficulty, hop, labels_json, verdict)
       SELECT @runId, @paperId, i, 'Question ' || i || ' about the annealing of the perovskite films?',
              'Answer ' || i || ': the cubic phase persisted up to ' || (300 + i % 50) || ' K.',
              'factual', 'medium', 'single', json_object('index', i), CASE i % 3 WHEN 0 THEN 'accepted' WHEN 1 THEN 'pending' ELSE 'rejected' END
       FROM n`,
    ).run({ qas, runId, paperId });
    db.prepare(
      `INSERT INTO qa_evidence (qa_id, ordinal, passage_id, start, "end", page, text)
       SELECT id, 0, @passageId, @start, @end, @page, @text FROM qa_items WHERE run_id = @runId`,
    ).run({ passageId: passage.id, start, end, page: passage.page, text: passage.text.slice(start, end), runId });
    db.prepare(
      `INSERT INTO scores (qa_id, metric, scorer, value, verdict, reason)
       SELECT id, 'faithfulness', 'judge', (id % 10) / 10.0, 'info', 'judged against the quoted sentence' FROM qa_items WHERE run_id = @runId`,
    ).run({ runId });
    return { paperId, runId };
  })();
}

/**
 * A second run over a paper seeded by `seedLargeLibrary`, with the same questions and answers:
 * the worst case for removing duplicates across runs (every QA of the new run repeats one).
 */
export function seedRepeatRun(db: LibraryDatabase, paperId: number, qas: number): number {
  return db.transaction(() => {
    const model = { id: null, name: "tiny-test-model", sha256: null, quantization: "Q8_0" };
    const runId = createRun(db, { strategy: "chemlit", promptVersion: "chemlit@1", settings: {}, model, seed: 2, paperIds: [paperId] });
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < @qas)
       INSERT INTO qa_items (run_id, paper_id, ordinal, question, answer, type, difficulty, hop, labels_json, verdict)
       SELECT @runId, @paperId, i, 'Question ' || i || ' about the annealing of the perovskite films?',
              'Answer ' || i || ': the cubic phase persisted up to ' || (300 + i % 50) || ' K.', 'causal', 'medium', 'single', '{}', 'pending'
       FROM n`,
    ).run({ qas, runId, paperId });
    return runId;
  })();
}
