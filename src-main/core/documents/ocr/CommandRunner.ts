/** One run of an OCR command: the executable, its arguments, and what it may take. */
export interface CommandRun {
  file: string;
  args: string[];
  /** Added to the environment of the process that starts it. */
  env: Record<string, string>;
  /** How long it may run before it is killed and reported "late". */
  timeoutMs: number;
}

/** How a run ended: it exited (or was killed), ran out of time, or never started. */
export type CommandEnd =
  | { kind: "exited"; code: number | null; signal: NodeJS.Signals | null; stderr: string }
  | { kind: "late" }
  | { kind: "not-started"; reason: string };

/**
 * Runs OCR commands. Where it runs them matters: a process's child is reaped only by the thread
 * that started it, so a worker thread that may be terminated mid-page asks the main thread to run
 * them (see ParentCommandRunner), and the pool kills and reaps them whatever the worker was doing.
 */
export interface CommandRunner {
  run(command: CommandRun): Promise<CommandEnd>;
  /** Kills every command it still runs; their runs end "exited" with the signal. */
  killAll(): void;
}
