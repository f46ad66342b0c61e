import { parseArgs } from "node:util";
import { toErrorInfo } from "../../contract/errors.ts";
import { inPlaceWords } from "../../contract/placeWords.ts";
import { createCore, type Core } from "../../core/createCore.ts";
import { resolveDataDir } from "../../core/system/dataDir.ts";
import { UsageError, type CliIo } from "./CliCommand.ts";
import { commandHelp, commandUsage, GLOBAL_OPTIONS, optionLines, parserOptions } from "./cliHelp.ts";
import { commands } from "./commands/index.ts";
import { findCommand, unknownCommand } from "./findCommand.ts";
import { oldSpellingParserOptions, oldSpellings, readOldSpellings } from "./oldSpellings.ts";
import { optionValues, type RawOptionValues } from "./optionValues.ts";
import { environmentKeysOf } from "../../core/llm/remote/environmentKeys.ts";
import { CLI_HINTS } from "./errorHints.ts";
import { terminalText } from "./terminalText.ts";

export const EXIT_USAGE = 64;

function overview(): string {
  const width = Math.max(...commands.map((c) => c.path.join(" ").length));
  return [
    "Distillate: read scientific PDFs and turn them into scored question-answer datasets, offline.",
    "",
    "Usage: distillate <command> [options]",
    "",
    "Commands:",
    ...commands.map((c) => `  ${c.path.join(" ").padEnd(width)}  ${c.summary}`),
    "",
    "Options for every command:",
    ...optionLines(GLOBAL_OPTIONS),
    "",
    "Errors go to stderr; the exit code is 0 on success, 64 for a usage mistake, non-zero otherwise.",
  ].join("\n");
}

/**
 * Runs one CLI invocation and returns its exit code. It never calls process.exit, so tests can
 * run it in-process and the bin script decides how to exit.
 */
export async function runCli(argv: string[], given: CliIo): Promise<number> {
  const wantsJson = argv.includes("--json");
  // The one place text leaves the CLI: whatever a command prints (a paper's title, a passage, a
  // model's answer, an error quoting a file name) reaches a terminal with no control character in it.
  const io: CliIo = { ...given, stdout: (text) => given.stdout(terminalText(text)), stderr: (text) => given.stderr(terminalText(text)) };
  const fail = (error: unknown, code: number): number => {
    const info = cliErrorInfo(error);
    const hint = Object.hasOwn(CLI_HINTS, info.name) ? CLI_HINTS[info.name] : undefined;
    io.stderr(wantsJson ? jsonErrorLine(error) : `distillate: ${info.message}\n${hint ? `${hint}\n` : ""}`);
    return code;
  };

  if (argv.length === 0 || (argv.length === 1 && (argv[0] === "--help" || argv[0] === "-h" || argv[0] === "help"))) {
    io.stdout(overview() + "\n");
    return argv.length === 0 ? EXIT_USAGE : 0;
  }
  const found = findCommand(argv);
  if (!found) return fail(new UsageError(unknownCommand(argv)), EXIT_USAGE);
  const { command, rest } = found;

  const declared = { ...GLOBAL_OPTIONS, ...command.options };
  const aliases = oldSpellings(declared);
  let parsed: { values: RawOptionValues; positionals: string[] };
  let oldUsed: [string, string][];
  try {
    const given = parseArgs({ args: rest, options: { ...parserOptions(declared), ...oldSpellingParserOptions(declared, aliases) }, allowPositionals: true, strict: true });
    if (!command.positionals && given.positionals.length > 0) {
      throw new UsageError(`Unexpected argument "${given.positionals[0]}".`);
    }
    const read = readOldSpellings(given.values, aliases);
    parsed = { values: read.values, positionals: given.positionals };
    oldUsed = read.used;
  } catch (error) {
    const message = `${(error as Error).message.split("\n")[0]}\nUsage: ${commandUsage(command)}`;
    return fail(new UsageError(message), EXIT_USAGE);
  }
  const global = optionValues(GLOBAL_OPTIONS, parsed.values);
  if (global.help) {
    io.stdout(commandHelp(command));
    return 0;
  }
  // A note, not an error: scripts written against the old spellings keep running this release.
  // With --json stderr carries only an error object, so the note is left out there.
  if (global.json !== true) for (const [old, name] of oldUsed) io.stderr(`distillate: --${old} is now spelt --${name}; the old spelling works until the next release.\n`);

  let core: Core | undefined;
  let code: number;
  try {
    // In here: with no home folder known as a full path there is no library to use, and that
    // is reported like any failure (NoHomeFolderError).
    const dataDir = resolveDataDir({ explicit: global["data-dir"], env: io.env });
    // Read here, before the command runs: an option whose text cannot be read is a usage
    // mistake named by its flag, whatever the command would have done first.
    const values = optionValues(command.options ?? {}, parsed.values);
    code = await command.run(
      { io, json: global.json === true, dataDir, core: () => (core ??= createCore({ dataDir, apiKeys: environmentKeysOf(io.env) })) },
      values,
      parsed.positionals,
    );
  } catch (error) {
    code = fail(error, error instanceof UsageError ? EXIT_USAGE : 1);
  }
  try {
    // Awaited: the process exits right after, and must not while a worker thread or llama.cpp
    // still runs native code (SQLite, pdf.js), which can abort it (core/documents/pool/README.md).
    await core?.closeAsync();
  } catch (error) {
    // Reported like any failure (never as an escaped exception with a stack), and only when
    // nothing was reported yet: a script reading --json gets one error object, not two.
    if (code === 0) code = fail(error, 1);
  }
  return code;
}

/**
 * A failure as `--json` prints it on stderr: one line, one `{error: {name, message}}` object, no
 * stack. The bin script uses it too, for an exception that escaped everything (a worker's error
 * event, a stray rejection), so a script reading --json never meets a stack trace.
 */
export function jsonErrorLine(error: unknown): string {
  return terminalText(JSON.stringify({ error: cliErrorInfo(error) }) + "\n");
}

/** An error as the CLI tells it: advice written in the desktop's words ("under Models") in the CLI's. */
function cliErrorInfo(error: unknown) {
  const info = toErrorInfo(error);
  return { ...info, message: inPlaceWords(info.message, "cli") };
}
