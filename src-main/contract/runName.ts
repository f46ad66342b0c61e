// A run's name as a user knows it, wherever a run is listed or chosen (Review's and Export's Run
// menus, the Report's choice): its method, its model and when it was started, "SciQAG · qwen 0.5B
// · 5 Dec 10:14", never the library's number for it ("Run 3"), which nothing else on screen shows.
// No zod here: the page and the CLI import these words.

import { IMPORTED_STRATEGY } from "./runKinds.ts";

/** What a run's name is made of. */
export interface NamedRun {
  id: number;
  /** The run's method, as stored ("sciqag"); named by the caller's `label`. */
  strategy: string;
  /** The model's name in the registry when the run was made. */
  model: string;
  /** When the run was made (ISO). */
  createdAt: string;
}

export interface RunNameOptions {
  /** A method's name as people know it. Defaults to the stored name. */
  label?: (strategy: string) => string;
  /** The time zone the time is written in. Defaults to the machine's. */
  timeZone?: string;
  /** "Now", to leave out the year of a run made this year. Defaults to the current time. */
  now?: Date;
}

/** "5 Dec 10:14", or "5 Dec 2025 10:14" for a run of another year; the text itself when it does not parse. */
export function runTime(iso: string, options: Pick<RunNameOptions, "timeZone" | "now"> = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = (d: Date, o: Intl.DateTimeFormatOptions) =>
    Object.fromEntries(new Intl.DateTimeFormat("en-GB", { timeZone: options.timeZone, ...o }).formatToParts(d).map((p) => [p.type, p.value]));
  const at = parts(date, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const thisYear = parts(options.now ?? new Date(), { year: "numeric" }).year;
  return `${at.day} ${at.month}${at.year === thisYear ? "" : ` ${at.year}`} ${at.hour}:${at.minute}`;
}

/** "SciQAG · qwen 0.5B · 5 Dec 10:14"; an imported run had no model, and its stored placeholder is left out: "Imported QAs · 5 Dec 10:14". */
export function runName(run: NamedRun, options: RunNameOptions = {}): string {
  const label = options.label ?? ((s: string) => s);
  const model = run.strategy === IMPORTED_STRATEGY.name ? "" : run.model;
  return [label(run.strategy), model, runTime(run.createdAt, options)].filter((part) => part !== "").join(" · ");
}

/**
 * Every run's name by its id; runs whose names would read the same (one method and model
 * started in the same minute) are told apart by their order: "… 10:14 (1)", "… 10:14 (2)".
 */
export function runNames(runs: readonly NamedRun[], options: RunNameOptions = {}): Map<number, string> {
  const named = runs.map((run) => ({ run, name: runName(run, options) }));
  const clashing = new Map<string, NamedRun[]>();
  for (const { run, name } of named) clashing.set(name, [...(clashing.get(name) ?? []), run]);
  return new Map(
    named.map(({ run, name }) => {
      const same = clashing.get(name)!;
      if (same.length === 1) return [run.id, name];
      const order = [...same].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id).indexOf(run) + 1;
      return [run.id, `${name} (${order})`];
    }),
  );
}
