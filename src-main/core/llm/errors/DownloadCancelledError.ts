import { shownName } from "../../../contract/shownName.ts";

/** The user stopped a download; what arrived is kept, so downloading the same URI again resumes it. */
export class DownloadCancelledError extends Error {
  override readonly name = "DownloadCancelledError";
  readonly uri: string;

  constructor(uri: string) {
    super(`The download of ${shownName(uri)} was cancelled. The part already downloaded is kept; download it again to resume.`);
    this.uri = uri;
  }
}
