import type { LlamaContextSequence, Token } from "node-llama-cpp";

interface Waiter {
  /** The sequence asked for, or undefined for any. */
  index: number | undefined;
  resolve: (sequence: LlamaContextSequence) => void;
  reject: (reason: unknown) => void;
  signal?: AbortSignal;
  onAbort: () => void;
}

/**
 * Hands out the sequences of one context to concurrent requests. A request for any sequence gets
 * the free one whose evaluated tokens share the longest prefix with its prompt, so prompts about
 * the same paper land where that paper was already read; a request may also pin one sequence (a
 * "lane"). When none fits, requests wait in order of arrival.
 */
export class SequencePool {
  private readonly all: readonly LlamaContextSequence[];
  private readonly free: LlamaContextSequence[];
  private readonly waiters: Waiter[] = [];

  constructor(sequences: LlamaContextSequence[]) {
    this.all = [...sequences];
    this.free = [...sequences];
  }

  get size(): number {
    return this.all.length;
  }

  /** `index` pins one sequence (0-based); Defaults to any, by longest shared prefix. */
  acquire(tokens: readonly Token[], signal?: AbortSignal, index?: number): Promise<LlamaContextSequence> {
    signal?.throwIfAborted();
    if (index !== undefined && !(Number.isInteger(index) && index >= 0 && index < this.all.length)) {
      return Promise.reject(new RangeError(`There is no sequence ${index}: this context has ${this.all.length} (0 to ${this.all.length - 1}).`));
    }
    const ready = index === undefined ? this.takeBest(tokens) : this.take(this.all[index]!);
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        index,
        resolve,
        reject,
        signal,
        onAbort: () => {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          reject(signal!.reason);
        },
      };
      signal?.addEventListener("abort", waiter.onAbort, { once: true });
      this.waiters.push(waiter);
    });
  }

  release(sequence: LlamaContextSequence): void {
    const index = this.all.indexOf(sequence);
    const at = this.waiters.findIndex((w) => w.index === undefined || w.index === index);
    if (at < 0) {
      this.free.push(sequence);
      return;
    }
    const [waiter] = this.waiters.splice(at, 1);
    waiter!.signal?.removeEventListener("abort", waiter!.onAbort);
    waiter!.resolve(sequence);
  }

  /** Rejects every waiting request (the context is being disposed). */
  rejectWaiting(reason: unknown): void {
    for (const waiter of this.waiters.splice(0)) {
      waiter.signal?.removeEventListener("abort", waiter.onAbort);
      waiter.reject(reason);
    }
  }

  private take(sequence: LlamaContextSequence): LlamaContextSequence | undefined {
    const at = this.free.indexOf(sequence);
    return at < 0 ? undefined : this.free.splice(at, 1)[0];
  }

  private takeBest(tokens: readonly Token[]): LlamaContextSequence | undefined {
    let best: LlamaContextSequence | undefined;
    let bestShared = -1;
    for (const sequence of this.free) {
      const shared = sequence.compareContextTokens(tokens as Token[]).firstDifferentIndex;
      if (shared > bestShared) {
        best = sequence;
        bestShared = shared;
      }
    }
    return best && this.take(best);
  }
}
