import { shownName } from "../../../contract/shownName.ts";

/** A model file that changed while it was read for its hash: the hash would describe no version of it. */
export class ModelFileChangedError extends Error {
  override readonly name = "ModelFileChangedError";
  readonly file: string;

  /** `change` says what differed, e.g. "its size went from 1,000 to 2,000 bytes". */
  constructor(file: string, change: string) {
    super(`${shownName(file)} changed while its checksum was being computed (${change}), so no checksum was stored. If it is still being downloaded or copied, wait until that ends and add it again.`);
    this.file = file;
  }
}
