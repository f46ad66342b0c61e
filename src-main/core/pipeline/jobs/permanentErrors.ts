/**
 * Failures an item would meet again on every attempt, so it fails at once instead of using up
 * "Attempts per item". The one place that decides it, by error name:
 * - ContextTooSmallError, ContextOverflowError, TableDoesNotFitError: the prompt and the answer's
 *   room do not fit the context; nothing about a retry changes either.
 * - GenerationFailedError: the engine already tried several generations (each with the next
 *   seed); an item attempt repeats the same seeds and so the same outputs.
 * - InvalidJsonSchemaError: the strategy's schema cannot become a grammar.
 * - UnknownStrategyError, PaperNotFoundError: the run names a strategy or paper that is not there.
 * Anything else (a model unloaded underneath, memory pressure, a crash) may pass on a retry.
 */
const PERMANENT = new Set(["ContextTooSmallError", "ContextOverflowError", "TableDoesNotFitError", "GenerationFailedError", "InvalidJsonSchemaError", "UnknownStrategyError", "PaperNotFoundError"]);

export function isPermanentFailure(error: { name: string }): boolean {
  return PERMANENT.has(error.name);
}
