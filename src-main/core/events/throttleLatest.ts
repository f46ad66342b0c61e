/** Publishes the latest value at most once per interval; see `throttleLatest`. */
export interface LatestThrottle<T> {
  /** Offers a value: sent now when the interval has passed, else kept to be sent when it does. */
  push(value: T): void;
  /** Sends `value` at once, dropping anything still waiting: for the final state, which must never be lost or overtaken. */
  final(value: T): void;
  /** Drops anything waiting without sending it. */
  cancel(): void;
}

/**
 * Rate-limits a stream of snapshots (progress of a run, a download, a model load) so a window
 * is not flooded with hundreds of events a second. Only the newest value matters, so values
 * that arrive inside the interval replace each other and the last one goes out when the interval
 * ends. `intervalMs` defaults to 200 (about five events a second).
 */
export function throttleLatest<T>(send: (value: T) => void, intervalMs = 200): LatestThrottle<T> {
  let lastSent = -Infinity;
  let waiting: { value: T } | null = null;
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    timer = undefined;
    if (!waiting) return;
    const { value } = waiting;
    waiting = null;
    lastSent = performance.now();
    send(value);
  };

  return {
    push(value) {
      waiting = { value };
      if (timer) return;
      const wait = lastSent + intervalMs - performance.now();
      if (wait <= 0) flush();
      // unref: a pending progress event must never keep the process alive on its own.
      else timer = setTimeout(flush, wait).unref();
    },
    final(value) {
      this.cancel();
      lastSent = performance.now();
      send(value);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      waiting = null;
    },
  };
}
