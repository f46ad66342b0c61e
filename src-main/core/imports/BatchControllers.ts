/**
 * One AbortController per import batch with a call running, so a cancel from any window or
 * transport stops it: a signal cannot cross the wire, a batch id can. Calls of one batch running
 * at once (an upload's parts may overlap) share it; it is dropped when the last one ends.
 */
export class BatchControllers {
  private readonly running = new Map<string, { controller: AbortController; calls: number }>();

  /** The batch's controller, held until `release`. */
  hold(batchId: string): AbortController {
    const held = this.running.get(batchId) ?? { controller: new AbortController(), calls: 0 };
    held.calls++;
    this.running.set(batchId, held);
    return held.controller;
  }

  release(batchId: string): void {
    const held = this.running.get(batchId);
    if (held && --held.calls === 0) this.running.delete(batchId);
  }

  /** Aborts the batch's running calls, if any, with `reason`. */
  abort(batchId: string, reason: Error): void {
    this.running.get(batchId)?.controller.abort(reason);
  }
}
