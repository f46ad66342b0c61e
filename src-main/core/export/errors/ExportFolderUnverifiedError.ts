/**
 * A folder format's target holds a distillate-export.json this installation cannot verify (not
 * signed with its secret): nothing shows the export wrote what is in the folder, so it is left.
 */
export class ExportFolderUnverifiedError extends Error {
  override readonly name = "ExportFolderUnverifiedError";
  readonly target: string;

  /** `why` follows "its distillate-export.json", e.g. "was written by an earlier version of Distillate, …". */
  constructor(target: string, why: string) {
    super(
      `Not exporting to ${target}: the folder's "distillate-export.json" ${why}. An export replaces a folder only when a manifest this installation signed shows it wrote everything there, so nothing was changed. Give the name of a new folder, or delete this one yourself if nothing in it is yours to keep.`,
    );
    this.target = target;
  }
}
