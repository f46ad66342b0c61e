import { UsageError } from "./CliCommand.ts";

// How option texts are read, each naming the option it reads when the text is not what it takes.
// Numbers a request checks (ranges, whole numbers) are passed on as `Number(text)`, so the
// request's own rule decides and its complaint names the option (requestOptions.ts).

/** The text as a number, for the request to check ("abc" reads as NaN, which it refuses). */
export const numberText = (text: string): number => Number(text);

/** A positive whole number naming something ("run id", "paper id"). */
export function positiveId(what: string): (text: string, flag: string) => number {
  return (text, flag) => {
    if (!/^\d+$/.test(text) || Number(text) === 0) throw new UsageError(`${flag} takes a ${what} (a positive whole number), not "${text}".`);
    return Number(text);
  };
}

/** Positive whole numbers separated by commas ("1,2,5"). */
export function positiveIds(what: string): (text: string, flag: string) => number[] {
  return (text, flag) => {
    const ids = text.split(",").map((v) => v.trim());
    if (ids.some((id) => !/^\d+$/.test(id) || Number(id) === 0)) throw new UsageError(`${flag} takes ${what}s separated by commas (positive whole numbers, e.g. 1,2), not "${text}".`);
    return ids.map(Number);
  };
}

/** Names separated by commas; empty for none ("a, b," reads as ["a", "b"]). */
export const commaList = (text: string): string[] =>
  text
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

/** `--context-size 4096` or `auto`. */
export const contextSizeText = (text: string): "auto" | number => (text === "auto" ? "auto" : Number(text));

/** `--settings '{...}'` as an object. */
export function jsonObject(text: string, flag: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new UsageError(`${flag} must be a JSON object, e.g. '{"qaPerPaper": 5}'.`);
  return parsed as Record<string, unknown>;
}

/** One of a fixed set of words. */
export function oneOf<const T extends string>(choices: readonly T[]): (text: string, flag: string) => T {
  return (text, flag) => {
    if (!(choices as readonly string[]).includes(text)) throw new UsageError(`${flag} must be one of ${choices.join(", ")}, not "${text}".`);
    return text as T;
  };
}

/** A whole number of at least `min`. */
export function wholeNumber(min: 0 | 1): (text: string, flag: string) => number {
  return (text, flag) => {
    if (!/^\d+$/.test(text) || Number(text) < min) throw new UsageError(`${flag} takes a whole number of at least ${min}, not "${text}".`);
    return Number(text);
  };
}

/** A number from `min` to `max`. */
export function numberBetween(min: number, max: number): (text: string, flag: string) => number {
  return (text, flag) => {
    const n = Number(text);
    if (text.trim() === "" || !Number.isFinite(n) || n < min || n > max) throw new UsageError(`${flag} takes a number from ${min} to ${max}, not "${text}".`);
    return n;
  };
}

/** One positive id as a list of one, for a request that takes several (`--run 3` → runIds [3]). */
export function oneIdList(what: string): (text: string, flag: string) => number[] {
  const one = positiveId(what);
  return (text, flag) => [one(text, flag)];
}

/** One text as a list of one (`--strategy sciqag` → strategies ["sciqag"]). */
export const oneText = (text: string): string[] => [text];

/** `on` or `off`, as true or false. */
export function onOff(text: string, flag: string): boolean {
  if (text === "on" || text === "off") return text === "on";
  throw new UsageError(`${flag} takes on or off, not "${text}".`);
}
