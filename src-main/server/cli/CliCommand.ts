import type { Core } from "../../core/createCore.ts";

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
}

export interface CliContext {
  io: CliIo;
  /** `--json`: machine-readable output on stdout. */
  json: boolean;
  dataDir: string;
  /** The core for this data directory, created on first use and closed when the command ends. */
  core(): Core;
}

/**
 * One option of a command, declared once: the parser reads its type, `--help` prints its line
 * from `help` and `default`, so what an option does is never written twice.
 */
export interface CliOption {
  type: "string" | "boolean";
  /** One letter for `-x`. Defaults to none. */
  short?: string;
  /** Whether it may be given more than once. Defaults to false. */
  multiple?: boolean;
  /** The value as help shows it, e.g. "<id>". Defaults to `<option name>`; unused for a boolean. */
  value?: string;
  /** What the option does, one line for `--help`. */
  help: string;
  /** What happens without it, in words ("jsonl", "every paper", "off"), or "required". */
  default: string;
}

export interface CliCommand {
  /** Words that name the command, e.g. ["db", "info"]. */
  path: string[];
  summary: string;
  /** More to say in the command's --help, after the options. */
  details?: string;
  /** Arguments after the command words, e.g. "<files|folders>...". */
  usage?: string;
  /** Options besides the global --data-dir, --json and --help. */
  options?: Record<string, CliOption>;
  /** Whether free arguments are accepted. Defaults to false. */
  positionals?: boolean;
  /** Returns the process exit code. */
  run(context: CliContext, values: Record<string, unknown>, positionals: string[]): Promise<number>;
}

/** A mistake in how the command was called: printed with a pointer to --help, exit code 64. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}
