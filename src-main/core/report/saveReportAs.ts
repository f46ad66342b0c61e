import type { DatasetReport } from "../../contract/report.ts";
import { checkExportTarget, type LibraryLocation } from "../export/checkExportTarget.ts";
import { writeReportFile } from "./reportFiles.ts";

/**
 * Saves a report to a file the user named (`distillate report --out FILE`), returning its
 * absolute path. The name gets an export file's checks first (never the library or a file of
 * its data folder, never a folder, a device, a named pipe or a read-only file), then the report is
 * written beside it and renamed onto it, so a crash or a full disk leaves the old file whole.
 * Written straight to the name, `--out <library.sqlite>` had replaced the library with the report,
 * and a named pipe stopped the command until something read it.
 */
export async function saveReportAs(out: string, report: DatasetReport, library: LibraryLocation): Promise<string> {
  const { path } = checkExportTarget(out, library);
  await writeReportFile(path, report);
  return path;
}
