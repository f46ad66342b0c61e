/**
 * Fans one underlying subscription (an event stream, an IPC listener) out to any number of
 * listeners: it starts with the first listener and stops when the last one leaves, so every
 * component can subscribe without opening a connection of its own.
 */
export function sharedSubscription<T>(start: (emit: (value: T) => void) => () => void): (listener: (value: T) => void) => () => void {
  const listeners = new Set<(value: T) => void>();
  let stop: (() => void) | null = null;
  const emit = (value: T): void => {
    for (const listener of [...listeners]) {
      try {
        listener(value);
      } catch (error) {
        // One broken view must not keep the others from hearing about the event.
        console.error("An event listener failed", error);
      }
    }
  };
  return (listener) => {
    // A wrapper per call, so subscribing the same function twice needs two unsubscribes.
    const entry = (value: T): void => listener(value);
    listeners.add(entry);
    stop ??= start(emit);
    return () => {
      listeners.delete(entry);
      if (listeners.size === 0 && stop) {
        stop();
        stop = null;
      }
    };
  };
}
