import { useEffect, useRef, useState } from "react";
import type { Difficulty, ReviewDecision, ReviewPatch } from "@contract/review.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import type { EditField } from "./editField.ts";
import { reviewErrorText } from "./reviewErrors.ts";
import { indexAfterDecision, type QueueTab } from "./reviewFilters.ts";
import { undoEntry, type UndoEntry } from "./undoStack.ts";
import type { FocusedQa } from "./useFocusedQa.ts";
import type { QaPages } from "./QaPages.ts";
import { useReviewActions } from "./useReviewActions.ts";

const DECISION_WORDS: Record<ReviewDecision, string> = { keep: "Kept", drop: "Dropped", pending: "Set back to pending" };
const DECISION_VERBS: Record<ReviewDecision, string> = { keep: "keep", drop: "drop", pending: "set back to pending" };

interface UndoHistory {
  record(entry: UndoEntry | null): void;
  undo(): Promise<UndoEntry | null>;
}

/**
 * What the focus view changes on the QA it shows: decide (and move on), correct its text, type,
 * difficulty and labels, undo, move. One change at a time; each says what it did for a moment.
 */
export function useFocusEdits(pages: QaPages, focused: FocusedQa, queue: QueueTab, history: UndoHistory) {
  const actions = useReviewActions();
  const { typeLabel } = useStrategies();
  const { detail, position, setPosition, setError, total } = focused;
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<EditField | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 2500);
    return () => clearTimeout(timer);
  }, [notice]);

  /** Runs one change at a time; keys pressed meanwhile are dropped rather than applied to the wrong QA. */
  const exclusive = async (what: string, work: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(reviewErrorText(what, e));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  // The QA named by its place in the list the user moves through ("QA 3 of 16"), not its stored number.
  const place = `QA ${position.index + 1}${total ? ` of ${total}` : ""}`;

  const decide = (decision: ReviewDecision) =>
    exclusive(`${DECISION_VERBS[decision]} ${place}`, async () => {
      if (!detail) return;
      const id = detail.row.id;
      const change = await actions.annotate(id, { decision });
      history.record(undoEntry(`${DECISION_WORDS[decision]} ${place}`, [change], position.index));
      focused.forget([id]);
      const count = total ?? 0;
      const next = indexAfterDecision(position.index, queue, decision, count);
      const atEnd = next === position.index && position.index >= count - 1 && decision !== "pending";
      setNotice(`${DECISION_WORDS[decision]} ${place}.${atEnd ? " That was the last QA here." : ""}`);
      pages.invalidate();
      setEditing(null);
      setPosition({ index: next, pinnedId: null });
    });

  const patch = (label: string, change: ReviewPatch) =>
    exclusive(`save the change to ${place} (${label.toLowerCase()})`, async () => {
      if (!detail) return;
      const id = detail.row.id;
      const result = await actions.annotate(id, change);
      history.record(undoEntry(`${label} (${place})`, [result], position.index));
      setNotice(`${label}.`);
      pages.invalidate();
      focused.reload([id]);
    });

  const undo = () =>
    exclusive("undo the last change", async () => {
      const entry = await history.undo();
      if (!entry) {
        setNotice("Nothing to undo.");
        return;
      }
      // A bulk undo names no QAs here (the core keeps them): every QA read so far is read again.
      focused.forget(entry.tokens ? "all" : entry.changes.map((change) => change.id));
      pages.invalidate();
      setNotice(`Undone: ${entry.label}.`);
      setEditing(null);
      const only = entry.changes.length === 1 ? entry.changes[0]!.id : null;
      setPosition({ index: entry.index ?? position.index, pinnedId: only });
      focused.reload([]);
    });

  const move = (delta: number) => {
    if (total === null || total === 0) return;
    setEditing(null);
    setPosition({ index: Math.max(0, Math.min(total - 1, position.index + delta)), pinnedId: null });
  };

  const setType = (type: string) => {
    if (!detail) return;
    patch(`Type set to ${typeLabel(type)}`, { type: type === detail.original.type ? null : type });
  };
  const setDifficulty = (difficulty: Difficulty) => {
    if (!detail) return;
    patch(`Difficulty set to ${difficulty}`, { difficulty: difficulty === detail.original.difficulty ? null : difficulty });
  };
  const saveText = (field: EditField, text: string) => {
    if (!detail) return;
    setEditing(null);
    if (field === "context") return void patch("Context given", { context: text.trim() });
    const same = text.trim() === detail.original[field].trim();
    const word = field === "answer" ? "Answer" : "Question";
    patch(same ? `${word} set back to the original` : `${word} corrected`, { [field]: same ? null : text.trim() });
  };

  return { busy, notice, editing, setEditing, decide, patch, undo, move, setType, setDifficulty, saveText };
}

export type FocusEdits = ReturnType<typeof useFocusEdits>;
