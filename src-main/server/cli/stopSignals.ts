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
