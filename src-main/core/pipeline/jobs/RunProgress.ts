/** A snapshot of a run, published after every item. */
export interface RunProgress {
  runId: number;
  status: "running" | "paused" | "cancelled" | "completed" | "failed";
  total: number;
  done: number;
  failed: number;
  pending: number;
  /** QAs stored so far in this run. */
  qas: number;
  /** Generated tokens per second since this execution started. */
  tokensPerSecond: number;
  /** Seconds left at the current pace; null until an item has finished. */
  etaSeconds: number | null;
  /** The last error, when an item failed. */
  lastError: { name: string; message: string } | null;
}
