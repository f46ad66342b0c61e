import type { LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { upsertAnnotation } from "../../src-main/core/db/repositories/annotations.ts";
import { insertPaperDocument } from "../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../src-main/core/db/repositories/paperParts.ts";
import { insertQaItem, setQaVerdict } from "../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../src-main/core/db/repositories/runs.ts";
import type { ScoreCounts } from "../../src-main/contract/metrics.ts";
import { upsertScore } from "../../src-main/core/db/repositories/scores.ts";
import { numericSourceAgainst } from "../../src-main/core/pipeline/filters/numericSource.ts";
import { setSetting } from "../../src-main/core/db/repositories/settings.ts";
import { samplePaper } from "./sampleData.ts";

export interface ReviewScreensSeed {
  paperIds: number[];
  qaIds: number[];
  /** The QA "me" kept and "ana" dropped, with ana's corrected answer. */
  disputedId: number;
  /** ana's corrected answer on the disputed QA. */
  anasAnswer: string;
}

const QUESTIONS = [
  "At what temperature did the perovskite films keep their cubic phase after annealing?",
  "How much did the grain size grow when the films were annealed?",
  "Why does a phase-pure formamidinium perovskite last longer under light than a mixed-cation one?",
  "Which solvent gave the most uniform films in the spin-coating step?",
  "How does the bandgap change as the bromide fraction rises?",
  "What limits the open-circuit voltage of the best cells?",
  "True or false: the 2D capping layer lowers the efficiency of the cells.",
  "What keeps the cubic phase stable at room temperature?",
];

/**
 * A small library that looks like one the pipeline wrote: two papers (or `paperCount`), one SciQAG run, eight QAs
 * per paper with the labels, context and the six filter scores the pipeline stores (with their
 * reasons), and decisions by two reviewers: "me" (the settings' reviewer) and "ana". ana and me
 * agree on some QAs and disagree on one whose answer ana corrected.
 */
export function seedReviewScreens(db: LibraryDatabase, paperCount = 2): ReviewScreensSeed {
  return db.transaction((): ReviewScreensSeed => {
    // "screens-a", "screens-b", ...: papers beyond the first two only where a test asks (a chart of many papers).
    const paperIds = Array.from({ length: paperCount }, (_, i) => insertPaperDocument(db, samplePaper(`screens-${String.fromCharCode(97 + i)}`, 4)));
    const model = { id: null, name: "qwen2.5-3b-instruct", sha256: null, quantization: "Q4_K_M" };
    const run = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@2", settings: {}, model, seed: 1, paperIds });
    const qaIds: number[] = [];
    for (const paperId of paperIds) {
      const passage = listPassages(db, paperId)[1]!;
      const [start, end] = passage.sentences[0]!;
      for (const [k, question] of QUESTIONS.entries()) {
        const duplicate = k === 7;
        const id = insertQaItem(db, {
          runId: run,
          workItemId: null,
          paperId,
          ordinal: k,
          question,
          answer: k === 6 ? "False. The capping layer raises the efficiency from 19.1% to 20.6%." : `The films annealed at ${300 + k} K kept their cubic phase; the grain size grew by ${k + 1} nm.`,
          type: ["factual", "causal", "comparative"][k % 3]!,
          difficulty: (["easy", "medium", "hard"] as const)[k % 3]!,
          hop: "single",
          labels: { keyphrases: ["cubic phase", "annealing"], paperKeyphrases: ["formamidinium perovskite", "2D capping layer", "phase purity"] },
          context: { policy: "section-selection", includedSections: ["Results", "Discussion (partly)"], omittedSections: ["Methods"], paperTokens: 3712 },
          evidence: [{ text: passage.text.slice(start, end), passageId: passage.id, start, end, page: passage.page }],
        });
        const score = (metric: string, value: number | null, verdict: "pass" | "fail" | "info", reason: string, counts: ScoreCounts | null = null) =>
          upsertScore(db, { qaId: id, metric, scorer: "filters", value, verdict, reason, counts });
        score("context-dependence", k === 5 ? 1 : 0, k === 5 ? "fail" : "pass", k === 5 ? 'refers to "the best cells" of this study' : "stands on its own: no reference to figures, tables, sections, the paper or its authors");
        score("definitional", 0, "pass", "asks for more than a definition");
        // Scored by the filter itself, so its reason reads as a user's would: QA 4's answer states two numbers and only its temperature is taken as the paper's.
        const answerNumbers = `${300 + k} K, ${k + 1} nm`;
        const numbers = numericSourceAgainst(k % 4 === 3 ? "No numbers here." : answerNumbers, k === 4 ? [300 + k] : [300 + k, k + 1]);
        score("numeric-source", numbers.value, numbers.verdict, numbers.reason, numbers.counts ?? null);
        score(
          "near-duplicate",
          duplicate ? 0.78 : 0.12 + k * 0.03,
          duplicate ? "fail" : "pass",
          duplicate ? `repeats an earlier question of this paper, "${QUESTIONS[0]}" (78% of their words in common)` : "no earlier question of this paper is alike",
        );
        score("evidence-found", 1, "pass", "its one evidence sentence found in the paper", { found: 1, checked: 1 });
        score("dseper", k === 2 ? -0.4 : 1.3 + k / 10, k === 2 ? "fail" : "pass", k === 2 ? "the evidence does not make the answer more likely" : "the evidence makes the answer more likely");
        setQaVerdict(db, id, duplicate || k === 2 || k === 4 || k === 5 ? "rejected" : "accepted");
        qaIds.push(id);
      }
    }
    // me: keeps 0, 1, 3; drops 2. ana: keeps 0 and 2 (disagreeing on 2, with a correction), drops 4.
    const anasAnswer = "The films stayed cubic up to 302 K; above that a hexagonal phase appeared.";
    upsertAnnotation(db, { qaId: qaIds[0]!, reviewer: "me", decision: "keep" });
    upsertAnnotation(db, { qaId: qaIds[1]!, reviewer: "me", decision: "keep", correctedDifficulty: "hard" });
    upsertAnnotation(db, { qaId: qaIds[3]!, reviewer: "me", decision: "keep" });
    upsertAnnotation(db, { qaId: qaIds[2]!, reviewer: "me", decision: "drop" });
    upsertAnnotation(db, { qaId: qaIds[0]!, reviewer: "ana", decision: "keep" });
    upsertAnnotation(db, { qaId: qaIds[2]!, reviewer: "ana", decision: "keep", correctedAnswer: anasAnswer, note: "The answer needed the upper bound." });
    upsertAnnotation(db, { qaId: qaIds[4]!, reviewer: "ana", decision: "drop" });
    setSetting(db, "reviewer", "me");
    return { paperIds, qaIds, disputedId: qaIds[2]!, anasAnswer };
  })();
}
