import type { z } from "zod";
import { UsageError, type CliOption, type CliOptions, type OptionValues } from "./CliCommand.ts";

// A command's request is filled from its options' declarations (`fills`), and the request's
// complaints are said with the option that filled the field: a user typed `--max-answer-tokens`,
// so an error about `maxAnswerTokens` must say `--max-answer-tokens`, never the field's name.

type Issue = z.core.$ZodIssue;

/** Sets `value` at a dotted path, creating objects on the way; through a list, on every element. */
function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const next = (target[head] ??= {});
  for (const node of Array.isArray(next) ? next : [next]) setPath(node as Record<string, unknown>, rest, value);
}

/**
 * The request fields the given options fill, in the order declared (so a list comes before what
 * is set on each of its elements), on top of `base` (what comes from elsewhere: positionals).
 */
export function requestFields<O extends CliOptions>(options: O, values: OptionValues<O>, base: Record<string, unknown> = {}): Record<string, unknown> {
  const request: Record<string, unknown> = { ...base };
  for (const [name, option] of Object.entries(options)) {
    const value = (values as Record<string, unknown>)[name];
    // A copy: what is set on a list's elements later must not change the values read.
    if (option.fills !== undefined && value !== undefined) setPath(request, option.fills.split("."), structuredClone(value));
  }
  return request;
}

/** "maxAnswerTokens" → "max answer tokens", "fields.qas" → "fields qas": a field no option fills, said in words. */
const inWords = (field: string) => field.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/\./g, " ").toLowerCase();

/**
 * The option that fills the field an issue is about: the one filling exactly that field, else the
 * one filling the closest field around it ("fields" for "fields.source"), else the first filling
 * a field inside it (the list "endpoints" is filled by --url).
 */
export function optionFilling(options: CliOptions, issuePath: readonly PropertyKey[]): [string, CliOption] | undefined {
  const field = issuePath.filter((p) => typeof p !== "number").map(String);
  const declared = Object.entries(options).filter(([, o]) => o.fills !== undefined);
  const segments = (o: CliOption) => o.fills!.split(".");
  const startsWith = (long: string[], short: string[]) => short.length <= long.length && short.every((s, i) => long[i] === s);
  return (
    declared.find(([, o]) => o.fills === field.join(".")) ??
    declared.filter(([, o]) => startsWith(field, segments(o))).sort(([, a], [, b]) => segments(b).length - segments(a).length)[0] ??
    (field.length > 0 ? declared.find(([, o]) => startsWith(segments(o), field)) : undefined)
  );
}

/** Which element of the list the option filled an issue is about: the index right after the option's field. */
function elementIndex(path: readonly PropertyKey[], depth: number): number | undefined {
  let fields = 0;
  for (const p of path) {
    if (typeof p !== "number") fields++;
    else if (fields === depth) return p;
  }
  return undefined;
}

/**
 * One issue as the command line says it: the option that filled the field (`--url 2` for the
 * second of a repeated one), else the field in the command's words (`fieldWords`: what comes
 * from a positional, "the question"), else in plain words. A complaint about the whole request
 * ("give at most one source: paperId, sourceText or fields.source") has the fields it quotes
 * replaced by their options.
 */
export function describeIssue<O extends CliOptions>(issue: Issue, options: O, values: OptionValues<O>, fieldWords: Readonly<Record<string, string>> = {}): string {
  const found = optionFilling(options, issue.path);
  if (found) {
    const [name, option] = found;
    const given = (values as Record<string, unknown>)[name];
    const index = elementIndex(issue.path, option.fills!.split(".").length);
    const element = option.multiple && Array.isArray(given) && given.length > 1 && index !== undefined ? ` ${index + 1}` : "";
    const flag = `--${name}${element}`;
    return option.takes ? `${flag} takes ${option.takes} (${issue.message})` : `${flag}: ${issue.message}`;
  }
  const field = issue.path.filter((p) => typeof p !== "number").map(String).join(".");
  if (field !== "") return `${fieldWords[field] ?? `the ${inWords(field)}`}: ${issue.message}`;
  return renameQuotedFields(issue.message, options, fieldWords);
}

/** Field names quoted in a message (camelCase or dotted, as schemas write them) replaced by their options, or words. */
function renameQuotedFields(message: string, options: CliOptions, fieldWords: Readonly<Record<string, string>>): string {
  const names = new Map<string, string>(Object.entries(fieldWords));
  for (const [name, option] of Object.entries(options)) if (option.fills !== undefined) names.set(option.fills, `--${name}`);
  const quoted = [...names.keys()].filter((field) => /[A-Z.]/.test(field)).sort((a, b) => b.length - a.length);
  if (quoted.length === 0) return message;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return message.replace(new RegExp(`(?<![\\w.])(?:${quoted.map(escape).join("|")})(?![\\w.])`, "g"), (field) => names.get(field)!);
}

/**
 * The request the options (and `base`) fill, checked by `schema`; a refusal is a UsageError
 * naming, for each field refused, the option that filled it.
 */
export function parseRequest<S extends z.ZodType, O extends CliOptions>(
  schema: S,
  options: O,
  values: OptionValues<O>,
  { base = {}, fieldWords = {} }: { base?: Record<string, unknown>; fieldWords?: Readonly<Record<string, string>> } = {},
): z.output<S> {
  const parsed = schema.safeParse(requestFields(options, values, base));
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => describeIssue(issue, options, values, fieldWords)).join("; "));
  return parsed.data;
}
