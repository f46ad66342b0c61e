import { shownName } from "../../../contract/shownName.ts";

/** A model path that cannot be read: missing, a folder, or not permitted. */
export class UnreadableModelFileError extends Error {
  override readonly name = "UnreadableModelFileError";
  readonly file: string;

  /** `reason` in a researcher's words, e.g. "no such file or folder". */
  constructor(file: string, reason: string) {
    super(`Cannot read the model file ${shownName(file)}: ${reason}.`);
    this.file = file;
  }
}
