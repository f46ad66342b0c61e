import type { ParseArgsConfig } from "node:util";
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

export interface CliCommand {
  /** Words that name the command, e.g. ["db", "info"]. */
  path: string[];
  summary: string;
  /** More to say in the command's --help, after the usage line. */
  details?: string;
  /** Arguments after the command words, e.g. "<files|folders>...". */
  usage?: string;
  /** Options besides the global --data-dir, --json and --help. */
  options?: NonNullable<ParseArgsConfig["options"]>;
  /** Whether free arguments are accepted. Defaults to false. */
  positionals?: boolean;
  /** Returns the process exit code. */
  run(context: CliContext, values: Record<string, unknown>, positionals: string[]): Promise<number>;
}

/** A mistake in how the command was called: printed with a pointer to --help, exit code 64. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}
