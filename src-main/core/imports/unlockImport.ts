import { libraryChanged } from "../../contract/events.ts";
import fs from "node:fs";
import { toErrorInfo } from "../../contract/errors.ts";
import type { ImportFileReport } from "../../contract/importReport.ts";
import type { ImportResult } from "../../contract/importResults.ts";
import { UnreadableFileError } from "../documents/errors/UnreadableFileError.ts";
import { importPapers } from "../documents/importPapers.ts";
import { ImportEntryNotFoundError } from "../errors/ImportEntryNotFoundError.ts";
import { asUserSees, type ImportContext } from "./importContext.ts";

/** Imports a file of the report that waited for its password, with the password given. */
export async function unlockImport(context: ImportContext, batchId: string, index: number, password: string): Promise<ImportFileReport> {
  const { db, pool, emit, reports, forgetCopy, ocrOption } = context;
  const record = reports.find(batchId, index);
  if (!record) throw new ImportEntryNotFoundError(batchId, index);
  // Already unlocked (or being unlocked) from this or another window: nothing to do twice.
  if (record.status !== "needs-password" || record.file === null) return reports.fileView(record);
  const file = record.file;
  reports.retrying(record);
  emit({ type: "imports.changed" });
  try {
    let result: ImportResult;
    if (record.upload && !fs.existsSync(file)) {
      const gone = new UnreadableFileError(record.name, "the copy kept for its password is no longer in the data folder; import the file again");
      result = { file, status: "failed", paperId: null, pages: null, error: toErrorInfo(gone) };
    } else {
      const [answer] = await importPapers(db(), [file], { password, pool: pool(), ...ocrOption() });
      result = asUserSees(answer!, record.upload ? record.name : undefined);
    }
    reports.settle(record, result);
    if (result.status === "imported" && result.paperId !== null) emit(libraryChanged([result.paperId]));
    else if (record.status !== "needs-password") forgetCopy(record);
  } catch (error) {
    reports.settle(record, { file, status: "failed", paperId: null, pages: null, error: toErrorInfo(error) });
    forgetCopy(record);
  } finally {
    emit({ type: "imports.changed" });
  }
  return reports.fileView(record);
}
