import type { RemoteHttpClient } from "./RemoteHttpClient.ts";

/** One server and how many requests it takes at once. */
export interface PooledEndpoint {
  client: RemoteHttpClient;
  concurrency: number;
}

/**
 * The servers of one remote model as sequences: each endpoint contributes `concurrency`
 * sequences, interleaved (A, B, A, B...) so that a run's first lanes land on different servers.
 * A sequence always goes to the same endpoint, so a lane keeps the paper prefix that server has
 * cached (vLLM's and llama.cpp's prefix caches). Each endpoint admits at most `concurrency`
 * requests at once, whichever sequences they come from.
 */
export class RemoteEndpointPool {
  readonly endpoints: readonly PooledEndpoint[];
  private readonly slots: number[];
  private readonly busy: number[];
  private readonly waiting: (() => void)[][];
  private next = 0;

  constructor(endpoints: readonly PooledEndpoint[]) {
    this.endpoints = endpoints;
    this.busy = endpoints.map(() => 0);
    this.waiting = endpoints.map(() => []);
    const most = Math.max(...endpoints.map((e) => e.concurrency));
    this.slots = [];
    for (let round = 0; round < most; round++) endpoints.forEach((e, i) => round < e.concurrency && this.slots.push(i));
  }

  /** Requests all endpoints take at once. */
  get size(): number {
    return this.slots.length;
  }

  /** Runs `task` on the endpoint of `sequence` (any, round robin, when undefined), within its concurrency. */
  async run<T>(sequence: number | undefined, task: (client: RemoteHttpClient) => Promise<T>, signal?: AbortSignal): Promise<T> {
    const index = this.slots[(sequence ?? this.next++) % this.slots.length]!;
    await this.enter(index, signal);
    try {
      return await task(this.endpoints[index]!.client);
    } finally {
      this.leave(index);
    }
  }

  private enter(index: number, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    if (this.busy[index]! < this.endpoints[index]!.concurrency) {
      this.busy[index]!++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const admit = () => {
        signal?.removeEventListener("abort", abort);
        this.busy[index]!++;
        resolve();
      };
      const abort = () => {
        const queue = this.waiting[index]!;
        queue.splice(queue.indexOf(admit), 1);
        reject(signal!.reason);
      };
      signal?.addEventListener("abort", abort, { once: true });
      this.waiting[index]!.push(admit);
    });
  }

  private leave(index: number): void {
    this.busy[index]!--;
    this.waiting[index]!.shift()?.();
  }
}
