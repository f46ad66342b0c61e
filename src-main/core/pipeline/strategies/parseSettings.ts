import { shownText } from "../../../contract/shownName.ts";
import type { z } from "zod";
import { InvalidStrategySettingsError } from "../errors/InvalidStrategySettingsError.ts";
import { settingTitle } from "./shared/settingTitle.ts";
import type { Strategy } from "./Strategy.ts";

/**
 * A value or key the caller typed, as the message shows it: one line, control and bidi characters
 * escaped (shownText), and cut after SHOWN_MAX characters: a prompt of a megabyte refused for its
 * length is named, not repeated, in the message the CLI, the run form and a log show.
 */
const SHOWN_MAX = 80;
const clipped = (text: string) => (text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX)}… (${text.length.toLocaleString("en-US")} characters)` : text);
const shown = (value: unknown) => (typeof value === "string" ? `"${clipped(shownText(value))}"` : clipped(shownText(JSON.stringify(value) ?? String(value))));

/** One zod issue in words, naming the setting by its title and key. */
function describeIssue(strategy: Strategy, issue: z.core.$ZodIssue, input: Record<string, unknown>): string[] {
  const key = String(issue.path[0] ?? "");
  const name = (k: string) => `"${settingTitle(strategy.settingsSchema, k)}" (${clipped(shownText(k))})`;
  const value = key in input ? `, not ${shown(input[key])}` : "";
  switch (issue.code) {
    case "unrecognized_keys": {
      const known = Object.keys((strategy.settingsSchema as unknown as z.ZodObject).shape);
      return issue.keys.map((k) => {
        const close = known.find((c) => c.toLowerCase() === k.toLowerCase() || c.toLowerCase().startsWith(k.toLowerCase().slice(0, 3)));
        return `there is no setting "${clipped(shownText(k))}"${close ? ` (did you mean ${close}?)` : ""}; its settings are ${known.join(", ")}`;
      });
    }
    case "invalid_value":
      return [`${name(key)} must be one of ${issue.values.map(shown).join(", ")}${value}`];
    case "too_small":
      return issue.origin === "array" ? [`${name(key)} needs at least ${issue.minimum} choice(s)`] : [`${name(key)} must be at least ${issue.minimum}${value}`];
    case "too_big":
      return issue.origin === "array" ? [`${name(key)} takes at most ${issue.maximum} choice(s)`] : [`${name(key)} must be at most ${issue.maximum}${value}`];
    case "invalid_type":
      return [`${name(key)} must be ${issue.expected === "int" ? "a whole number" : `a ${issue.expected}`}${value}`];
    default:
      return [`${name(key)}: ${issue.message}${value}`];
  }
}

/**
 * A strategy's settings with its defaults filled in, or InvalidStrategySettingsError saying which
 * setting is unknown (and which exist) or which value is out of bounds (and what is allowed).
 */
export function parseStrategySettings<S extends Record<string, unknown>>(strategy: Strategy<S>, settings: Record<string, unknown>): S {
  const parsed = strategy.settingsSchema.safeParse(settings);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.flatMap((issue) => describeIssue(strategy as unknown as Strategy, issue, settings));
  throw new InvalidStrategySettingsError(strategy.label, strategy.name, problems);
}
