import { Fragment } from "react";
import { isFolderFormat, takesBook, type ExportOptions } from "@contract/exportFormat.ts";
import type { ExportFormat } from "@contract/exportRecord.ts";
import { FORMAT_LABELS } from "./exportFilters.ts";

type Book = NonNullable<ExportOptions["book"]>;

export interface FormatFieldsetProps {
  format: ExportFormat;
  onFormat(format: ExportFormat): void;
  book: Book;
  onBook(book: Book): void;
  keepDuplicates: boolean;
  onKeepDuplicates(keep: boolean): void;
  /** Whether files are saved to disk (the desktop app) rather than downloaded by a browser. */
  savesToDisk: boolean;
}

/**
 * The formats, each with what it is for. A browser download carries one file, so in a browser
 * the folder formats (Hugging Face, BEIR) are shown but cannot be chosen, with where to get them.
 */
export function FormatFieldset(props: FormatFieldsetProps) {
  const { format, book } = props;
  const formats = Object.keys(FORMAT_LABELS) as ExportFormat[];
  const folderOnly = formats.filter((f) => isFolderFormat(f) && !props.savesToDisk);
  return (
    <fieldset className="export-fieldset">
      <legend>Format</legend>
      {formats.map((f) => (
        <Fragment key={f}>
          <label className={`export-radio${folderOnly.includes(f) ? " is-unavailable" : ""}`}>
            <input type="radio" name="format" value={f} checked={format === f} disabled={folderOnly.includes(f)} onChange={() => props.onFormat(f)} />
            <strong>{FORMAT_LABELS[f].label}</strong> <span className="muted">— {FORMAT_LABELS[f].hint}</span>
          </label>
          {/* Right under the chosen format, so the choice reads as part of it. */}
          {format === f && takesBook(f) && (
            <div className="export-suboptions" role="radiogroup" aria-label="Evidence in the prompt">
              <label className="export-radio">
                <input type="radio" name="book" checked={book === "open"} onChange={() => props.onBook("open")} />
                <span className="export-nowrap">Open book</span> <span className="muted">— the quoted evidence comes with each question</span>
              </label>
              <label className="export-radio">
                <input type="radio" name="book" checked={book === "closed"} onChange={() => props.onBook("closed")} />
                <span className="export-nowrap">Closed book</span> <span className="muted">— the question alone, as SciQAG trains; “not answerable” negatives are left out</span>
              </label>
            </div>
          )}
        </Fragment>
      ))}
      {folderOnly.length > 0 && (
        <p className="muted export-note" data-testid="export-folder-note">
          {folderOnly.map((f) => FORMAT_LABELS[f].label).join(" and ")} are folders of several files, which a browser download cannot hold: the Distillate desktop
          app saves them, and so does the export command on the computer serving this page.
        </p>
      )}
      <label className="export-check">
        <input type="checkbox" checked={props.keepDuplicates} onChange={(e) => props.onKeepDuplicates(e.target.checked)} />
        Keep questions another run already asked of the same paper
      </label>
    </fieldset>
  );
}
