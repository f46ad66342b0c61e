import type { ReviewPatch, ReviewState } from "../../contract/review.ts";
import type { Generated } from "../db/repositories/reviewStates.ts";

/**
 * A patch applied to a state. A correction equal to what was generated (or an empty question,
 * answer, context or note) is stored as null, so "edited" means the reviewer actually changed something.
 */
export function applyPatch(state: ReviewState, patch: ReviewPatch, generated: Generated): ReviewState {
  const next: ReviewState = { ...state };
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  if (next.question !== null && (next.question.trim() === "" || next.question === generated.question)) next.question = null;
  if (next.answer !== null && (next.answer.trim() === "" || next.answer === generated.answer)) next.answer = null;
  if (next.context !== null && next.context.trim() === "") next.context = null;
  if (next.type !== null && (next.type.trim() === "" || next.type === generated.type)) next.type = null;
  if (next.difficulty !== null && next.difficulty === generated.difficulty) next.difficulty = null;
  if (next.note !== null && next.note.trim() === "") next.note = null;
  return next;
}
