import { shownName } from "../../../contract/shownName.ts";

/**
 * The export target is a device, a named pipe or a socket (or a link to one). An export is
 * written beside its target and renamed onto it, which would put a file in that thing's place:
 * run as root, `--out /dev/null` replaced the system's /dev/null with the dataset.
 */
export class ExportTargetNotAFileError extends Error {
  override readonly name = "ExportTargetNotAFileError";
  readonly target: string;
  /** What is there, in words ("a device", "a named pipe (FIFO)"). */
  readonly kind: string;

  constructor(target: string, kind: string) {
    super(`Not exporting to ${shownName(target)}: it is ${kind}, not a regular file, and an export takes the place of what is at its name. Nothing was written.`);
    this.target = target;
    this.kind = kind;
  }
}
