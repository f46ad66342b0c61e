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

/** The source number after (or before) `current` among `count`, wrapping around; 0 means none chosen yet. */
export function stepCitation(current: number, count: number, action: "next-citation" | "previous-citation"): number {
  if (count === 0) return 0;
  if (action === "next-citation") return (current % count) + 1;
  return current <= 1 ? count : current - 1;
}
