import type { ChoiceMenuProps } from "./choices.ts";
import { ChoiceOptionsList } from "./ChoiceOptionsList.tsx";
import { useChoiceMenu } from "./useChoiceMenu.ts";
import "./choiceMenu.css";

/**
 * A compact multi-choice filter: a button saying what is chosen ("Strategy: sciqag +1") that
 * opens a list of checkboxes. Closes on Escape or a click outside.
 */
export function ChoiceMenu<T extends string | number>(props: ChoiceMenuProps<T>) {
  const menu = useChoiceMenu(props);
  const remote = props.remoteSearch;
  const searchOf = remote ? remote.noun : props.label.toLowerCase();
  return (
    <div className={`choice-menu${props.selected.length > 0 && !props.quiet ? " choice-active" : ""}`} ref={menu.root} data-testid={props.testId} onKeyDown={menu.onKeyDown}>
      <button type="button" className="choice-button" aria-expanded={menu.open} aria-controls={menu.listId} onClick={menu.onButton}>
        <span className="choice-label">{props.label}:</span> <span className="choice-summary">{menu.summary}</span>
        <span aria-hidden="true" className="choice-caret">▾</span>
      </button>
      {menu.open && (
        <div className="choice-popover" id={menu.listId} role="group" aria-label={props.label} ref={menu.popover} style={menu.fit}>
          {(props.searchable || remote) && (
            <input
              type="search"
              className="choice-search"
              placeholder={`Search ${searchOf}…`}
              aria-label={`Search ${searchOf}`}
              value={menu.searchText}
              maxLength={remote?.maxLength}
              autoFocus
              onChange={(event) => menu.onSearchText(event.target.value)}
            />
          )}
          <ChoiceOptionsList
            options={props.options}
            visible={menu.visible}
            listedFirst={menu.listedFirst}
            selected={props.selected}
            loading={props.loading}
            remote={remote}
            searchText={menu.searchText}
            matchingAll={menu.matchingAll}
            onToggle={menu.toggle}
            onToggleListedFirst={menu.toggleListedFirst}
          />
          <div className="choice-footer">
            <button type="button" onClick={() => props.onChange([])} disabled={props.selected.length === 0}>
              Clear
            </button>
            <button type="button" onClick={menu.close}>
              Done
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
