import type { ReviewFilterState } from "./reviewFilters.ts";

type SortKey = ReviewFilterState["sort"];
type SortOrder = ReviewFilterState["order"];

/** How a sortable column's header reads (aria-sort): the way the table is sorted by it, if it is. */
export function sortDirection(sort: SortKey, order: SortOrder, column: SortKey): "ascending" | "descending" | "none" {
  if (sort !== column) return "none";
  return order === "asc" ? "ascending" : "descending";
}

/** A click on a column's header sorts by it ascending, or turns it around when it is already so. */
export function orderAfterClick(sort: SortKey, order: SortOrder, column: SortKey): SortOrder {
  return sort === column && order === "asc" ? "desc" : "asc";
}
