/** How a child process ended, and what it said on the way. */
export interface ChildEnding {
  /** The exit code; null when a signal ended it. */
  code: number | null;
  /** The signal that ended it (SIGABRT for a failed assertion); null after a normal exit. */
  signal: string | null;
  /** The last part of what it wrote to stderr (where llama.cpp prints a failed assertion), at most STDERR_TAIL_BYTES. */
  stderr: string;
}

/** Bytes of a child's stderr kept: llama.cpp's assertion line and a little before it. */
export const STDERR_TAIL_BYTES = 16 * 1024;

export interface ChildRunOptions {
  /** Called with each message the child posts. */
  onMessage: (message: unknown) => void;
  /** Stops the child (SIGKILL); the run then rejects with the signal's reason. Defaults to none. */
  signal?: AbortSignal;
}

/**
 * Starts a module of ours in a separate process and reports how it ended. In plain Node (the
 * CLI, `serve`, tests) that is `child_process.fork` (forkChildLauncher.ts); in the desktop app,
 * whose Electron binary cannot run as Node (the runAsNode fuse is off), the shell passes one
 * made on Electron's utilityProcess. The child posts messages with `postToParent`.
 */
export interface ChildLauncher {
  run(script: URL, args: readonly string[], options: ChildRunOptions): Promise<ChildEnding>;
}

/** Keeps the last STDERR_TAIL_BYTES of a stream's text. */
export function stderrTail(): { push(chunk: Buffer | string): void; text(): string } {
  let tail = "";
  return {
    push(chunk) {
      tail = (tail + chunk.toString()).slice(-STDERR_TAIL_BYTES);
    },
    text: () => tail,
  };
}
