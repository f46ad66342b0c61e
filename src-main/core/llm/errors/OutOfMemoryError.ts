/** What was asked of the machine when memory ran out, so the message can say what to lower. */
export interface MemoryAttempt {
  /** What was being created. */
  what: "model" | "context" | "embedding context";
  file: string;
  /** Tokens per sequence, when a context was being created. */
  contextSize?: number | "auto";
  sequences?: number;
  gpuLayers?: number | "auto";
  backend: string;
}

/** The model or its context does not fit in the memory (RAM or VRAM) available. */
export class OutOfMemoryError extends Error {
  override readonly name = "OutOfMemoryError";
  readonly attempt: MemoryAttempt;

  constructor(attempt: MemoryAttempt, detail: string) {
    const tried = [
      `backend ${attempt.backend}`,
      attempt.gpuLayers !== undefined ? `GPU layers ${attempt.gpuLayers}` : "",
      attempt.contextSize !== undefined ? `context size ${attempt.contextSize}` : "",
      attempt.sequences !== undefined ? `${attempt.sequences} parallel sequence${attempt.sequences === 1 ? "" : "s"}` : "",
    ].filter(Boolean);
    super(
      `Not enough memory for the ${attempt.what} of ${attempt.file} (tried ${tried.join(", ")}): ${detail}. ` +
        `Lower the context size, the number of parallel sequences or the GPU layers, close other programs, or use a smaller quantization.`,
    );
    this.attempt = attempt;
  }
}
