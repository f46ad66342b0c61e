import path from "node:path";
import { shownName } from "../../../contract/shownName.ts";

/**
 * Only one generator model fits in the runtime at a time: loading another, or unloading it,
 * while runs are generating with it would pull it out from under them.
 */
export class ModelInUseError extends Error {
  override readonly name = "ModelInUseError";
  readonly file: string;
  readonly runIds: readonly number[];

  /** `file` is the model the runs are using; `action` says what was refused, e.g. "load another model". */
  constructor(file: string, runIds: readonly number[], action: string) {
    const runs = runIds.length === 1 ? `run ${runIds[0]} is` : `runs ${runIds.join(", ")} are`;
    super(`Cannot ${action}: ${runs} generating with ${shownName(path.basename(file))}. Pause or cancel ${runIds.length === 1 ? "it" : "them"} first, or wait until ${runIds.length === 1 ? "it finishes" : "they finish"}.`);
    this.file = file;
    this.runIds = runIds;
  }
}
