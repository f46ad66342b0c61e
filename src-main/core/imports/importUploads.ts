import fs from "node:fs";
import { toErrorInfo } from "../../contract/errors.ts";
import type { ImportOptions, ImportResult, UploadedFile } from "../../contract/importResults.ts";
import { describeFsError } from "../files/describeFsError.ts";
import { UploadNotStoredError } from "../errors/UploadNotStoredError.ts";
import type { ImportContext } from "./importContext.ts";
import { runImport } from "./runImport.ts";
import { storeUpload, type StoredUpload } from "./storeUploads.ts";

/**
 * Stores the files the page sent in the data folder and imports the copies; the results name each
 * file as it was sent, in the order sent.
 */
export async function importUploads(context: ImportContext, folder: string, files: UploadedFile[], importOptions: ImportOptions): Promise<ImportResult[]> {
  const { reports, isPaperSource } = context;
  // Stored one after another: a clash between two files of the same batch then resolves to
  // "reuse" or "next suffix" deterministically, in the order the page sent them. A file that
  // cannot be stored fails alone; the others are imported.
  const stored: (StoredUpload | ImportResult)[] = [];
  for (const file of files) {
    try {
      stored.push(await storeUpload(folder, file));
    } catch (error) {
      const failure = new UploadNotStoredError(file.name, describeFsError(error));
      stored.push({ file: file.name, status: "failed", paperId: null, pages: null, error: toErrorInfo(failure) });
    }
  }
  const copies = stored.filter((s): s is StoredUpload => "created" in s);
  const uploads = copies.map((copy) => ({ name: files[stored.indexOf(copy)]!.name, file: copy.file }));
  let results: ImportResult[] | undefined;
  try {
    results = await runImport(context, uploads.map((u) => u.file), importOptions, uploads);
  } finally {
    // A copy made by this call that did not become a paper (a failure, bytes the library
    // already has, or an import that stopped) is of no use in the data folder; the results
    // still name it. One that waits for its password in the report stays until it is
    // unlocked or the report forgets it.
    const waiting = (file: string) => reports.files().some((r) => r.upload && r.file === file && r.status === "needs-password");
    for (const [index, copy] of copies.entries()) {
      if (!copy.created || results?.[index]?.status === "imported" || waiting(copy.file)) continue;
      if (!isPaperSource(copy.file)) await fs.promises.rm(copy.file, { force: true });
    }
  }
  // Assigned: reaching here, the import above returned. A const, so the callback below sees it assigned.
  const imported = results!;
  return stored.map((s) => ("created" in s ? imported[copies.indexOf(s)]! : s));
}
