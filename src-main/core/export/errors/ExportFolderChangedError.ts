import { shownName } from "../../../contract/shownName.ts";

/** A folder format's target is an earlier export, but a file in it changed after the export wrote it: the change is the user's. */
export class ExportFolderChangedError extends Error {
  override readonly name = "ExportFolderChangedError";
  readonly target: string;
  readonly file: string;

  constructor(target: string, file: string, how: string) {
    super(`Not exporting to ${shownName(target)}: "${shownName(file)}" ${how} since the export wrote it, and the export replaces the whole folder, so the change would be lost. Move what you want to keep elsewhere (or delete the folder), or give the name of a new folder.`);
    this.target = target;
    this.file = file;
  }
}
