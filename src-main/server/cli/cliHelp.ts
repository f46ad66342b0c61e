import type { ParseArgsConfig } from "node:util";
import type { CliCommand, CliOption, CliOptions } from "./CliCommand.ts";

// The help text and the parser's options, both made from the one declaration of each option
// (CliCommand.options), so `--help` can never fall behind what a command accepts.

/** The options every command takes. */
export const GLOBAL_OPTIONS = {
  "data-dir": { type: "string", value: "<dir>", help: "the library to use", default: "$DISTILLATE_DATA_DIR, else the per-user data directory" },
  json: { type: "boolean", help: "machine-readable output on stdout", default: "off" },
  help: { type: "boolean", short: "h", help: "this help", default: "off" },
} as const satisfies CliOptions;

/** The options as node:util parseArgs wants them. */
export function parserOptions(options: CliOptions): NonNullable<ParseArgsConfig["options"]> {
  return Object.fromEntries(
    Object.entries(options).map(([name, o]) => [name, { type: o.type, ...(o.short ? { short: o.short } : {}), ...(o.multiple ? { multiple: true } : {}) }]),
  );
}

const flag = (name: string, option: CliOption) =>
  `${option.short ? `-${option.short}, ` : ""}--${name}${option.type === "string" ? ` ${option.value ?? `<${name}>`}` : ""}`;

/** One line per option: the flag, what it does, and its default (or that it is required). */
export function optionLines(options: CliOptions): string[] {
  const entries = Object.entries(options);
  const width = Math.max(0, ...entries.map(([name, o]) => flag(name, o).length));
  return entries.map(([name, o]) => {
    const after = o.default === "required" ? "required" : `default: ${o.default}`;
    const repeat = o.multiple ? "; may be repeated" : "";
    return `  ${flag(name, o).padEnd(width)}  ${o.help} (${after}${repeat})`;
  });
}

export function commandUsage(command: CliCommand): string {
  return ["distillate", ...command.path, command.usage ?? "", command.options ? "[options]" : "", "[--data-dir <dir>] [--json]"].filter(Boolean).join(" ");
}

/** A command's --help: what it does, how to call it, each of its options, then the global ones. */
export function commandHelp(command: CliCommand): string {
  const own = command.options && Object.keys(command.options).length > 0 ? ["", "Options:", ...optionLines(command.options)] : [];
  return [
    command.summary,
    "",
    `Usage: ${commandUsage(command)}`,
    ...own,
    "",
    "Options for every command:",
    ...optionLines(GLOBAL_OPTIONS),
    ...(command.details ? ["", command.details] : []),
    "",
  ].join("\n");
}
