import { shownName } from "../../../contract/shownName.ts";

/** The report written beside an export (`<out>.report.json`) would replace a file that is not such a report. */
export class ExportReportFileTakenError extends Error {
  override readonly name = "ExportReportFileTakenError";
  readonly file: string;

  constructor(file: string, what: string) {
    super(`Not exporting: the export's report goes to ${shownName(file)}, which ${what}, not an earlier export's report, and would be replaced. Move it, or export under another name.`);
    this.file = file;
  }
}
