/**
 * A guess, from names only, at whether a model was tuned to follow instructions. GGUF files do
 * not say it in any field, so this reads the names the file and its header give it: a name
 * part such as "instruct", "chat", "it", "sft", "dpo" or "rlhf" says tuned; "base" says not;
 * with neither, a chat template in the file counts as tuned (base models rarely ship one) and
 * its absence as not. Always shown as a guess.
 */
export interface TuningGuess {
  tuned: boolean;
  /** Why, for the message: the name part or the missing template that decided it. */
  evidence: string;
}

const TUNED = /^(?:instruct|instruction|instructions|chat|it|sft|dpo|orpo|kto|rlhf|assistant|hermes|openchat|zephyr|vicuna|alpaca|tulu|aligned)$/i;
const BASE = /^(?:base|pretrain|pretrained|pt)$/i;

export function guessInstructionTuned(names: readonly string[], hasChatTemplate: boolean): TuningGuess {
  for (const name of names) {
    const parts = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
    const tuned = parts.find((p) => TUNED.test(p));
    if (tuned) return { tuned: true, evidence: `its name says "${tuned}"` };
  }
  for (const name of names) {
    const base = name.split(/[^A-Za-z0-9]+/).find((p) => BASE.test(p));
    if (base) return { tuned: false, evidence: `its name says "${base}"` };
  }
  return hasChatTemplate
    ? { tuned: true, evidence: "its file has a chat template" }
    : { tuned: false, evidence: "its name says neither instruct nor chat, and its file has no chat template" };
}
