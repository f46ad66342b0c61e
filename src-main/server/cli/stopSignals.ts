/** The shell's code for a command stopped by Ctrl-C. */
export const EXIT_INTERRUPTED = 130;

/**
 * Listens for Ctrl-C (SIGINT) and termination requests (SIGTERM) until released. The listeners
 * stay installed for the whole shutdown, not just the first signal: signal-exit (loaded with
 * node-llama-cpp's dependencies) re-raises a signal to kill the process when it finds itself the
 * only listener, so a listener that removed itself on the first signal let the process die by
 * SIGTERM mid-shutdown instead of exiting with its own code.
 */
export function onStopSignal(handler: (signal: NodeJS.Signals) => void): () => void {
  const listener = (signal: NodeJS.Signals): void => handler(signal);
  process.on("SIGINT", listener);
  process.on("SIGTERM", listener);
  return () => {
    process.off("SIGINT", listener);
    process.off("SIGTERM", listener);
  };
}

/** What `untilStopped` ends with: the work's result, or word that the stop signal ended it. */
export type Stoppable<T> = { stopped: false; value: T } | { stopped: true };

/**
 * Runs work that Ctrl-C (or SIGTERM) may stop, handing it the signal that aborts it. A failure
 * caused by that abort comes back as `{ stopped: true }` so the command can say what was kept
 * and exit with EXIT_INTERRUPTED; any other failure is rethrown unchanged. With `listen` false
 * the work runs without the listeners (a command that lets the default Ctrl-C kill it).
 */
export async function untilStopped<T>(work: (signal: AbortSignal) => Promise<T>, listen = true): Promise<Stoppable<T>> {
  const controller = new AbortController();
  const release = listen ? onStopSignal(() => controller.abort(new Error("interrupted"))) : () => undefined;
  try {
    return { stopped: false, value: await work(controller.signal) };
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    return { stopped: true };
  } finally {
    release();
  }
}
