/** The context a run asks for when none is given: enough for most papers with a 3,000-token answer. */
export const DEFAULT_CONTEXT_SIZE = 8192;

/**
 * The context size a run's generator is created with: the request (8,192 when none), never more
 * than the model was trained for; "auto" lets llama.cpp pick up to the trained size (taken as
 * that size here, and recorded as what it really got once the generator exists).
 */
export function requestedContextSize(requested: "auto" | number | undefined, trained: number | null): "auto" | number {
  const asked = requested ?? DEFAULT_CONTEXT_SIZE;
  return asked === "auto" ? "auto" : Math.min(asked, trained ?? asked);
}

/** The same as a number, for checks made before the generator exists. */
export function resolvedContextSize(requested: "auto" | number | undefined, trained: number | null): number {
  const size = requestedContextSize(requested, trained);
  return size === "auto" ? (trained ?? DEFAULT_CONTEXT_SIZE) : size;
}
