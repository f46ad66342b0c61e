import { hasCommandModifier, isTypingTarget, keyName, type KeyInput } from "../../shared/keyInput.ts";
import type { FocusAction, TableAction } from "./reviewKeymap.ts";

// A key press read as a review action, in the focus view and the bulk table: the keys the
// shortcut lists in reviewKeymap.ts show.

/** The review decisions, on the same keys in the focus view and the bulk table (unshifted, no command modifier). */
const DECISION_KEYS = new Map<string, "keep" | "drop" | "reset" | "undo">([
  ["k", "keep"],
  ["d", "drop"],
  ["p", "reset"],
  ["u", "undo"],
]);

/** The focus view's action for a key press; null when the press is not a shortcut here. */
export function focusActionFor(input: KeyInput): FocusAction | null {
  if (isTypingTarget(input.target) || hasCommandModifier(input)) return null;
  const key = keyName(input);
  if (key === "?") return "help";
  if (key === "t") return input.shiftKey ? "previousType" : "nextType";
  if (key === "c" && input.shiftKey) return "editContext";
  if (input.shiftKey && key !== "ArrowLeft" && key !== "ArrowRight") return null;
  const decision = DECISION_KEYS.get(key);
  if (decision) return decision;
  switch (key) {
    case "j":
    case "ArrowRight":
      return "next";
    case "h":
    case "ArrowLeft":
      return "previous";
    case "e":
      return "edit";
    case "1":
      return "easy";
    case "2":
      return "medium";
    case "3":
      return "hard";
    case "c":
      return "contextWrong";
    case "a":
      return "answerCorrect";
    case "f":
      return "answerable";
    case "q":
      return "editQuestion";
    case "Escape":
      return "back";
    default:
      return null;
  }
}

/** The bulk table's action for a key press; null when the press is not a shortcut here. */
export function tableActionFor(input: KeyInput): TableAction | null {
  if (isTypingTarget(input.target)) return null;
  const key = keyName(input);
  if ((input.ctrlKey || input.metaKey) && !input.altKey && key === "a") return "selectAll";
  if (hasCommandModifier(input)) return null;
  if (key === "?") return "help";
  if (input.shiftKey) {
    if (key === "ArrowDown") return "extendDown";
    if (key === "ArrowUp") return "extendUp";
    return null;
  }
  const decision = DECISION_KEYS.get(key);
  if (decision) return decision;
  switch (key) {
    case "ArrowDown":
    case "j":
      return "down";
    case "ArrowUp":
    case "h":
      return "up";
    case "PageDown":
      return "pageDown";
    case "PageUp":
      return "pageUp";
    case "Home":
      return "home";
    case "End":
      return "end";
    case " ":
    case "x":
      return "toggle";
    case "Enter":
      return "open";
    case "Escape":
      return "clear";
    default:
      return null;
  }
}
