const n = (value: number) => value.toLocaleString("en-US");

/**
 * Below this, the answer's room is too small to suggest: a set of QAs, or even one with its
 * cited sentences, needs more. It is the smallest "Output tokens" any method takes; a method
 * whose setting takes no less than more (SciQAG's 256) is advised no lower than its own minimum.
 */
export const MIN_OUTPUT_ADVICE = 128;

/** The least answer room advice may name: the method's own minimum, never below `MIN_OUTPUT_ADVICE`. */
export function outputFloor(settingMinimum: number | null): number {
  return Math.max(MIN_OUTPUT_ADVICE, settingMinimum ?? 0);
}

/**
 * The largest answer room, below the one set (`maxTokens`) and at least `floor`, with which
 * `fits` says the prompt fits; null when none does. Fitting only gets easier as the room
 * shrinks, so a binary search finds it in a dozen fits. Used by the check before a run and by
 * the item that fails at the model's largest context, so both advise the same value.
 */
export function largestFittingOutput(fits: (output: number) => boolean, maxTokens: number, floor: number): number | null {
  if (maxTokens <= floor || !fits(floor)) return null;
  let lo = floor;
  let hi = maxTokens - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * No context of this model holds the paper with the answer's room as set. Lowering that room is
 * advised only when it helps, with the value that does: round 36 found the advice "lower Output
 * tokens" given with the setting already at its minimum, where only a longer context would do.
 * The check before a run gives it as its fix, and an item that fails at the model's largest
 * context stores it as its reason (round 37 found "Raise Context size" stored there).
 */
export function longerModelAdvice(max: number, outputSetting: string, floor: number, room: number | null): string {
  if (room === null) {
    return `This model's context (at most ${n(max)} tokens) cannot hold the instructions and a useful part of this paper, even with "${outputSetting}" at its least (${n(floor)}): pick a model with a longer context.`;
  }
  return `This model's context (at most ${n(max)} tokens) cannot hold the instructions, a useful part of this paper and the answer's room as set: lower "${outputSetting}" to ${n(room)} or fewer (with the context at ${n(max)} tokens), or pick a model with a longer context.`;
}
