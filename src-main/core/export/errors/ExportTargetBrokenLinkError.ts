import { shownName } from "../../../contract/shownName.ts";

/**
 * The export target is a symbolic link that leads nowhere: to a name with nothing at it, or
 * round a loop. An export follows a link to the regular file it names (the link stays, the file
 * gets the export), so a link with no file at its end has no place to write; creating one at
 * wherever the link points is a thing the user never asked for by naming the link.
 */
export class ExportTargetBrokenLinkError extends Error {
  override readonly name = "ExportTargetBrokenLinkError";
  readonly target: string;

  constructor(target: string, problem: string) {
    super(`Not exporting to ${shownName(target)}: it is a symbolic link that ${problem}. Nothing was written; point the link at a file or name the file itself.`);
    this.target = target;
  }
}
