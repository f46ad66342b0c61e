import { isTypingTarget, type KeyInput } from "../../shared/keyInput.ts";

export type AskAction = "keep" | "stop" | "next-citation" | "previous-citation";

/**
 * Keys of the Ask view: K keeps the answer as a QA, Escape stops an answer being written, and
 * ] / [ step through its citations. None while typing (the question box takes every key) or
 * with a modifier held (the browser's and the system's shortcuts stay theirs).
 */
export function askAction(input: KeyInput): AskAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  if (input.key === "Escape") return "stop";
  if (isTypingTarget(input.target)) return null;
  if (input.key === "k" || input.key === "K") return "keep";
  if (input.key === "]") return "next-citation";
  if (input.key === "[") return "previous-citation";
  return null;
}
