import type { CliOptions, OptionValues } from "./CliCommand.ts";

/** What node:util parseArgs gives for each option: text, `true`, or a list of them for a repeatable one. */
export type RawOptionValues = Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>;

/**
 * The options given, read through each declaration's `parse` (which throws a UsageError naming
 * the option when the text cannot be read). Options not given stay absent.
 */
export function optionValues<O extends CliOptions>(options: O, raw: RawOptionValues): OptionValues<O> {
  const values: Record<string, unknown> = {};
  for (const [name, option] of Object.entries(options)) {
    const given = raw[name];
    if (given === undefined) continue;
    const flag = `--${name}`;
    const read = (one: string | boolean): unknown => {
      if (!option.parse) return one;
      return option.type === "boolean" ? option.parse(true, flag) : option.parse(String(one), flag);
    };
    values[name] = Array.isArray(given) ? given.map(read) : read(given);
  }
  return values as OptionValues<O>;
}
