import { ariaSort, type LibraryFilters, type SortColumn } from "./libraryQuery.ts";

/** A column header that sorts the library by its column, with the direction shown and announced. */
export function SortHeader({ filters, column, label, className, onSort }: { filters: LibraryFilters; column: SortColumn; label: string; className?: string; onSort(column: SortColumn): void }) {
  const sort = ariaSort(filters, column);
  return (
    <th scope="col" aria-sort={sort} className={className}>
      <button type="button" className="sort-header" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true" className="sort-arrow">
          {sort === "ascending" ? "▲" : sort === "descending" ? "▼" : ""}
        </span>
      </button>
    </th>
  );
}
