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

interface OptionDeclaration {
  /** One letter for `-x`. Defaults to none. */
  short?: string;
  /** The value as help shows it, e.g. "<id>". Defaults to `<option name>`; unused for a boolean. */
  value?: string;
  /** What the option does, one line for `--help`. */
  help: string;
  /** What happens without it, in words ("jsonl", "every paper", "off"), or "required". */
  default: string;
  /**
   * The field of the command's request this option fills, as a dotted path ("maxAnswerTokens",
   * "fields.source"; through a list, every element: "endpoints.concurrency"). The request is
   * built from these, and the request's complaint about that field names this option instead.
   * Defaults to none: the command reads the value itself.
   */
  fills?: string;
  /** What the request accepts, in words ("open or closed"), said when it refuses the value. Defaults to the request's own words. */
  takes?: string;
}

export interface StringOption<T = string> extends OptionDeclaration {
  type: "string";
  /** Whether it may be given more than once (its value is then a list). Defaults to false. */
  multiple?: boolean;
  /**
   * The text given, read as what the command takes; throws a UsageError that names `flag` when
   * the text cannot be read. Defaults to the text as given.
   */
  parse?: (text: string, flag: string) => T;
}

export interface BooleanOption<T = true> extends OptionDeclaration {
  type: "boolean";
  multiple?: false;
  /** The value the flag stands for when given. Defaults to true. */
  parse?: (given: true, flag: string) => T;
}

/**
 * One option of a command, declared once: the parser reads its type and `parse`, `--help`
 * prints its line from `help` and `default`, the request is filled from `fills`, and errors
 * about it name it, so what an option is and does is never written twice.
 */
export type CliOption = StringOption<unknown> | BooleanOption<unknown>;
export type CliOptions = Readonly<Record<string, CliOption>>;

/** What one option reads as: its parsed value, a list of them when repeatable, `true` for a flag. */
export type OptionValue<O> = O extends { parse: (...args: never[]) => infer T }
  ? O extends { multiple: true }
    ? T[]
    : T
  : O extends { type: "boolean" }
    ? true
    : O extends { multiple: true }
      ? string[]
      : string;

/** A command's options as given on the command line, each absent when not given. */
export type OptionValues<O extends CliOptions> = { -readonly [K in keyof O]?: OptionValue<O[K]> };

export interface CliCommand<O extends CliOptions = CliOptions> {
  /** Words that name the command, e.g. ["db", "info"]. */
  path: string[];
  summary: string;
  /** More to say in the command's --help, after the options. */
  details?: string;
  /** Arguments after the command words, e.g. "<files|folders>...". */
  usage?: string;
  /** Options besides the global --data-dir, --json and --help. */
  options?: O;
  /** Whether free arguments are accepted. Defaults to false. */
  positionals?: boolean;
  /** Returns the process exit code. */
  run(context: CliContext, values: OptionValues<O>, positionals: string[]): Promise<number>;
}

/** A command whose option values are typed from its declaration. */
export function defineCommand<const O extends CliOptions = Record<never, never>>(command: CliCommand<O>): CliCommand<O> {
  return command;
}

/** Options declared apart from their command (shared, or read by helpers), typed as declared. */
export function defineOptions<const O extends CliOptions>(options: O): O {
  return options;
}

/** A mistake in how the command was called: printed with a pointer to --help, exit code 64. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}
