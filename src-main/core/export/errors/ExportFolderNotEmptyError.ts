/** A folder format's target is a folder holding files an export did not write: replacing it would delete them. */
export class ExportFolderNotEmptyError extends Error {
  override readonly name = "ExportFolderNotEmptyError";
  readonly target: string;
  readonly stranger: string;

  constructor(target: string, stranger: string) {
    super(`Not exporting to ${target}: the folder holds "${stranger}", which no export wrote, and the export replaces the whole folder. Give the name of a new folder, or of an earlier export.`);
    this.target = target;
    this.stranger = stranger;
  }
}
