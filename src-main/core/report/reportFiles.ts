import fsp from "node:fs/promises";
import path from "node:path";
import { readRegularFile } from "../files/readRegularFile.ts";
import { DatasetReportSchema, type DatasetReport } from "../../contract/report.ts";
import { commitExportTemp, createExportTemp, discardExportTemp } from "../export/exportTempFile.ts";

/**
 * Reports kept as JSON files in the data folder's `reports/` (one per run, `run-<id>.json`), so
 * they need no schema change and a person can open them. A file that no longer parses as a
 * report (written by another version) counts as absent and is rebuilt.
 */
export function runReportPath(dataDir: string, runId: number): string {
  return path.join(dataDir, "reports", `run-${runId}.json`);
}

/** Reports are a few MiB at most (500 empty items); anything larger is rebuilt. */
const REPORT_FILE_MAX_BYTES = 64 * 1024 * 1024;

export async function readReportFile(file: string): Promise<DatasetReport | null> {
  let text: string;
  try {
    // A report is a few MiB; what is at the name in the data folder is checked, not trusted.
    text = (await readRegularFile(file, { maxBytes: REPORT_FILE_MAX_BYTES })).toString("utf8");
  } catch {
    return null;
  }
  try {
    const parsed = DatasetReportSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Writes through a temporary file and a rename, so a crash never leaves half a report. The
 * temporary file is made as an export's is (unguessable name, opened exclusively): the sidecar
 * of an export lands in the user's folder, which may be shared.
 */
export async function writeReportFile(file: string, report: DatasetReport): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const temp = await createExportTemp(file, null);
  try {
    await temp.handle.writeFile(JSON.stringify(report, null, 2) + "\n");
    await commitExportTemp(temp, file);
  } catch (error) {
    await discardExportTemp(temp);
    throw error;
  }
}

/** The sidecar beside an export: `<export file>.report.json`. */
export function exportReportPath(exportFile: string): string {
  return `${exportFile}.report.json`;
}

