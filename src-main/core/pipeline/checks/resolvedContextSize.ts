/** What a check assumes when the model's trained size is unknown (a model without that header field). */
export const DEFAULT_CONTEXT_SIZE = 8192;

/**
 * The context size a run's generator is created with. None asked for: "auto", so the context
 * follows the model: llama.cpp gives it as much of its trained context (from the GGUF header) as
 * memory allows, and a model trained on 32k reads a long paper in one prompt where a fixed 8,192
 * would split it. A number is capped at the trained size. What the run really got is recorded
 * once the generator exists.
 */
export function requestedContextSize(requested: "auto" | number | undefined, trained: number | null): "auto" | number {
  const asked = requested ?? "auto";
  return asked === "auto" ? "auto" : Math.min(asked, trained ?? asked);
}

/** The same as a number, for checks made before the generator exists: "auto" is taken as the trained size. */
export function resolvedContextSize(requested: "auto" | number | undefined, trained: number | null): number {
  const size = requestedContextSize(requested, trained);
  return size === "auto" ? (trained ?? DEFAULT_CONTEXT_SIZE) : size;
}
