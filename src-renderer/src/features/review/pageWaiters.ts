/**
 * Callers waiting for a page of rows to arrive (or fail), keyed by the page's offset: `load`
 * waits here for the fetch it started or joined, and the fetch wakes everyone on its offset.
 */
export class PageWaiters {
  private readonly waiting = new Map<number, (() => void)[]>();

  /** Resolves once `wake(offset)` is called. */
  wait(offset: number): Promise<void> {
    return new Promise<void>((resolve) => this.waiting.set(offset, [...(this.waiting.get(offset) ?? []), resolve]));
  }

  wake(offset: number): void {
    for (const resolve of this.waiting.get(offset) ?? []) resolve();
    this.waiting.delete(offset);
  }
}
