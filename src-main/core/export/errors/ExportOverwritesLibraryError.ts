import { shownName } from "../../../contract/shownName.ts";

/** The export target is the library database itself (or its journal), by name, link or hard link. */
export class ExportOverwritesLibraryError extends Error {
  override readonly name = "ExportOverwritesLibraryError";
  readonly target: string;

  constructor(target: string, libraryFile: string) {
    super(`Not exporting to ${shownName(target)}: that file is the library itself (${shownName(libraryFile)}), and writing the dataset there would erase every paper, run and review. Choose a file outside the library's folder.`);
    this.target = target;
  }
}
