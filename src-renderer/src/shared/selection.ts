// Multi-select over a long paged list, as file managers and mail clients do it: click toggles,
// Shift extends from the last clicked row, and "all matching" selects the whole query without
// loading its ids (they are fetched page by page only when an action is applied).

export interface Selection {
  /** True: every row of the query is selected except `ids`. False: exactly `ids` are selected. */
  readonly all: boolean;
  readonly ids: ReadonlySet<number>;
  /** Index of the row last clicked, where a Shift range starts; null before any click. */
  readonly anchor: number | null;
}

export const emptySelection: Selection = { all: false, ids: new Set(), anchor: null };

export function isSelected(selection: Selection, id: number): boolean {
  return selection.all !== selection.ids.has(id);
}

/** Rows selected, given how many the query selects in all. */
export function selectedCount(selection: Selection, total: number): number {
  return selection.all ? Math.max(0, total - selection.ids.size) : selection.ids.size;
}

/** Flips one row (checkbox click, Ctrl/Cmd-click, Space) and makes it the anchor. */
export function toggleRow(selection: Selection, index: number, id: number): Selection {
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { all: selection.all, ids, anchor: index };
}

/** Inclusive bounds of a Shift range from the anchor (or the row itself when there is none). */
export function rangeBounds(selection: Selection, index: number): [number, number] {
  const anchor = selection.anchor ?? index;
  return anchor <= index ? [anchor, index] : [index, anchor];
}

/**
 * Shift-click: selects every row between the anchor and `index` (the caller looks up their ids
 * with rangeBounds first); rows selected before stay selected. The clicked row becomes the anchor.
 */
export function selectRange(selection: Selection, index: number, idsInRange: readonly number[]): Selection {
  const ids = new Set(selection.ids);
  // In "all" mode `ids` lists the exceptions, so selecting means removing them from it.
  for (const id of idsInRange) {
    if (selection.all) ids.delete(id);
    else ids.add(id);
  }
  return { all: selection.all, ids, anchor: index };
}

export function selectAllMatching(): Selection {
  return { all: true, ids: new Set(), anchor: null };
}

/** Whether some but not all rows are selected (the header checkbox's mixed state). */
export function isPartial(selection: Selection, total: number): boolean {
  const count = selectedCount(selection, total);
  return count > 0 && count < total;
}

/**
 * The ids an action applies to. For an "all matching" selection, `pages` yields the query's ids
 * page by page (fetched only now); the exceptions are left out.
 */
export async function resolveSelectedIds(selection: Selection, pages: () => AsyncIterable<readonly number[]>): Promise<number[]> {
  if (!selection.all) return [...selection.ids];
  const ids: number[] = [];
  for await (const page of pages()) for (const id of page) if (!selection.ids.has(id)) ids.push(id);
  return ids;
}
