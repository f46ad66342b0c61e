import type { MouseEvent } from "react";

/** The header's checkbox: all matching QAs, shown part-checked when only some are selected. */
export function SelectAllBox({ allOnPage, partial, totalText, onChange }: { allOnPage: boolean; partial: boolean; totalText: string; onChange(): void }) {
  return (
    <input
      type="checkbox"
      aria-label={allOnPage ? "Unselect all" : `Select all ${totalText} matching QAs`}
      checked={allOnPage}
      ref={(el) => {
        if (el) el.indeterminate = partial;
      }}
      onChange={onChange}
    />
  );
}

/**
 * A row's checkbox, out of the tab order: the grid is one tab stop, moved in with the arrow keys.
 * Its name is the QA's place ("Select QA 3 of 16"), as the table's status line and keeping it
 * say: a screen reader would otherwise read out the library's number for it, met nowhere else.
 */
export function SelectRowBox({ id, place, checked, onClick }: { id: number; place: string; checked: boolean; onClick(event: MouseEvent<HTMLInputElement>): void }) {
  return <input type="checkbox" tabIndex={-1} aria-label={`Select ${place}`} data-qa-id={id} checked={checked} readOnly onClick={onClick} />;
}
