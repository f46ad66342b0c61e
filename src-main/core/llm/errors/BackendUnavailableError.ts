/** The compute backend asked for (CUDA, Metal, Vulkan, or even the CPU build) cannot run here. */
export class BackendUnavailableError extends Error {
  override readonly name = "BackendUnavailableError";
  readonly backend: string;

  /** `reason` is in plain words, e.g. "no NVIDIA driver was found on this machine". */
  constructor(backend: string, reason: string) {
    super(`The ${backend} backend is not available: ${reason}`);
    this.backend = backend;
  }
}
