// The choices of a ChoiceMenu and the rules for listing and naming them, apart from the markup.

export interface Choice<T> {
  value: T;
  label: string;
  /** Extra text after the label, e.g. a count. */
  detail?: string;
}

/**
 * A search the caller runs elsewhere (the library's papers, searched by the core): the menu
 * shows its text box and lists `options` as they come, without filtering them itself.
 */
export interface RemoteSearch<T> {
  /** What the box shows: the caller keeps it, searches with it and passes the results as `options`. */
  text: string;
  onText(text: string): void;
  /** Options of the chosen values, so the button and the list name them when the results do not hold them. */
  chosen: Choice<T>[];
  /** Options the search selects in all pages; more than `options.length` offers more. Defaults to `options.length`. */
  matching?: number;
  /** Lists the next page of results; without it the menu says to type. */
  onMore?(): void;
  /** What the options are, plural, for "100 of 2,000 papers". */
  noun: string;
  /** Longest text the box takes. */
  maxLength?: number;
  /** Why the search failed, in the user's words. */
  error?: string;
}

/** Long lists stay quick to open; typing narrows them. */
export const MAX_LISTED = 300;

/** Options whose label holds every word typed, in any case and order; at most MAX_LISTED. */
export function filterChoices<T>(options: Choice<T>[], search: string): Choice<T>[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matching = words.length === 0 ? options : options.filter((o) => words.every((w) => o.label.toLowerCase().includes(w)));
  return matching.slice(0, MAX_LISTED);
}

/** The selection with `value` added, or taken out when it was there. */
export function toggleChoice<T>(selected: readonly T[], value: T): T[] {
  return selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
}

/**
 * What the menu's button says is chosen: "any", one name, "first +2". Chosen values whose
 * options are not loaded yet still count, so an active filter never reads "any".
 */
export function choiceSummary<T>(selected: readonly T[], chosen: Choice<T>[], anyText: string): string {
  if (selected.length === 0) return anyText;
  if (chosen.length < selected.length) return `${selected.length} chosen`;
  return chosen.length === 1 ? chosen[0]!.label : `${chosen[0]!.label} +${chosen.length - 1}`;
}

/**
 * Chosen options the results do not hold are listed first, so they can be seen and unchosen.
 * Those `pinned` (the list as it was when one of them was unchosen) keep their place, so a slip
 * of the mouse can be undone where it happened.
 */
export function listedFirst<T>(options: Choice<T>[], selected: readonly T[], pinned: Choice<T>[], remote: RemoteSearch<T> | undefined) {
  const inResults = (value: T) => options.some((o) => o.value === value);
  const chosenElsewhere = remote ? remote.chosen.filter((c) => selected.includes(c.value) && !inResults(c.value)) : [];
  const first = [...pinned.filter((p) => !inResults(p.value)), ...chosenElsewhere.filter((c) => !pinned.some((p) => p.value === c.value))];
  const chosen = [...options, ...chosenElsewhere].filter((o) => selected.includes(o.value));
  return { first, chosen };
}

export interface ChoiceMenuProps<T> {
  /** Names the filter: "Strategy", "Paper"... */
  label: string;
  options: Choice<T>[];
  selected: readonly T[];
  onChange(selected: T[]): void;
  /** Shows a search box over the options (long lists such as papers). Defaults to false. */
  searchable?: boolean;
  /** Text when nothing is selected. Defaults to "any". */
  anyText?: string;
  testId?: string;
  /** Called when the menu opens, e.g. to load long option lists only when needed. */
  onOpen?(): void;
  /** Shown in the list while `options` is still loading. Defaults to false. */
  loading?: boolean;
  /** Does not highlight the button when something is chosen (for display options rather than filters). Defaults to false. */
  quiet?: boolean;
  /** Text after the label instead of the chosen options' names, e.g. "2 shown". */
  summary?: string;
  /** Searches elsewhere instead of filtering `options` (shows the search box whatever `searchable` says). Defaults to none. */
  remoteSearch?: RemoteSearch<T>;
}
