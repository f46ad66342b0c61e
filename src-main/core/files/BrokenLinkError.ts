import { shownName } from "../../contract/shownName.ts";

/** Why a link to nowhere gives no file, in words: the user sees their link and must be told what it points at. */
export function brokenLinkReason(target: string): string {
  return `it is a symbolic link to ${shownName(target)}, where there is nothing (moved, deleted, or on a disk not mounted)`;
}

/**
 * A path is a symbolic link whose target does not exist. Its `code` stays ENOENT, so code that
 * takes a missing file for "absent" (a secret made on first use, a report rebuilt) still does;
 * describeFsError gives its own words instead of "no such file or folder".
 */
export class BrokenLinkError extends Error {
  override readonly name = "BrokenLinkError";
  readonly code = "ENOENT";
  readonly file: string;
  /** What the link points at, as it is written in the link. */
  readonly target: string;
  constructor(file: string, target: string) {
    super(brokenLinkReason(target));
    this.file = file;
    this.target = target;
  }
}
