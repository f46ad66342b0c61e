import { useEffect, useId, useMemo, useRef, useState } from "react";
import { usePopoverFit } from "./usePopoverFit.ts";
import "./choiceMenu.css";

export interface Choice<T> {
  value: T;
  label: string;
  /** Extra text after the label, e.g. a count. */
  detail?: string;
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

  const visible = useMemo(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const matching = words.length === 0 ? props.options : props.options.filter((o) => words.every((w) => o.label.toLowerCase().includes(w)));
    // Long lists stay quick to open; typing narrows them.
    return matching.slice(0, 300);
  }, [props.options, search]);

  const chosen = props.options.filter((o) => props.selected.includes(o.value));
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
          if (!open) props.onOpen?.();
          setOpen(!open);
        }}
      >
        <span className="choice-label">{props.label}:</span> <span className="choice-summary">{summary}</span>
        <span aria-hidden="true" className="choice-caret">▾</span>
      </button>
      {open && (
        <div className="choice-popover" id={listId} role="group" aria-label={props.label} ref={popover} style={fit}>
          {props.searchable && (
            <input
              type="search"
              className="choice-search"
              placeholder={`Search ${props.label.toLowerCase()}…`}
              aria-label={`Search ${props.label.toLowerCase()}`}
              value={search}
              autoFocus
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
          <div className="choice-options">
            {props.loading && <p className="muted choice-none">Loading…</p>}
            {!props.loading && visible.length === 0 && <p className="muted choice-none">{props.options.length === 0 ? "Nothing to choose yet." : "No match."}</p>}
            {visible.map((option) => (
              <label key={String(option.value)} className="choice-option">
                <input type="checkbox" checked={props.selected.includes(option.value)} onChange={() => toggle(option.value)} />
                <span className="choice-option-label">{option.label}</span>
                {option.detail && <span className="muted choice-detail">{option.detail}</span>}
              </label>
            ))}
            {visible.length < props.options.length && search === "" && <p className="muted choice-none">Type to find more of {props.options.length}.</p>}
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
