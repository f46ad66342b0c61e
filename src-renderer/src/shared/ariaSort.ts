/** How a sortable column's header reads to a screen reader (its aria-sort), and the mark beside it. */
export const ARIA_SORTS = ["ascending", "descending", "none"] as const;
export type AriaSort = (typeof ARIA_SORTS)[number];

/** The way a table is sorted by `column`: by the query's order when it is sorted by it, else "none". */
export function ariaSortOf<Column extends string>(sortedBy: Column, order: "asc" | "desc", column: Column): AriaSort {
  if (sortedBy !== column) return "none";
  return order === "asc" ? "ascending" : "descending";
}
