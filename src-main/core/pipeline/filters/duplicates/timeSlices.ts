import type { Pause } from "./indexedQa.ts";

/**
 * A `Pause` that gives the event loop a turn once `sliceMs` of work has gone by since the last
 * one, so a check of a million QAs in the app's or the server's process leaves other calls
 * answered within about that long; it throws the signal's reason once cancelled.
 * @param sliceMs Defaults to 10 ms.
 */
export function timeSlices(signal?: AbortSignal, sliceMs = 10): Pause {
  let started = performance.now();
  return async () => {
    signal?.throwIfAborted();
    if (performance.now() - started < sliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    signal?.throwIfAborted();
    started = performance.now();
  };
}
