import { shownName } from "../../../contract/shownName.ts";

/** A folder format's target is a folder holding something an export did not write: replacing it would delete it. */
export class ExportFolderNotEmptyError extends Error {
  override readonly name = "ExportFolderNotEmptyError";
  readonly target: string;
  readonly stranger: string;

  /** `listed` tells whether the folder has an export's manifest (which does not list `stranger`) or none at all. */
  constructor(target: string, stranger: string, listed: boolean) {
    const why = listed ? "which the export that wrote this folder did not write (its distillate-export.json does not list it)" : "and the folder has no distillate-export.json, the list of files an export leaves, so nothing shows an export wrote it";
    super(`Not exporting to ${shownName(target)}: the folder holds "${shownName(stranger)}", ${why}. The export replaces the whole folder, so it would be deleted. Give the name of a new folder, or of an earlier export.`);
    this.target = target;
    this.stranger = stranger;
  }
}
