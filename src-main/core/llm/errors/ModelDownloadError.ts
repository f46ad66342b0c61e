import { shownName } from "../../../contract/shownName.ts";

/**
 * A download that could not start or finish: no network, the host unreachable, the file not on
 * the hub, a stalled connection. A partial file is kept, so running the same download again
 * resumes it.
 */
export class ModelDownloadError extends Error {
  override readonly name = "ModelDownloadError";
  readonly uri: string;

  /** `reason` says what went wrong and what to do, e.g. "cannot reach huggingface.co: no network ...". */
  constructor(uri: string, reason: string) {
    super(`Cannot download ${shownName(uri)}: ${reason}`);
    this.uri = uri;
  }
}
