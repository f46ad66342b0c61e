import { shownName } from "../../../contract/shownName.ts";

/** A QA dataset file that cannot be read as the format it claims: where and why. Nothing was stored. */
export class QaFileUnreadableError extends Error {
  override readonly name = "QaFileUnreadableError";
  readonly file: string;

  constructor(file: string, why: string) {
    super(`${shownName(file)} cannot be imported: ${why}. Nothing was stored.`);
    this.file = file;
  }
}
