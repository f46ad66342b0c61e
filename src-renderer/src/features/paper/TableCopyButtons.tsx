import type { PaperTable } from "@contract/tables.ts";
import { TABLE_TEXT_FORMAT_NAMES, TABLE_TEXT_FORMATS } from "@contract/tableText.ts";
import type { RowsRest } from "./tableRowsWords.ts";
import { useTableCopy } from "./useTableCopy.ts";

/** "Copy as CSV / TSV / Markdown", and a line that says what was copied (or why it was not). */
export function TableCopyButtons({ table, rest }: { table: PaperTable; /** Where its later rows are when not all are in: copying waits for them, or says they failed. */ rest: RowsRest | null }) {
  const { copy, said } = useTableCopy(table, rest);
  return (
    <div className="table-copy">
      <span className="table-copy-label">Copy as</span>
      {TABLE_TEXT_FORMATS.map((format) => (
        <button key={format} type="button" onClick={() => copy(format)} aria-label={`Copy as ${TABLE_TEXT_FORMAT_NAMES[format]}`}>
          {TABLE_TEXT_FORMAT_NAMES[format]}
        </button>
      ))}
      <span role="status" className={`table-copy-said${said?.failed ? " error" : ""}`} data-testid="table-copy-said">
        {said?.text ?? ""}
      </span>
    </div>
  );
}
