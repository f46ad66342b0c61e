import type { LlamaLogLevel } from "node-llama-cpp";

/**
 * Keeps llama.cpp's recent warnings and errors. A failed model load throws only "Failed to load
 * model"; the reason ("unknown model architecture", "not within the file bounds") is in the log
 * lines emitted just before, so load errors are classified from them.
 */
export class LlamaLogBuffer {
  private readonly lines: { seq: number; level: LlamaLogLevel; message: string }[] = [];
  private seq = 0;
  private readonly capacity: number;
  private readonly forward?: (message: string) => void;

  /** `capacity` Defaults to 200 lines; `forward` Defaults to none. */
  constructor(options: { capacity?: number; forward?: (message: string) => void } = {}) {
    this.capacity = options.capacity ?? 200;
    this.forward = options.forward;
  }

  readonly logger = (level: LlamaLogLevel, message: string): void => {
    const text = message.trim();
    if (!text) return;
    this.lines.push({ seq: ++this.seq, level, message: text });
    if (this.lines.length > this.capacity) this.lines.shift();
    this.forward?.(`[llama.cpp ${level}] ${text}`);
  };

  /** A position to read from later with `since`. */
  mark(): number {
    return this.seq;
  }

  /**
   * Messages logged after `mark`, oldest first, once the ones already emitted have arrived:
   * llama.cpp's log calls reach JavaScript through the event loop, after the failed call's
   * rejection, so reading right away would miss them.
   */
  async settledSince(mark: number): Promise<string[]> {
    // A failed llama.cpp load ends with "..._from_file_impl: failed to load model"; stop waiting
    // once it is here (node-llama-cpp's own "Failed simulating model resource usage" comes earlier).
    const deadline = performance.now() + 100;
    await new Promise((resolve) => setImmediate(resolve));
    while (!this.since(mark).some((line) => /_impl: failed to load model/.test(line)) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return this.since(mark);
  }

  /** Messages logged after `mark` so far, oldest first. */
  since(mark: number): string[] {
    return this.lines.filter((line) => line.seq > mark).map((line) => line.message);
  }
}
