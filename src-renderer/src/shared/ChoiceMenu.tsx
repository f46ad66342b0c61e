import { useEffect, useId, useMemo, useRef, useState } from "react";
import { formatCount } from "./format.ts";
import { usePopoverFit } from "./usePopoverFit.ts";
import "./choiceMenu.css";

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

/**
 * A compact multi-choice filter: a button saying what is chosen ("Strategy: sciqag +1") that
 * opens a list of checkboxes. Closes on Escape or a click outside.
 */
export function ChoiceMenu<T extends string | number>(props: ChoiceMenuProps<T>) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const root = useRef<HTMLDivElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const fit = usePopoverFit(popover, open);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const remote = props.remoteSearch;
  const visible = useMemo(() => {
    // A remote search's results are already what the text asks for, a page at a time.
    if (remote) return props.options;
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const matching = words.length === 0 ? props.options : props.options.filter((o) => words.every((w) => o.label.toLowerCase().includes(w)));
    // Long lists stay quick to open; typing narrows them.
    return matching.slice(0, 300);
  }, [props.options, search, remote]);

  // Chosen options the results do not hold are listed first, so they can be seen and unchosen.
  // One unchosen there stays in its place until the text changes or the menu reopens, so a slip
  // of the mouse can be undone where it happened.
  const [pinned, setPinned] = useState<Choice<T>[]>([]);
  const inResults = (value: T) => props.options.some((o) => o.value === value);
  const chosenElsewhere = remote ? remote.chosen.filter((c) => props.selected.includes(c.value) && !inResults(c.value)) : [];
  const listedFirst = [...pinned.filter((p) => !inResults(p.value)), ...chosenElsewhere.filter((c) => !pinned.some((p) => p.value === c.value))];
  const chosen = [...props.options, ...chosenElsewhere].filter((o) => props.selected.includes(o.value));
  const searchText = remote ? remote.text : search;
  const matchingAll = remote?.matching ?? props.options.length;
  // Chosen values whose options are not loaded yet still count, so an active filter never reads "any".
  const summary =
    props.summary ??
    (props.selected.length === 0
      ? (props.anyText ?? "any")
      : chosen.length < props.selected.length
        ? `${props.selected.length} chosen`
        : chosen.length === 1
          ? chosen[0]!.label
          : `${chosen[0]!.label} +${chosen.length - 1}`);

  const toggle = (value: T) =>
    props.onChange(props.selected.includes(value) ? props.selected.filter((v) => v !== value) : [...props.selected, value]);

  return (
    <div
      className={`choice-menu${props.selected.length > 0 && !props.quiet ? " choice-active" : ""}`}
      ref={root}
      data-testid={props.testId}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          root.current?.querySelector<HTMLButtonElement>("button.choice-button")?.focus();
        }
      }}
    >
      <button type="button" className="choice-button" aria-expanded={open} aria-controls={listId} onClick={() => {
          if (!open) {
            props.onOpen?.();
            setPinned([]);
          }
          setOpen(!open);
        }}
      >
        <span className="choice-label">{props.label}:</span> <span className="choice-summary">{summary}</span>
        <span aria-hidden="true" className="choice-caret">▾</span>
      </button>
      {open && (
        <div className="choice-popover" id={listId} role="group" aria-label={props.label} ref={popover} style={fit}>
          {(props.searchable || remote) && (
            <input
              type="search"
              className="choice-search"
              placeholder={`Search ${remote ? remote.noun : props.label.toLowerCase()}…`}
              aria-label={`Search ${remote ? remote.noun : props.label.toLowerCase()}`}
              value={searchText}
              maxLength={remote?.maxLength}
              autoFocus
              onChange={(event) => {
                setPinned([]);
                if (remote) remote.onText(event.target.value);
                else setSearch(event.target.value);
              }}
            />
          )}
          <div className="choice-options">
            {remote?.error && (
              <p role="alert" className="error choice-none">
                {remote.error}
              </p>
            )}
            {listedFirst.map((option) => (
              <ChoiceOption
                key={`chosen-${String(option.value)}`}
                option={option}
                checked={props.selected.includes(option.value)}
                onToggle={() => {
                  setPinned(listedFirst);
                  toggle(option.value);
                }}
              />
            ))}
            {!props.loading && visible.length === 0 && (
              <p className="muted choice-none">{props.options.length === 0 && searchText.trim() === "" ? "Nothing to choose yet." : "No match."}</p>
            )}
            {/* Results of an older search stay, dimmed, until the new ones come: the list does not jump while typing. */}
            <div className={`choice-results${remote && props.loading ? " choice-stale" : ""}`} aria-busy={props.loading || undefined}>
              {visible.map((option) => (
                <ChoiceOption key={String(option.value)} option={option} checked={props.selected.includes(option.value)} onToggle={() => toggle(option.value)} />
              ))}
            </div>
            {/* Stays while the next page loads, so focus stays on "Show more" for the page after. */}
            {remote && visible.length > 0 && matchingAll > visible.length && (
              <p className={`muted choice-none choice-more${props.loading ? " choice-stale" : ""}`} aria-live="polite">
                {formatCount(visible.length)} of {formatCount(matchingAll)} {remote.noun}
                {searchText.trim() === "" ? " by title" : ""}.{" "}
                {remote.onMore ? (
                  <button type="button" className="choice-more-button" onClick={remote.onMore}>
                    Show more
                  </button>
                ) : (
                  "Type to find the others."
                )}
              </p>
            )}
            {props.loading && <p className="muted choice-none">{remote && searchText.trim() !== "" ? "Searching…" : "Loading…"}</p>}
            {!remote && visible.length < props.options.length && search === "" && <p className="muted choice-none">Type to find more of {props.options.length}.</p>}
          </div>
          <div className="choice-footer">
            <button type="button" onClick={() => props.onChange([])} disabled={props.selected.length === 0}>
              Clear
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Done
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function ChoiceOption<T>({ option, checked, onToggle }: { option: Choice<T>; checked: boolean; onToggle(): void }) {
  return (
    <label className="choice-option">
      <input type="checkbox" checked={checked} onChange={onToggle} />
      <span className="choice-option-label">{option.label}</span>
      {option.detail && <span className="muted choice-detail">{option.detail}</span>}
    </label>
  );
}
