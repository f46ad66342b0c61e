import type { ParseArgsConfig } from "node:util";
import { UsageError, type CliOptions } from "./CliCommand.ts";
import type { RawOptionValues } from "./optionValues.ts";

/** "max-answer-tokens" → "maxAnswerTokens". */
const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The camelCase spellings of a command's flags, old spelling to flag: each kebab-case flag in
 * camelCase (`--maxAnswerTokens`) and the request field it fills (`--paperIds` for `--papers`,
 * `--embedderModel` for `--embedder`; text flags only), which errors named before they named the flags. Accepted
 * for one release (docs/cli.md) and never listed in help; a spelling that is itself a flag of
 * the command stays that flag.
 */
export function oldSpellings(options: CliOptions): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const [name, option] of Object.entries(options)) {
    // A boolean flag's field is not the flag's meaning (--no-perplexity-shift fills perplexityShift).
    for (const old of [camelCase(name), option.type === "string" ? option.fills : undefined]) {
      if (old === undefined || old === name || old.includes(".") || Object.hasOwn(options, old) || aliases.has(old)) continue;
      aliases.set(old, name);
    }
  }
  return aliases;
}

/** The old spellings as node:util parseArgs takes them: the same type as the flag each stands for. */
export function oldSpellingParserOptions(options: CliOptions, aliases: ReadonlyMap<string, string>): NonNullable<ParseArgsConfig["options"]> {
  return Object.fromEntries(
    [...aliases].map(([old, name]) => {
      const option = options[name]!;
      return [old, { type: option.type, ...(option.multiple ? { multiple: true } : {}) }];
    }),
  );
}

/**
 * The parsed values with each old spelling read as its flag, and the old spellings used (for a
 * note). Both spellings of one flag is a UsageError, as a flag given twice would be.
 */
export function readOldSpellings(raw: RawOptionValues, aliases: ReadonlyMap<string, string>): { values: RawOptionValues; used: [old: string, flag: string][] } {
  const values: Record<string, RawOptionValues[string]> = { ...raw };
  const used: [string, string][] = [];
  for (const [old, name] of aliases) {
    if (values[old] === undefined) continue;
    if (values[name] !== undefined) throw new UsageError(`--${old} is the old spelling of --${name}: give one of them.`);
    values[name] = values[old];
    delete values[old];
    used.push([old, name]);
  }
  return { values, used };
}
