import { shownName } from "../../../contract/shownName.ts";

/** A format written as a folder was given the name of an existing file. */
export class ExportTargetIsFileError extends Error {
  override readonly name = "ExportTargetIsFileError";
  readonly target: string;

  constructor(target: string, format: string) {
    super(`Not exporting to ${shownName(target)}: the ${format} format writes a folder, and this is a file. Give the name of a new folder (or of an earlier export of this kind, which is replaced).`);
    this.target = target;
  }
}
