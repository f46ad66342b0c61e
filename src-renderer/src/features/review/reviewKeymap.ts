import type { Difficulty } from "@contract/review.ts";

// The review keyboard scheme as shown: the actions, the buttons' hints and the help overlay
// (reviewKeyPresses.ts reads a key press as one of these actions). Vim-like: H/J move
// back/forward (arrows too), K keeps, D drops, U undoes.

export type FocusAction =
  | "keep"
  | "drop"
  | "reset"
  | "undo"
  | "next"
  | "previous"
  | "edit"
  | "nextType"
  | "previousType"
  // Setting a difficulty: one action per level, named by the level.
  | Difficulty
  | "contextWrong"
  | "answerCorrect"
  | "answerable"
  | "editQuestion"
  | "editContext"
  | "help"
  | "back";

export type TableAction =
  | "up"
  | "down"
  | "extendUp"
  | "extendDown"
  | "pageUp"
  | "pageDown"
  | "home"
  | "end"
  | "toggle"
  | "open"
  | "keep"
  | "drop"
  | "reset"
  | "undo"
  | "selectAll"
  | "clear"
  | "help";

export interface Shortcut<A extends string> {
  action: A;
  /** Keys as shown on screen, e.g. ["J", "→"]. */
  keys: string[];
  label: string;
}

export const FOCUS_SHORTCUTS: Shortcut<FocusAction>[] = [
  { action: "keep", keys: ["K"], label: "Keep and go to the next QA" },
  { action: "drop", keys: ["D"], label: "Drop and go to the next QA" },
  { action: "reset", keys: ["P"], label: "Back to pending" },
  { action: "undo", keys: ["U"], label: "Undo the last change" },
  { action: "next", keys: ["J", "→"], label: "Next QA" },
  { action: "previous", keys: ["H", "←"], label: "Previous QA" },
  { action: "edit", keys: ["E"], label: "Edit the answer (Ctrl+Enter saves, Esc cancels)" },
  { action: "nextType", keys: ["T"], label: "Next type" },
  { action: "previousType", keys: ["Shift+T"], label: "Previous type" },
  { action: "easy", keys: ["1"], label: "Difficulty easy" },
  { action: "medium", keys: ["2"], label: "Difficulty medium" },
  { action: "hard", keys: ["3"], label: "Difficulty hard" },
  { action: "contextWrong", keys: ["C"], label: "Mark or unmark the context as wrong" },
  { action: "answerCorrect", keys: ["A"], label: "Answer correct: cycle yes, no, unsure, not said" },
  { action: "answerable", keys: ["F"], label: "Answerable from the context: cycle yes, no, not said" },
  { action: "editQuestion", keys: ["Q"], label: "Correct the question (Ctrl+Enter saves, Esc cancels)" },
  { action: "editContext", keys: ["Shift+C"], label: "Give the context that supports the answer" },
  { action: "back", keys: ["Esc"], label: "Back to the table" },
  { action: "help", keys: ["?"], label: "Show or hide these shortcuts" },
];

export const TABLE_SHORTCUTS: Shortcut<TableAction>[] = [
  { action: "down", keys: ["J", "↓"], label: "Next row" },
  { action: "up", keys: ["H", "↑"], label: "Previous row" },
  { action: "extendDown", keys: ["Shift+↓"], label: "Extend the selection down" },
  { action: "extendUp", keys: ["Shift+↑"], label: "Extend the selection up" },
  { action: "pageDown", keys: ["PgDn"], label: "One screen down" },
  { action: "pageUp", keys: ["PgUp"], label: "One screen up" },
  { action: "home", keys: ["Home"], label: "First row" },
  { action: "end", keys: ["End"], label: "Last row" },
  { action: "toggle", keys: ["Space", "X"], label: "Select or unselect the row" },
  { action: "open", keys: ["Enter"], label: "Open the row in focus view" },
  { action: "keep", keys: ["K"], label: "Keep the selected QAs (or the active row)" },
  { action: "drop", keys: ["D"], label: "Drop the selected QAs (or the active row)" },
  { action: "reset", keys: ["P"], label: "Set the selected QAs back to pending" },
  { action: "undo", keys: ["U"], label: "Undo the last change" },
  { action: "selectAll", keys: ["Ctrl+A"], label: "Select all matching QAs" },
  { action: "clear", keys: ["Esc"], label: "Clear the selection" },
  { action: "help", keys: ["?"], label: "Show or hide these shortcuts" },
];

/** The keys shown on a button for an action, e.g. "K" or "J / →". */
export function hintFor<A extends string>(shortcuts: Shortcut<A>[], action: A): string {
  return shortcuts.find((s) => s.action === action)?.keys.join(" / ") ?? "";
}
