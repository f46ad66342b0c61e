import { useEffect, useState } from "react";
import type { PaperTable } from "@contract/tables.ts";
import { TABLE_TEXT_FORMAT_NAMES, tableText, type TableTextFormat } from "@contract/tableText.ts";
import { tableName } from "@contract/tableWords.ts";

/** How long the confirmation stays on screen, in milliseconds. */
const SHOWN_MS = 6_000;

/**
 * Copies a table to the clipboard as CSV, TSV or Markdown (the same text `distillate tables`
 * prints) and says so: "Table 1 copied as Markdown", or why it could not be.
 */
export function useTableCopy(table: PaperTable | null) {
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  useEffect(() => setSaid(null), [table]);
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [said]);

  const copy = (format: TableTextFormat) => {
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

  return { copy, said };
}
