import type { ExportFormat } from "../../../contract/exportFormat.ts";
import { shownName } from "../../../contract/shownName.ts";

/** A folder format's target is an export of another format, which this one would replace. */
export class ExportFolderOtherKindError extends Error {
  override readonly name = "ExportFolderOtherKindError";
  readonly target: string;
  readonly found: ExportFormat;

  constructor(target: string, found: ExportFormat, wanted: ExportFormat) {
    super(`Not exporting to ${shownName(target)}: it holds a ${found} export, and this is a ${wanted} export; an export replaces only an earlier export of its own format. Give the name of a new folder, or delete that one first.`);
    this.target = target;
    this.found = found;
  }
}
