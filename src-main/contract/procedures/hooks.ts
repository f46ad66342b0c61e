import type { AskProgress } from "../ask.ts";
import type { JudgeProgress } from "../judge.ts";
import type { RunProgressView } from "../runProgress.ts";

// What only a caller in the same process (the CLI, tests) can pass to a procedure: callbacks and
// an AbortSignal do not cross a process boundary, so transports publish events instead.

/** In-process hooks of a run (the CLI's progress line); transports add events for these later. */
export interface RunHooks {
  /** Called once the whole plan is stored, before any item runs (for a retry: the run that executes it). */
  onPlanned?(run: { runId: number; items: number }): void;
  /** Called after every item, and a few times a second while an item writes its output. */
  onProgress?(progress: RunProgressView): void;
  /** Cancels: items in flight go back to the queue, the rest are marked cancelled. */
  signal?: AbortSignal;
}

/** In-process hooks of a QA import (the CLI's Ctrl-C and progress line); transports get "run.progress" events instead. */
export interface ImportQasHooks {
  /** Stops the import between work items: the QAs stored stay, the run is cancelled, and `resume` goes on. */
  signal?: AbortSignal;
  /** Called once the run is stored, after each work item (a few times a second at most) and at the end. */
  onProgress?(progress: RunProgressView): void;
}

/** Progress of an export: records written so far out of those selected. */
export interface ExportProgress {
  records: number;
  total: number;
}

/** In-process controls of an export (the CLI's Ctrl-C and progress line). */
export interface ExportHooks {
  /** Stops the export: nothing is written, a file already at the destination stays as it was. */
  signal?: AbortSignal;
  /** Called as records are written, a few times a second. */
  onProgress?(progress: ExportProgress): void;
}

/** In-process hooks of an evaluation (the CLI's); transports get "judge.progress" events instead. */
export interface EvaluateHooks {
  /** Stops after the QAs being judged; every judgement stored so far stays, and evaluating again goes on from there. */
  signal?: AbortSignal;
  onProgress?(progress: JudgeProgress): void;
}

/** In-process hooks of an answer (the CLI's); transports get "ask.progress" events instead. */
export interface AskHooks {
  /** Stops the answer: the call rejects with AskStoppedError and nothing is stored. */
  signal?: AbortSignal;
  /** Called as the answer is found and written, a few times a second. */
  onProgress?(progress: AskProgress): void;
}
