import { spawn, type ChildProcess } from "node:child_process";
import type { CommandEnd, CommandRun, CommandRunner } from "./CommandRunner.ts";
import { killCommandTree } from "./killCommandTree.ts";

/** What is kept of a command's messages, to tell a missing language from a crash. */
const STDERR_LIMIT = 16 * 1024;
/**
 * How long a run waits, once the command has exited, for its standard error to close. It closes
 * with the command unless something the command started still holds it (a wrapper's child that
 * escaped the kill, a daemon it left behind): the run then ends without it rather than never.
 */
const PIPE_GRACE_MS = 2_000;

/** Every command running in this thread: killed should the process exit (a CLI stopped mid-import). */
const running = new Set<ChildProcess>();
let exitHooked = false;

/**
 * Runs commands as children of this thread, without a shell, with their messages kept and a time
 * limit. Used on the main thread (by the parse pool for its workers, and by an engine made there).
 */
export class LocalCommandRunner implements CommandRunner {
  readonly #children = new Set<ChildProcess>();

  constructor() {
    if (!exitHooked) {
      exitHooked = true;
      process.once("exit", () => running.forEach(killCommandTree));
    }
  }

  /** Commands still running. */
  get count(): number {
    return this.#children.size;
  }

  run(command: CommandRun): Promise<CommandEnd> {
    const child = spawn(command.file, command.args, { stdio: ["ignore", "ignore", "pipe"], windowsHide: true, env: { ...process.env, ...command.env } });
    running.add(child);
    this.#children.add(child);
    const ended = () => {
      running.delete(child);
      this.#children.delete(child);
    };
    return new Promise<CommandEnd>((resolve) => {
      let stderr = "";
      let late = false;
      let grace: NodeJS.Timeout | undefined;
      const timer = setTimeout(() => {
        late = true;
        killCommandTree(child);
      }, command.timeoutMs);
      child.stderr?.on("data", (chunk: Buffer) => {
        if (stderr.length < STDERR_LIMIT) stderr += chunk.toString("utf8").slice(0, STDERR_LIMIT - stderr.length);
      });
      const finish = (end: CommandEnd) => {
        clearTimeout(timer);
        clearTimeout(grace);
        ended();
        resolve(end);
      };
      child.once("error", (error: NodeJS.ErrnoException) => finish({ kind: "not-started", reason: error.code ?? error.message }));
      child.once("exit", (code, signal) => {
        grace = setTimeout(() => {
          child.stderr?.destroy();
          finish(late ? { kind: "late" } : { kind: "exited", code, signal, stderr });
        }, PIPE_GRACE_MS);
      });
      child.once("close", (code, signal) => finish(late ? { kind: "late" } : { kind: "exited", code, signal, stderr }));
    });
  }

  killAll(): void {
    this.#children.forEach(killCommandTree);
  }
}
