import { useEffect, useState } from "react";
import type { PaperTable } from "@contract/tables.ts";
import { TABLE_TEXT_FORMAT_NAMES, tableText, type TableTextFormat } from "@contract/tableText.ts";
import { tableName } from "@contract/tableWords.ts";
import type { RowsRest } from "./tableRowsWords.ts";

/** How long the confirmation stays on screen, in milliseconds. */
const SHOWN_MS = 6_000;

const notLoaded = { text: "Not copied: the table's later rows could not be loaded. Open the paper again to try.", failed: true };

interface Said {
  text: string;
  failed: boolean;
  /** A copy asked for before every row was in: it is made when they are, and its line stays until then. */
  waiting?: TableTextFormat;
}

/**
 * Copies a table to the clipboard as CSV, TSV or Markdown (the same text `distillate tables`
 * prints) and says so: "Table 1 copied as Markdown", or why it could not be. A long table whose
 * later rows are not in (`rest`) is never copied in half: the copy waits for them and says so,
 * or says they could not be loaded.
 */
export function useTableCopy(table: PaperTable | null, rest: RowsRest | null = null) {
  const [said, setSaid] = useState<Said | null>(null);
  // A table growing part by part is the same table: what was said of it stays.
  const id = table?.id;
  useEffect(() => setSaid(null), [id]);
  useEffect(() => {
    if (!said || said.waiting) return;
    const timer = setTimeout(() => setSaid(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [said]);

  const write = (format: TableTextFormat) => {
    if (!table) return;
    const name = `${tableName(table, table.ordinal)} copied as ${TABLE_TEXT_FORMAT_NAMES[format]}`;
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
    if (!clipboard) {
      setSaid({ text: "Could not copy: this window has no access to the clipboard.", failed: true });
      return;
    }
    clipboard.writeText(tableText(table, format)).then(
      () => setSaid({ text: `${name}.`, failed: false }),
      () => setSaid({ text: "Could not copy: the clipboard refused the text. Try again from the button.", failed: true }),
    );
  };
  const waiting = said?.waiting;
  // Written once, when the last rows arrive: `write` reads the table of this render.
  useEffect(() => {
    if (!waiting) return;
    if (rest === null) write(waiting);
    else if (rest === "failed") setSaid(notLoaded);
  }, [waiting, rest]);

  const copy = (format: TableTextFormat) => {
    if (!table) return;
    if (rest === null) return write(format);
    if (rest === "failed") return setSaid(notLoaded);
    setSaid({ text: `Copying ${tableName(table, table.ordinal)} as ${TABLE_TEXT_FORMAT_NAMES[format]} once every row is in…`, failed: false, waiting: format });
  };

  return { copy, said };
}
