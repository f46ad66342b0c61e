import type { Line } from "./types.ts";

// What the author reader is given (the lines under the title and the page's measures) and what it
// hands back (the names and where they stand): authors.ts asks, authorBlock.ts walks the groups.

export interface FoundAuthors {
  names: string[];
  /** Top of the first name line under the title, and bottom of the last (the title's bottom when none is under it). */
  top: number;
  bottom: number;
  /** Type size of the name lines (0 when none was found). */
  size: number;
  /** Bottom of the last printed line that held names (the details under them left out). */
  namesBottom: number;
  /** The names' font, when it alone told them from the lines under them in their size; else "". */
  font: string;
  /** Where the name lines stand across the page (Infinity and -Infinity when none was found). */
  x0: number;
  x1: number;
}

export interface AuthorSearch {
  lines: Line[];
  /**
   * Those of `lines` a table claimed (an author grid is set like a table): names are read from
   * them only where the page sets the names apart from the details under them. Defaults to none.
   */
  tableLines?: ReadonlySet<Line>;
  bodySize: number;
  pageWidth: number;
  pageHeight: number;
}
