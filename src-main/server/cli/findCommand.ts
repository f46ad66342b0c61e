import type { CliCommand } from "./CliCommand.ts";
import { GLOBAL_OPTIONS } from "./cliHelp.ts";
import { commands } from "./commands/index.ts";
import { oldSpellings } from "./oldSpellings.ts";

// Which command an argument list names, and what to say when it names none: the words are found
// among global options placed anywhere before them (runCli, main.ts, parses the rest).

const GLOBAL_OLD_SPELLINGS = oldSpellings(GLOBAL_OPTIONS);

/**
 * Positions of the free words in argv: everything but options and the values of global options
 * that take one, so `--data-dir /x import a.pdf` finds "import", not "/x". (A command's own
 * options come after its words, where parseArgs handles them.)
 */
function wordPositions(argv: string[]): number[] {
  const positions: number[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") break;
    if (!arg.startsWith("-")) positions.push(i);
    else if (!arg.includes("=") && GLOBAL_OPTIONS[(GLOBAL_OLD_SPELLINGS.get(arg.slice(2)) ?? arg.slice(2)) as keyof typeof GLOBAL_OPTIONS]?.type === "string") i++;
  }
  return positions;
}

/** Longest command whose words start the argument list. */
export function findCommand(argv: string[]): { command: CliCommand; rest: string[] } | undefined {
  const positions = wordPositions(argv);
  const words = positions.map((i) => argv[i]);
  const match = [...commands]
    .sort((a, b) => b.path.length - a.path.length)
    .find((c) => c.path.every((word, i) => words[i] === word));
  if (!match) return undefined;
  const taken = new Set(positions.slice(0, match.path.length));
  return { command: match, rest: argv.filter((_, i) => !taken.has(i)) };
}

/**
 * What to say for words that name no command. A group's first word alone ("models") or with a
 * word it does not take ("models lst") is named with the commands it does take, so the reader is
 * not told that "models", listed in the help, is unknown.
 */
export function unknownCommand(argv: string[]): string {
  const [first, second] = wordPositions(argv).map((i) => argv[i]);
  const group = commands.filter((c) => c.path.length > 1 && c.path[0] === first).map((c) => c.path[1]);
  if (group.length === 0) return `Unknown command "${first ?? argv[0]}". Run "distillate --help" for the list.`;
  const choices = `${group.slice(0, -1).join(", ")}${group.length > 1 ? " or " : ""}${group.at(-1)}`;
  return second === undefined
    ? `"${first}" needs a command after it: ${choices} (e.g. "distillate ${first} ${group[0]}").`
    : `Unknown command "${first} ${second}": "${first}" takes ${choices}.`;
}
