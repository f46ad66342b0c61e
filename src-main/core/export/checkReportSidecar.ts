import fsp from "node:fs/promises";
import { readRegularFile } from "../files/readRegularFile.ts";
import { checkExportTarget, type LibraryLocation } from "./checkExportTarget.ts";
import { ExportReportFileTakenError } from "./errors/ExportReportFileTakenError.ts";

/** Reports are a few MiB at most (500 empty items); a larger file at the name is not one. */
const REPORT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Refuses the place of an export's report (`<out>.report.json`) unless it is free or holds an
 * earlier export's report: the same checks as an export file (not the library, not a folder,
 * not read-only), then what is there must read as a dataset report. The shape is checked
 * loosely (the fields every version has written), so a report of an older version is still
 * recognised and replaced; the user's own file of that name never is.
 */
export async function checkReportSidecar(file: string, library: LibraryLocation): Promise<void> {
  checkExportTarget(file, library);
  const stat = await fsp.lstat(file).catch(() => null);
  if (!stat) return;
  if (stat.isSymbolicLink()) throw new ExportReportFileTakenError(file, "is a link");
  if (!stat.isFile()) throw new ExportReportFileTakenError(file, "is not a regular file");
  if (stat.size > REPORT_MAX_BYTES) throw new ExportReportFileTakenError(file, `is a file of ${stat.size} bytes`);
  let text: string;
  try {
    // Checked again on the open file: a FIFO or a link swapped in after the look above.
    text = (await readRegularFile(file, { maxBytes: REPORT_MAX_BYTES, noFollow: true })).toString("utf8");
  } catch {
    throw new ExportReportFileTakenError(file, "cannot be read");
  }
  if (!looksLikeReport(text)) throw new ExportReportFileTakenError(file, "is another file");
}

function looksLikeReport(text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const report = value as Record<string, unknown>;
  return typeof report["title"] === "string" && typeof report["generatedAt"] === "string" && typeof report["embedder"] === "string" && typeof report["counts"] === "object" && Array.isArray(report["funnel"]);
}
