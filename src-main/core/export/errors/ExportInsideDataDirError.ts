import { shownName } from "../../../contract/shownName.ts";

/** The export target lies inside Distillate's data folder, where the library and models live. */
export class ExportInsideDataDirError extends Error {
  override readonly name = "ExportInsideDataDirError";
  readonly target: string;

  constructor(target: string, dataDir: string) {
    super(`Not exporting to ${shownName(target)}: it is inside Distillate's data folder (${shownName(dataDir)}), which holds the library and its models and is not a place for datasets. Choose a file elsewhere, e.g. in your documents.`);
    this.target = target;
  }
}
