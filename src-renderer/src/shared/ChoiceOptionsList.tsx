import type { Choice, RemoteSearch } from "./choices.ts";
import { ChoiceOption } from "./ChoiceOption.tsx";
import { formatCount } from "./format.ts";

interface ChoiceOptionsListProps<T> {
  options: Choice<T>[];
  visible: Choice<T>[];
  listedFirst: Choice<T>[];
  selected: readonly T[];
  loading: boolean | undefined;
  remote: RemoteSearch<T> | undefined;
  /** What the search box holds (the remote search's text, or the local filter's). */
  searchText: string;
  matchingAll: number;
  onToggle(value: T): void;
  onToggleListedFirst(value: T): void;
}

/** The options of a ChoiceMenu, with what is loading, what did not match and what more there is. */
export function ChoiceOptionsList<T>(props: ChoiceOptionsListProps<T>) {
  const { visible, remote, searchText, loading } = props;
  const typed = searchText.trim() !== "";
  return (
    <div className="choice-options">
      {remote?.error && (
        <p role="alert" className="error choice-none">
          {remote.error}
        </p>
      )}
      {props.listedFirst.map((option) => (
        <ChoiceOption
          key={`chosen-${String(option.value)}`}
          option={option}
          checked={props.selected.includes(option.value)}
          onToggle={() => props.onToggleListedFirst(option.value)}
        />
      ))}
      {!loading && visible.length === 0 && <p className="muted choice-none">{props.options.length === 0 && !typed ? "Nothing to choose yet." : "No match."}</p>}
      {/* Results of an older search stay, dimmed, until the new ones come: the list does not jump while typing. */}
      <div className={`choice-results${remote && loading ? " choice-stale" : ""}`} aria-busy={loading || undefined}>
        {visible.map((option) => (
          <ChoiceOption key={String(option.value)} option={option} checked={props.selected.includes(option.value)} onToggle={() => props.onToggle(option.value)} />
        ))}
      </div>
      {/* Stays while the next page loads, so focus stays on "Show more" for the page after. */}
      {remote && visible.length > 0 && props.matchingAll > visible.length && (
        <p className={`muted choice-none choice-more${loading ? " choice-stale" : ""}`} aria-live="polite">
          {formatCount(visible.length)} of {formatCount(props.matchingAll)} {remote.noun}
          {typed ? "" : " by title"}.{" "}
          {remote.onMore ? (
            <button type="button" className="choice-more-button" onClick={remote.onMore}>
              Show more
            </button>
          ) : (
            "Type to find the others."
          )}
        </p>
      )}
      {loading && <p className="muted choice-none">{remote && typed ? "Searching…" : "Loading…"}</p>}
      {!remote && visible.length < props.options.length && searchText === "" && <p className="muted choice-none">Type to find more of {props.options.length}.</p>}
    </div>
  );
}
