import type { LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../src-main/core/db/repositories/papers.ts";
import { createRun } from "../../src-main/core/db/repositories/runs.ts";
import { samplePaper } from "./sampleData.ts";

/**
 * `count` QAs (and one paper and run for them) in a second or two: one INSERT ... SELECT over a
 * counter instead of a call per QA, for the tests and benchmarks that need a library of 100,000.
 * Returns the paper's id.
 */
export function seedManyQas(db: LibraryDatabase, count: number): number {
  return db.transaction(() => {
    const paperId = insertPaperDocument(db, samplePaper("many-qas", 2));
    const model = { id: null, name: "tiny-test-model", sha256: null, quantization: "Q8_0" };
    const runId = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@1", settings: {}, model, seed: 1, paperIds: [paperId] });
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < @count)
       INSERT INTO qa_items (run_id, paper_id, ordinal, question, answer, type, difficulty, verdict)
       SELECT @runId, @paperId, i, 'Question ' || i || ' about the lattice?', 'Answer ' || i || '.', 'factual',
              CASE i % 3 WHEN 0 THEN 'easy' WHEN 1 THEN 'medium' ELSE 'hard' END, 'accepted'
       FROM n`,
    ).run({ count, runId, paperId });
    return paperId;
  })();
}
