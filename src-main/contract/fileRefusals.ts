/**
 * Errors that refuse a file a call named: missing or unreadable, not a regular file (a FIFO, a
 * device, a folder), larger than what is read of it, or replaced while it was checked; and, for
 * a file to write (an export, a report), a target that is the library or inside its data folder,
 * a folder where a file is written (or the reverse), a device or pipe, a link to nowhere, a
 * read-only file or a report's place held by another file; a QA dataset (or its source text)
 * refused for the same reasons or as not the format it claims, or changed under a run that
 * was importing it. The
 * caller's to fix, so the loopback server answers them 422 with the error's name (the body is
 * the call's outcome as for every other answer), not 200.
 */
export const FILE_REFUSAL_ERRORS: ReadonlySet<string> = new Set([
  "NotARegularFileError",
  "FileTooLargeError",
  "UnreadableFileError",
  "PdfTooLargeError",
  "PdfChangedError",
  "PdfTooManyPagesError",
  "PdfUnpacksTooLargeError",
  "PdfBareRunError",
  "UnreadableModelFileError",
  "ModelFileReplacedError",
  "ZoteroExportUnreadableError",
  "QaFileUnreadableError",
  "QaFileChangedError",
  "ExportOverwritesLibraryError",
  "ExportInsideDataDirError",
  "ExportTargetIsFolderError",
  "ExportTargetIsFileError",
  "ExportTargetNotAFileError",
  "ExportTargetBrokenLinkError",
  "ExportTargetReadOnlyError",
  "ExportReportFileTakenError",
  "ExportFolderNotEmptyError",
  "ExportFolderChangedError",
  "ExportFolderOtherKindError",
  "ExportFolderUnverifiedError",
]);

/** The HTTP status of a call's outcome: 422 for a refused file, else 200 (the outcome says ok or not). */
export function statusOfOutcome(outcome: { ok: boolean; error?: { name: string } }): number {
  return !outcome.ok && outcome.error && FILE_REFUSAL_ERRORS.has(outcome.error.name) ? 422 : 200;
}
