import { shownName } from "../../../contract/shownName.ts";

/** A model file could not be loaded for a reason none of the more specific errors names. */
export class ModelLoadError extends Error {
  override readonly name = "ModelLoadError";
  readonly file: string;

  constructor(file: string, reason: string) {
    super(`Cannot load the model ${shownName(file)}: ${reason}`);
    this.file = file;
  }
}
