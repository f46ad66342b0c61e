/** Where a user's action reports: its busy flag and the error shown beside it. */
export interface ActionState {
  setBusy(busy: boolean): void;
  setError(error: Error | null): void;
}

/**
 * Runs a user's action the way every form and dialog here does: busy while it runs, the last
 * error cleared first, and an error it throws kept to show beside the action rather than thrown
 * on (a click handler has no one to catch it), answered then as `undefined`.
 */
export async function callKeepingError<T>(state: ActionState, call: () => Promise<T>): Promise<T | undefined> {
  state.setBusy(true);
  state.setError(null);
  try {
    return await call();
  } catch (e) {
    state.setError(e as Error);
    return undefined;
  } finally {
    state.setBusy(false);
  }
}
