// Progress sent at most a few times a second, and never left behind: a page read within the
// interval after the last one sent is sent when the interval ends, so a batch of pages read at once
// ("2 of 6" a moment after "1 of 6") shows its last count while the next batch takes its seconds.

/** The most often progress is sent, in milliseconds. */
export const PROGRESS_INTERVAL_MS = 250;

export interface LatestProgress<T> {
  /** Sends `value` now if the interval has passed (or `final`), else once it has, unless a newer one comes first. */
  push(value: T, final: boolean): void;
  /** Drops a value still waiting: the work is over and its result says the rest. */
  stop(): void;
}

export function latestProgress<T>(send: (value: T) => void, intervalMs = PROGRESS_INTERVAL_MS): LatestProgress<T> {
  let lastSent = -Infinity;
  let waiting: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (!waiting) return;
    const { value } = waiting;
    waiting = null;
    lastSent = performance.now();
    send(value);
  };
  return {
    push(value, final) {
      waiting = { value };
      const since = performance.now() - lastSent;
      if (final || since >= intervalMs) {
        if (timer) clearTimeout(timer);
        flush();
        return;
      }
      timer ??= setTimeout(flush, intervalMs - since);
      // A timer left waiting must not keep a finished command's process alive.
      timer.unref?.();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      waiting = null;
    },
  };
}
