import { ASKED_STRATEGY, type AskAnswer, type KeptAnswer } from "../../contract/ask.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { upsertAnnotation } from "../db/repositories/annotations.ts";
import { citedPapersPresent } from "../db/repositories/askAnswers.ts";
import { addPaperToAskedRun, findAskedRun, nextQaOrdinal, setAskAnswerQa } from "../db/repositories/askedRuns.ts";
import { getQaItem, insertQaItem } from "../db/repositories/qaItems.ts";
import { createRun } from "../db/repositories/runs.ts";
import { AskedPapersRemovedError } from "./errors/AskedPapersRemovedError.ts";
import { RefusalNotKeptError } from "./errors/RefusalNotKeptError.ts";

/**
 * The paper a kept answer belongs to: of the papers it cites that are still in the library, the
 * one it cites most, the first cited on a tie. AskedPapersRemovedError when none is left: an
 * answer outlives its papers (its quotes are stored), a QA cannot.
 */
function mainPaper(db: LibraryDatabase, answer: AskAnswer): number {
  const counts = new Map<number, number>();
  for (const c of answer.citations) counts.set(c.paperId, (counts.get(c.paperId) ?? 0) + 1);
  // Not merely an id in the library: the id of a paper removed since may name one imported after.
  const still = citedPapersPresent(db, [...counts.keys()], answer.askedAt);
  const present = [...counts].filter(([paperId]) => still.has(paperId));
  if (present.length === 0) throw new AskedPapersRemovedError(answer.id, [...new Set(answer.citations.map((c) => c.paperName))]);
  return present.sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * Makes an answer a QA, in one transaction: in the run of asked questions for its model and
 * prompt version (made on first use, so kept answers share provenance the way a run's QAs do),
 * on the paper it cites most (of those still in the library), with that paper's cited sentences
 * as its evidence; the other papers' quotes stay in its context. It is marked as asked by
 * `reviewer` and kept by them.
 */
export function keepAnswer(db: LibraryDatabase, answer: AskAnswer, reviewer: string): KeptAnswer {
  if (answer.outcome !== "answered" || answer.citations.length === 0) throw new RefusalNotKeptError();
  if (answer.qaId !== null) {
    const existing = getQaItem(db, answer.qaId);
    if (existing) return { answerId: answer.id, qaId: existing.id, runId: existing.runId };
  }
  return db.transaction((): KeptAnswer => {
    // Inside the transaction, so the paper cannot be removed between the check and the insert.
    const paperId = mainPaper(db, answer);
    const runId =
      findAskedRun(db, ASKED_STRATEGY.name, answer.promptVersion, answer.model) ??
      createRun(db, { strategy: ASKED_STRATEGY.name, promptVersion: answer.promptVersion, settings: {}, model: answer.model, seed: Number(answer.settings["seed"] ?? 1), paperIds: [] });
    addPaperToAskedRun(db, runId, paperId);
    const own = answer.citations.filter((c) => c.paperId === paperId);
    const others = answer.citations.filter((c) => c.paperId !== paperId);
    const qaId = insertQaItem(db, {
      runId,
      workItemId: null,
      paperId,
      ordinal: nextQaOrdinal(db, runId, paperId),
      question: answer.question,
      answer: answer.statements.map((s) => s.text).join(" "),
      labels: { askedBy: reviewer },
      context: {
        askAnswerId: answer.id,
        ...(others.length > 0 ? { otherPapersCited: others.map((c) => ({ paper: c.paperName, page: c.page, quote: c.quote })) } : {}),
      },
      evidence: own.map((c) => ({ text: c.quote, passageId: c.passageId, start: c.passageId === null ? null : c.start, end: c.passageId === null ? null : c.end, page: c.page })),
    });
    setAskAnswerQa(db, answer.id, qaId);
    upsertAnnotation(db, { qaId, reviewer, decision: "keep" });
    return { answerId: answer.id, qaId, runId };
  })();
}
