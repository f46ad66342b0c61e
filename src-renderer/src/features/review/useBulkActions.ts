import { useState } from "react";
import type { BulkDecision } from "@contract/bulkUndo.ts";
import type { ReviewDecision } from "@contract/review.ts";
import { formatCount } from "../../shared/format.ts";
import { emptySelection, resolveSelectedIds } from "../../shared/selection.ts";
import { useJudging } from "../judge/useJudging.ts";
import { reviewErrorText } from "./reviewErrors.ts";
import { indexAfterDecision, type QueueTab } from "./reviewFilters.ts";
import { bulkUndoEntry, type UndoEntry } from "./undoStack.ts";
import type { BulkSelection } from "./useBulkSelection.ts";
import type { QaPages } from "./QaPages.ts";
import { useReviewActions } from "./useReviewActions.ts";

// bulkDecide takes at most this many ids per call.
const BULK_CHUNK = 100_000;
const VERBS: Record<ReviewDecision, string> = { keep: "Kept", drop: "Dropped", pending: "Set back to pending" };
const INFINITIVES: Record<ReviewDecision, string> = { keep: "keep", drop: "drop", pending: "set back to pending" };

interface UndoHistory {
  record(entry: UndoEntry | null): void;
  undo(): Promise<UndoEntry | null>;
}

/**
 * What the review table does to QAs: decide the selection (or the active row when nothing is
 * selected), gathering a long selection's ids page by page and saying how far it got; open the
 * judge on them; undo. It says what it is doing (busy), what it did (notice) and what failed.
 */
export function useBulkActions(pages: QaPages, picked: BulkSelection, queue: QueueTab, history: UndoHistory) {
  const actions = useReviewActions();
  const { selection, setSelection, active, setActive, total, count } = picked;
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The QAs "Judge with…" grades: the selection, or the active row when nothing is selected.
  const [judgeIds, setJudgeIds] = useState<number[] | null>(null);
  const judging = useJudging(() => pages.invalidate());

  const apply = async (decision: ReviewDecision) => {
    if (busy) return;
    const single = count === 0 ? pages.rowAt(active) : undefined;
    if (count === 0 && !single) return;
    setError(null);
    setNotice(null);
    // One QA is named by its place in the table ("QA 3 of 16"), as the table's own status line names it, not its stored number.
    const place = `QA ${formatCount(active + 1)} of ${formatCount(total)}`;
    const what = single ? `${INFINITIVES[decision]} ${place}` : `${INFINITIVES[decision]} the ${formatCount(count)} selected QAs`;
    try {
      let ids: number[];
      if (single) ids = [single.id];
      else {
        setBusy(`Collecting ${formatCount(count)} QAs…`);
        let seen = 0;
        // Page by page, saying how far it got: 100,000 ids take a few seconds to gather.
        const counted = async function* () {
          for await (const page of pages.ids()) {
            seen += page.length;
            setBusy(`Collecting QAs: ${formatCount(Math.min(seen, count))} of ${formatCount(count)}…`);
            yield page;
          }
        };
        ids = await resolveSelectedIds(selection, counted);
      }
      setBusy(`${VERBS[decision]}: ${formatCount(ids.length)} QAs…`);
      // The core keeps what undoing each call puts back and answers a token for it.
      const answers: BulkDecision[] = [];
      for (let at = 0; at < ids.length; at += BULK_CHUNK) answers.push(await actions.bulkDecide(ids.slice(at, at + BULK_CHUNK), decision));
      const label = single ? `${VERBS[decision]} ${place}` : `${VERBS[decision]} ${formatCount(ids.length)} QAs`;
      history.record(bulkUndoEntry(label, answers, single ? active : undefined));
      setNotice(`${label}. Undo with U.`);
      if (single) setActive(indexAfterDecision(active, queue, decision, total));
      else setSelection(emptySelection);
      pages.invalidate();
    } catch (e) {
      setError(reviewErrorText(what, e));
    } finally {
      setBusy(null);
    }
  };

  const openJudge = async () => {
    if (busy) return;
    const single = count === 0 ? pages.rowAt(active) : undefined;
    setError(null);
    judging.reset();
    if (single) return setJudgeIds([single.id]);
    if (count === 0) return;
    try {
      setBusy(`Collecting ${formatCount(count)} QAs…`);
      setJudgeIds(await resolveSelectedIds(selection, () => pages.ids()));
    } catch (e) {
      setError(reviewErrorText("collect the selected QAs", e));
    } finally {
      setBusy(null);
    }
  };

  const undo = async () => {
    if (busy) return;
    setError(null);
    try {
      const entry = await history.undo();
      setNotice(entry ? `Undone: ${entry.label}.` : "Nothing to undo.");
      if (entry?.index !== undefined) setActive(entry.index);
      pages.invalidate();
    } catch (e) {
      setError(reviewErrorText("undo the last change", e));
    }
  };

  return { busy, error, notice, apply, undo, openJudge, judging, judgeIds, closeJudge: () => setJudgeIds(null) };
}

export type BulkActions = ReturnType<typeof useBulkActions>;
