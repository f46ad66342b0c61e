import type { CommandEnd, CommandRun, CommandRunner } from "../ocr/CommandRunner.ts";
import type { CommandKillRequest, CommandRunRequest } from "./workerMessages.ts";

/**
 * A parse worker's OCR commands, run by the pool on the main thread. Started here, a command
 * outlives a worker terminated mid-page (a cancel, a crash, Core.close) as a zombie no thread
 * reaps, or reads on as an orphan if the worker had not yet said it started it. Run there, the
 * pool kills and reaps it whatever state the worker is in.
 */
export class ParentCommandRunner implements CommandRunner {
  readonly #post: (message: CommandRunRequest | CommandKillRequest) => void;
  readonly #waiting = new Map<number, (end: CommandEnd) => void>();
  #nextCall = 1;

  constructor(post: (message: CommandRunRequest | CommandKillRequest) => void) {
    this.#post = post;
  }

  run(command: CommandRun): Promise<CommandEnd> {
    const call = this.#nextCall++;
    return new Promise<CommandEnd>((resolve) => {
      this.#waiting.set(call, resolve);
      this.#post({ kind: "command-run", call, command });
    });
  }

  /** The pool's answer to run `call`. */
  ended(call: number, end: CommandEnd): void {
    this.#waiting.get(call)?.(end);
    this.#waiting.delete(call);
  }

  killAll(): void {
    if (this.#waiting.size > 0) this.#post({ kind: "command-kill" });
  }
}
