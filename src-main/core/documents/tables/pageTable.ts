import type { ParsedTable } from "../../../contract/tables.ts";
import type { OpenTable } from "./continuationRegion.ts";
import type { TableCaption } from "./tableCaptions.ts";

/** A table found on one page, before tables continued over pages are joined. */
export interface PageTable {
  table: ParsedTable;
  caption: TableCaption | null;
  /** The table on an earlier page this part goes on with, when it has no caption of its own. */
  continues?: PageTable;
}

/** A table left open at the foot of a page, with the part it started as: the next page's rows may go on with it. */
export type CarriedTable = OpenTable & {
  part: PageTable;
  /** Nothing follows it in its page's reading order: a caption opening the next page may be its own. */
  endsPage: boolean;
};
