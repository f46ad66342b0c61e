import { shownName } from "../../contract/shownName.ts";

/** The data directory cannot be created or written. */
export class DataDirError extends Error {
  override readonly name = "DataDirError";
  readonly dataDir: string;

  constructor(dataDir: string, reason: string) {
    super(`Cannot use ${shownName(dataDir)} as the Distillate data directory: ${reason}`);
    this.dataDir = dataDir;
  }
}
