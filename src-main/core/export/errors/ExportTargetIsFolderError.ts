import { shownName } from "../../../contract/shownName.ts";

/** The export target names a folder, not a file. */
export class ExportTargetIsFolderError extends Error {
  override readonly name = "ExportTargetIsFolderError";
  readonly target: string;

  constructor(target: string) {
    super(`Not exporting to ${shownName(target)}: it is a folder. Give a file name inside it, e.g. ${shownName(target.replace(/[\\/]+$/, ""))}/dataset.jsonl.`);
    this.target = target;
  }
}
