import type { LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { upsertAnnotation } from "../../src-main/core/db/repositories/annotations.ts";
import { insertPaperDocument } from "../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../src-main/core/db/repositories/paperParts.ts";
import { insertQaItem, setQaVerdict, type Difficulty, type Verdict } from "../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../src-main/core/db/repositories/runs.ts";
import { samplePaper } from "./sampleData.ts";

export interface ReviewSeed {
  paperIds: number[];
  /** Run ids by strategy: "sciqag" covers every paper, "chemlit" the first one only. */
  runs: { sciqag: number; chemlit: number };
  qaIds: number[];
}

const TYPES = ["factual", "causal", "comparative"] as const;
const DIFFICULTIES: Difficulty[] = ["easy", "medium", "hard"];
const VERDICTS: Verdict[] = ["accepted", "accepted", "rejected", "pending"];
const WORDS = ["perovskite", "annealing", "bandgap", "grain", "solvent", "lattice", "cation", "film"];

/**
 * A library for review tests and timings: `papers` papers, `qasPerPaper` QAs for each (all in
 * the "sciqag" run except the first paper's last QA, which is "chemlit"), with types,
 * difficulties, verdicts and a "faithfulness" score cycling in a known pattern. QA number i
 * (0-based, in id order) has type TYPES[i % 3], difficulty DIFFICULTIES[i % 3] except every
 * 7th which has none, verdict VERDICTS[i % 4], faithfulness (i % 10) / 10 and, every other QA,
 * a pass/fail "numeric-source" check. Evidence points at the paper's second passage.
 */
export function seedReviewLibrary(db: LibraryDatabase, papers: number, qasPerPaper: number): ReviewSeed {
  return db.transaction((): ReviewSeed => {
    const paperIds: number[] = [];
    for (let i = 0; i < papers; i++) paperIds.push(insertPaperDocument(db, samplePaper(`review-${i}`, 3)));
    const model = { id: null, name: "tiny-test-model", sha256: null, quantization: "Q8_0" };
    const sciqag = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@1", settings: {}, model, seed: 1, paperIds });
    const chemlit = createRun(db, { strategy: "chemlit", promptVersion: "chemlit@1", settings: {}, model, seed: 2, paperIds: [paperIds[0]!] });
    const qaIds: number[] = [];
    let i = 0;
    for (const [p, paperId] of paperIds.entries()) {
      const passage = listPassages(db, paperId)[1]!;
      const [start, end] = passage.sentences[0]!;
      for (let k = 0; k < qasPerPaper; k++, i++) {
        const word = WORDS[i % WORDS.length]!;
        const id = insertQaItem(db, {
          runId: p === 0 && k === qasPerPaper - 1 ? chemlit : sciqag,
          workItemId: null,
          paperId,
          ordinal: k,
          question: `Question ${i} about the ${word} of sample ${p}?`,
          answer: `Answer ${i}: the ${word} changed.`,
          type: TYPES[i % 3],
          difficulty: i % 7 === 6 ? null : DIFFICULTIES[i % 3],
          hop: "single",
          labels: { index: i },
          context: { policy: "whole-paper" },
          evidence: [{ text: passage.text.slice(start, end), passageId: passage.id, start, end, page: passage.page }],
        });
        setQaVerdict(db, id, VERDICTS[i % 4]!);
        oldScore(db, id, "faithfulness", "judge", (i % 10) / 10, "info", `judged ${i}`);
        if (i % 2 === 0) oldScore(db, id, "numeric-source", "", null, "pass", "numbers found");
        qaIds.push(id);
      }
    }
    return { paperIds, runs: { sciqag, chemlit }, qaIds };
  })();
}

/** Decides a share of the QAs for `reviewer`: every 3rd kept, every 5th (not kept) dropped, and another reviewer's noise. */
export function seedDecisions(db: LibraryDatabase, qaIds: number[], reviewer = "me"): void {
  db.transaction(() => {
    qaIds.forEach((qaId, i) => {
      if (i % 3 === 0) upsertAnnotation(db, { qaId, reviewer, decision: "keep" });
      else if (i % 5 === 0) upsertAnnotation(db, { qaId, reviewer, decision: "drop" });
      if (i % 4 === 0) upsertAnnotation(db, { qaId, reviewer: "someone-else", decision: "drop" });
    });
  })();
}

/**
 * A score written with the columns scores has had since the first review migrations, not through
 * upsertScore: the seed also builds libraries at an older schema version (the upgrade tests open
 * them at version 12 or 13), where the columns later migrations add do not exist yet.
 */
function oldScore(db: LibraryDatabase, qaId: number, metric: string, scorer: string, value: number | null, verdict: string, reason: string): void {
  db.prepare("INSERT INTO scores (qa_id, metric, scorer, value, verdict, reason) VALUES (?, ?, ?, ?, ?, ?)").run(qaId, metric, scorer, value, verdict, reason);
}
