import type { QaDetail } from "@contract/qaDetail.ts";
import { useKeyboardShortcuts } from "../../shared/useKeyboardShortcuts.ts";
import { focusActionFor } from "./reviewKeyPresses.ts";
import type { FocusAction } from "./reviewKeymap.ts";
import type { FocusEdits } from "./useFocusEdits.ts";

interface FocusKeyContext {
  detail: QaDetail | null;
  edits: FocusEdits;
  /** Types offered by T, in order. */
  types: string[];
  showHelp(): void;
  back(): void;
  /** Shortcuts listen only while no dialog, editor or help is open. */
  listening: boolean;
}

/** The focus view's actions by name (reviewKeymap.ts), for its keys and its buttons alike. */
export function useFocusKeys({ detail, edits, types, showHelp, back, listening }: FocusKeyContext) {
  const { patch } = edits;
  const cycleType = (step: number) => {
    if (!detail || types.length === 0) return;
    const at = types.indexOf(detail.row.type ?? "");
    const next = types[(at + step + types.length) % types.length]!;
    edits.setType(next);
  };
  // A: not said -> yes -> no -> unsure -> not said; F: not said -> yes -> no -> not said.
  const cycleAnswerCorrect = () => {
    if (!detail) return;
    const order = [null, "yes", "no", "unsure"] as const;
    const next = order[(order.indexOf(detail.review.answerCorrect) + 1) % order.length]!;
    patch(next === null ? "Answer correct: not said" : `Answer correct: ${next}`, { answerCorrect: next });
  };
  const cycleAnswerable = () => {
    if (!detail) return;
    const next = detail.review.answerable === null ? true : detail.review.answerable ? false : null;
    patch(next === null ? "Answerable: not said" : next ? "Answerable from the context" : "Not answerable from the context", { answerable: next });
  };

  const run = (action: FocusAction): boolean => {
    switch (action) {
      case "keep":
      case "drop":
        void edits.decide(action);
        return true;
      case "reset":
        void edits.decide("pending");
        return true;
      case "undo":
        void edits.undo();
        return true;
      case "next":
        edits.move(1);
        return true;
      case "previous":
        edits.move(-1);
        return true;
      case "edit":
        if (detail) edits.setEditing("answer");
        return true;
      case "editQuestion":
        if (detail) edits.setEditing("question");
        return true;
      case "editContext":
        if (detail) edits.setEditing("context");
        return true;
      case "answerCorrect":
        cycleAnswerCorrect();
        return true;
      case "answerable":
        cycleAnswerable();
        return true;
      case "nextType":
        cycleType(1);
        return true;
      case "previousType":
        cycleType(-1);
        return true;
      case "easy":
      case "medium":
      case "hard":
        edits.setDifficulty(action);
        return true;
      case "contextWrong":
        if (detail) void patch(detail.review.contextWrong ? "Context no longer marked wrong" : "Context marked wrong", { contextWrong: !detail.review.contextWrong });
        return true;
      case "help":
        showHelp();
        return true;
      case "back":
        back();
        return true;
    }
  };

  useKeyboardShortcuts((input) => {
    const action = focusActionFor(input);
    return action === null ? false : run(action);
  }, listening);

  return run;
}
