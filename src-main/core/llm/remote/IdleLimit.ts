/**
 * A limit on silence: its signal aborts when `arm` or the last `touch` is older than `ms`.
 * For an answer whose whole may rightly take minutes while a pause in it may not: armed when the
 * headers arrive, touched at each piece of the body, stopped when the body is whole.
 */
export class IdleLimit {
  readonly signal: AbortSignal;
  readonly ms: number;
  #controller = new AbortController();
  #timer: NodeJS.Timeout | undefined;

  constructor(ms: number) {
    this.ms = ms;
    this.signal = this.#controller.signal;
  }

  /** Starts (or restarts) the count of silence. */
  arm(): void {
    this.stop();
    this.#timer = setTimeout(() => this.#controller.abort(new Error(`nothing arrived for ${this.ms} ms`)), this.ms);
  }

  /** Something arrived: the silence starts again from now. */
  touch(): void {
    if (this.#timer) this.#timer.refresh();
  }

  /** The answer is whole (or abandoned): no limit any more. */
  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  get fired(): boolean {
    return this.signal.aborted;
  }
}
