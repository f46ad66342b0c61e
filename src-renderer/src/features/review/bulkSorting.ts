import type { ReviewFilterState } from "./reviewFilters.ts";

type SortKey = ReviewFilterState["sort"];
type SortOrder = ReviewFilterState["order"];

/** A click on a column's header sorts by it ascending, or turns it around when it is already so. */
export function orderAfterClick(sort: SortKey, order: SortOrder, column: SortKey): SortOrder {
  return sort === column && order === "asc" ? "desc" : "asc";
}
